// Response shapes of the Vedic reports and remedies (shared/spec/reports-and-predictions.md §2.1-2.9).
import { Type } from 'typebox';
import { GRAHA_KEYS } from '../../reports/bank.js';

const text = (description: string) => Type.String({ description });
const paragraphs = (description: string) => Type.Array(Type.String(), { description });

/** A path parameter naming a planet: one of `planets`, any letter case (folded to lower case). */
export const planetParam = <K extends string>(key: K, planets: readonly string[], description: string) =>
  Type.Object({ [key]: Type.Unsafe<string>({ type: 'string', enum: [...planets], 'x-case': 'lower', description }) } as Record<K, ReturnType<typeof Type.Unsafe<string>>>);

export const HousePlanetParams = planetParam('planet', GRAHA_KEYS, 'sun, moon, mars, mercury, jupiter, venus, saturn, rahu or ketu; any letter case');
export const RashiPlanetParams = planetParam('planet', GRAHA_KEYS, 'sun … saturn, rahu or ketu (the nodes have no sign report); any letter case');

export const AscendantReport = Type.Object({
  asc_report: Type.Object({
    ascendant: text('Sidereal ascendant sign (Lahiri), e.g. Cancer'),
    report: text('One paragraph on the rising sign'),
  }, { additionalProperties: false }),
}, { additionalProperties: false });

export const NakshatraReport = Type.Object({
  nak_report: Type.Object({
    physical: paragraphs('Appearance and bearing'),
    character: paragraphs('Temperament'),
    education: paragraphs('Learning and occupation'),
    family: paragraphs('Family life'),
    health: paragraphs('Constitution and care of health (tendencies, not diagnoses)'),
  }, { additionalProperties: false, description: 'The report of the Moon’s nakshatra at birth' }),
}, { additionalProperties: false });

export const HouseReport = Type.Object({
  planet: text('The path’s planet, lowercase'),
  house_report: text('One paragraph on the planet in its whole-sign house'),
}, { additionalProperties: false });

export const RashiReport = Type.Object({
  planet: text('The path’s planet, lowercase'),
  rashi_report: Type.Optional(text('One paragraph on the planet in its sidereal sign; absent for rahu and ketu')),
}, { additionalProperties: false });

const Gem = Type.Object({
  name: text('The stone'),
  gem_key: text('Its id: ruby, pearl, red_coral, emerald, yellow_sapphire, diamond or blue_sapphire'),
  semi_gem: text('Substitute stone(s), joined by "/" when two'),
  wear_finger: text('Finger: Ring, Little, Index or Middle'),
  weight_caret: text('Carat range "A - B"'),
  wear_metal: text('Metal of the setting'),
  wear_day: text('Weekday to first wear it'),
  gem_deity: text('The planet the stone serves'),
}, { additionalProperties: false });

export const GemSuggestion = Type.Object({
  LIFE: Type.Object(Gem.properties, { additionalProperties: false, description: 'Stone of the ascendant’s lord' }),
  BENEFIC: Type.Object(Gem.properties, { additionalProperties: false, description: 'Stone of the 5th house’s lord' }),
  LUCKY: Type.Object(Gem.properties, { additionalProperties: false, description: 'Stone of the 9th house’s lord' }),
}, { additionalProperties: false });

export const RudrakshaSuggestion = Type.Object({
  img_url: text('Relative image path /img/<a>+<b>.jpg (English number words); this server serves no image there'),
  rudraksha_key: text('<a>_faced_<b>_faced'),
  name: text('The pair, e.g. "Two + Five Faced Rudraksha (Do + Paanch Mukhi)"'),
  recommend: text('One sentence naming both beads in capitals'),
  detail: text('One paragraph on the ascendant lord’s bead'),
}, { additionalProperties: false });

export const PujaSuggestionResponse = Type.Object({
  summary: text('One introductory sentence'),
  suggestions: Type.Array(Type.Object({
    status: Type.Boolean({ description: 'Always true: only pujas the chart calls for are listed' }),
    priority: Type.Integer({ description: '5 Kal Sarpa, 4 Pitra dosha, 3 Nakshatra' }),
    title: text('Name of the puja'),
    puja_id: Type.Union([Type.Literal('KAL_SARPA'), Type.Literal('PITRA_DOSHA'), Type.Literal('NAKSHATRA_PUJA')]),
    summary: text('What the puja is for (fixed)'),
    one_line: text('Why this chart calls for it'),
  }, { additionalProperties: false }), { description: 'Highest priority first; empty when no rule is met' }),
}, { additionalProperties: false });

export const SadhesatiRemedies = Type.Object({
  what_is_sadhesati: text('What Sade Sati is (the sentence /sadhesati_current_status gives)'),
  remedies: paragraphs('A header line, then one remedy each'),
}, { additionalProperties: false });

export const PitraDoshaReport = Type.Object({
  what_is_pitri_dosha: text('What Pitra dosha is'),
  is_pitri_dosha_present: Type.Boolean(),
  rules_matched: paragraphs('One sentence per rule met; empty when absent'),
  conclusion: text('Summary, with the number of rules met'),
  remedies: paragraphs('A header line, then one remedy each (given whether or not the dosha is present)'),
  effects: paragraphs('A header line, then one tendency each'),
}, { additionalProperties: false });
