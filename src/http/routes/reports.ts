// The Vedic reports and remedies: prose from our text banks (src/reports/texts), chosen by the chart.
import { sentence } from '../../i18n/matching/sentences.js';
import { GRAHA_KEYS, REPORT_LANGUAGES, type GrahaKey, type GemWords, type RemedyTexts } from '../../reports/bank.js';
import { GEM_ROWS, gemPlanets } from '../../reports/gems.js';
import { pitraDosha } from '../../reports/pitra-dosha.js';
import { pujaSuggestions, type PujaSuggestion } from '../../reports/puja.js';
import { MUKHI_HINDI, MUKHI_WORDS, rudrakshaPair } from '../../reports/rudraksha.js';
import { fill, REMEDY_TEXTS, REPORT_TEXTS, reportLanguage } from '../../reports/texts/index.js';
import { PlanetId } from '../../vedic/zodiac.js';
import type { TSchema } from 'typebox';
import type { AnyEndpoint, EndpointContext, EndpointSpec, NoParams } from '../endpoint.js';
import {
  AscendantReport, GemSuggestion, HousePlanetParams, HouseReport, NakshatraReport, PitraDoshaReport, PujaSuggestionResponse, RashiPlanetParams,
  RashiReport, RudrakshaSuggestion, SadhesatiRemedies,
} from '../schemas/reports.js';
import { BirthDetailsBody } from '../schemas/birth.js';
import { birthEndpoint, chartFromBody, type AstrologySpec } from './birth-endpoint.js';

/** A birth endpoint answering in the languages our text banks cover (others get English, Content-Language: en). */
function reportEndpoint<P extends TSchema = NoParams>(spec: Omit<AstrologySpec<typeof BirthDetailsBody, P>, 'body' | 'cacheable'>): EndpointSpec<typeof BirthDetailsBody, P> {
  return { ...birthEndpoint<P>({ ...spec, cacheable: true }), languages: REPORT_LANGUAGES };
}

const texts = (ctx: EndpointContext) => REPORT_TEXTS[reportLanguage(ctx.language)];
const remedyTexts = (ctx: EndpointContext): RemedyTexts => REMEDY_TEXTS[reportLanguage(ctx.language)];
const graha = (key: string) => GRAHA_KEYS.indexOf(key as GrahaKey) as PlanetId;

export const generalAscendantReport = reportEndpoint({
  name: 'general_ascendant_report',
  path: '/v1/general_ascendant_report',
  summary: 'A paragraph on the sidereal rising sign',
  description: 'One text per ascendant sign (Lahiri). Texts and their sources: src/reports/texts, docs/reports.md.',
  response: AscendantReport,
  handle(body, ctx) {
    const sign = chartFromBody(body)[PlanetId.Ascendant]!.sign;
    return { asc_report: { ascendant: ctx.vocabulary.signs[sign]!, report: texts(ctx).ascendant[sign]! } };
  },
});

export const generalNakshatraReport = reportEndpoint({
  name: 'general_nakshatra_report',
  path: '/v1/general_nakshatra_report',
  summary: 'Appearance, character, education, family and health read from the Moon’s nakshatra at birth',
  description: 'One text per nakshatra, each section an array of paragraphs, written in the second person (no gender is assumed).',
  response: NakshatraReport,
  handle(body, ctx) {
    const n = texts(ctx).nakshatra[chartFromBody(body)[PlanetId.Moon]!.nakshatra]!;
    return { nak_report: { physical: n.physical, character: n.character, education: n.education, family: n.family, health: n.health } };
  },
});

export const generalHouseReport = reportEndpoint({
  name: 'general_house_report',
  path: '/v1/general_house_report/:planet',
  summary: 'A paragraph on a planet in its whole-sign house from the ascendant',
  description: 'Planets sun … ketu; houses counted whole-sign from the sidereal ascendant, as /planets gives them.',
  params: HousePlanetParams,
  response: HouseReport,
  handle(body, ctx) {
    const planet = ctx.params.planet as GrahaKey;
    const house = chartFromBody(body)[graha(planet)]!.house;
    return { planet, house_report: texts(ctx).house[planet][house - 1]! };
  },
});

export const generalRashiReport = reportEndpoint({
  name: 'general_rashi_report',
  path: '/v1/general_rashi_report/:planet',
  summary: 'A paragraph on a planet in its sidereal sign',
  description: 'Planets sun … saturn; for rahu and ketu the answer is {planet} alone, as the hosted service gives it.',
  params: RashiPlanetParams,
  response: RashiReport,
  handle(body, ctx) {
    const planet = ctx.params.planet as GrahaKey;
    if (planet === 'rahu' || planet === 'ketu') return { planet };
    const sign = chartFromBody(body)[graha(planet)]!.sign;
    return { planet, rashi_report: texts(ctx).rashi[planet][sign]! };
  },
});

export const basicGemSuggestion = reportEndpoint({
  name: 'basic_gem_suggestion',
  path: '/v1/basic_gem_suggestion',
  summary: 'Life, benefic and lucky stones: those of the lords of the 1st, 5th and 9th houses',
  description: 'Whole-sign houses from the sidereal ascendant. Planet-to-stone table and the rule’s sources: src/reports/gems.ts, docs/reports.md.',
  response: GemSuggestion,
  handle(body, ctx) {
    const words: readonly GemWords[] = remedyTexts(ctx).gems;
    const asc = chartFromBody(body)[PlanetId.Ascendant]!.sign;
    return Object.fromEntries(gemPlanets(asc).map(({ role, planet }) => {
      const w = words[planet]!;
      const row = GEM_ROWS[planet]!;
      return [role, {
        name: w.name, gem_key: row.gem_key, semi_gem: w.semi_gem, wear_finger: w.wear_finger, weight_caret: row.weight_caret,
        wear_metal: w.wear_metal, wear_day: w.wear_day, gem_deity: w.gem_deity,
      }];
    }));
  },
});

export const rudrakshaSuggestion = reportEndpoint({
  name: 'rudraksha_suggestion',
  path: '/v1/rudraksha_suggestion',
  summary: 'A pair of rudraksha beads: the ascendant lord’s and the Moon sign lord’s (the 9th lord’s when one planet rules both)',
  description: 'Planet-to-bead table and its sources: src/reports/rudraksha.ts, docs/reports.md.',
  response: RudrakshaSuggestion,
  handle(body, ctx) {
    const chart = chartFromBody(body);
    const { beads: [a, b], main } = rudrakshaPair(chart[PlanetId.Ascendant]!.sign, chart[PlanetId.Moon]!.sign);
    const t = remedyTexts(ctx).rudraksha;
    const caps = (m: typeof a) => fill(t.bead, { n: t.numbers[m].toUpperCase() });
    return {
      img_url: `/img/${MUKHI_WORDS[a]}+${MUKHI_WORDS[b]}.jpg`,
      rudraksha_key: `${MUKHI_WORDS[a]}_faced_${MUKHI_WORDS[b]}_faced`,
      name: fill(t.name, { a: t.numbers[a], b: t.numbers[b], ra: MUKHI_HINDI[a], rb: MUKHI_HINDI[b] }),
      recommend: fill(t.recommend, { a: caps(a), b: caps(b) }),
      detail: t.detail[main],
    };
  },
});

function pujaLine(s: PujaSuggestion, t: RemedyTexts['puja'], ctx: EndpointContext): string {
  switch (s.puja_id) {
    case 'KAL_SARPA': {
      const [extent, direction] = s.kind.toLowerCase().split(' ') as ['full' | 'partial', 'ascending' | 'descending'];
      return fill(t.kal_sarpa_line, { extent: t.directions[extent], direction: t.directions[direction] });
    }
    case 'PITRA_DOSHA':
      return fill(t.pitra_line, { count: s.rules });
    case 'NAKSHATRA_PUJA':
      return fill(t.nakshatra_line, { lord: ctx.vocabulary.planets[s.lord], tara: t.taras[s.tara] });
  }
}

const PUJA_TEXT = { KAL_SARPA: 'kal_sarpa', PITRA_DOSHA: 'pitra_dosha', NAKSHATRA_PUJA: 'nakshatra' } as const;

export const pujaSuggestion = reportEndpoint({
  name: 'puja_suggestion',
  path: '/v1/puja_suggestion',
  summary: 'Pujas the chart calls for: Kal Sarpa yoga, Pitra dosha, an adverse tara of the ascendant lord’s nakshatra',
  description: 'Only pujas whose rule is met are listed, highest priority first. Rules: src/reports/puja.ts, docs/reports.md.',
  response: PujaSuggestionResponse,
  handle(body, ctx) {
    const t = remedyTexts(ctx).puja;
    const suggestions = pujaSuggestions(chartFromBody(body)).map((s) => ({
      status: true, priority: s.priority, title: t[PUJA_TEXT[s.puja_id]].title, puja_id: s.puja_id,
      summary: t[PUJA_TEXT[s.puja_id]].summary, one_line: pujaLine(s, t, ctx),
    }));
    return { summary: suggestions.length > 0 ? t.summary : t.none, suggestions };
  },
});

export const sadhesatiRemedies = reportEndpoint({
  name: 'sadhesati_remedies',
  path: '/v1/sadhesati_remedies',
  summary: 'What Sade Sati is and the customary remedies for it (the same for every chart)',
  description: 'The explanation is the one /sadhesati_current_status gives; whether Sade Sati is running is that endpoint’s answer.',
  response: SadhesatiRemedies,
  handle(_body, ctx) {
    return { what_is_sadhesati: sentence(ctx.language, 'sadesati_what'), remedies: remedyTexts(ctx).sadhesati.remedies };
  },
});

export const pitraDoshaReport = reportEndpoint({
  name: 'pitra_dosha_report',
  path: '/v1/pitra_dosha_report',
  summary: 'Pitra dosha: the Sun or the 9th house afflicted by Rahu, Ketu or Saturn; the rules met, remedies and effects',
  description: 'Whole-sign. Present when any rule holds: Sun with Rahu, Ketu or Saturn; Rahu or Ketu in the 9th; the 9th lord with Rahu or Ketu. Sources: src/reports/pitra-dosha.ts, docs/reports.md.',
  response: PitraDoshaReport,
  handle(body, ctx) {
    const t = remedyTexts(ctx).pitra;
    const rules = pitraDosha(chartFromBody(body));
    const present = rules.length > 0;
    return {
      what_is_pitri_dosha: t.what,
      is_pitri_dosha_present: present,
      rules_matched: rules.map((r) => t.rules[r]),
      conclusion: present ? fill(t.present, { count: rules.length }) : t.absent,
      remedies: t.remedies,
      effects: t.effects,
    };
  },
});

export const reportEndpoints: readonly AnyEndpoint[] = [
  generalAscendantReport, generalNakshatraReport, generalHouseReport, generalRashiReport,
  basicGemSuggestion, rudrakshaSuggestion, pujaSuggestion, sadhesatiRemedies, pitraDoshaReport,
];
