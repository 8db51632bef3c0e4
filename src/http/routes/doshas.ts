import { FILES_JD_UT } from '../../astro/ephemeris.js';
import { civilFromJd, julianDayFromDate, unixMsFromJd } from '../../astro/time.js';
import { EPHEMERIS_SPAN } from '../../config.js';
import { MATCHING_NAMES } from '../../i18n/matching/names.js';
import { sentence } from '../../i18n/matching/sentences.js';
import { kalsarpa } from '../../vedic/kalsarpa.js';
import { manglik } from '../../vedic/manglik.js';
import { sadeSatiAt, sadeSatiEvents } from '../../vedic/sadesati.js';
import { moonLongitudeAtBirth } from '../../vedic/chart.js';
import { PlanetId, signIndex } from '../../vedic/zodiac.js';
import { presentManglik } from '../presenters/doshas.js';
import { birthFromBody, type BirthDetailsBody } from '../schemas/birth.js';
import { KalsarpaResponse, ManglikRecord, SadeSatiLifeResponse, SadeSatiStatusResponse } from '../schemas/doshas.js';
import { birthEndpoint, chartFromBody } from './birth-endpoint.js';

/** `D-M-YYYY`, unpadded, in the request's time zone. */
function formatDate(jdUt: number, tzone: number): string {
  const t = civilFromJd(jdUt, tzone);
  return `${t.day}-${t.month}-${t.year}`;
}

/** The Moon's sign at birth, and the birth instant: all Sade Sati needs of the chart. */
function natalMoonSign(body: BirthDetailsBody) {
  const moon = moonLongitudeAtBirth(birthFromBody(body));
  return { moonSign: signIndex(moon.longitude), jdUt: moon.jdUt };
}


export const manglikEndpoint = birthEndpoint({
  name: 'manglik',
  path: '/v1/manglik',
  summary: 'Mangal dosha: Mars’s placement and aspects on houses 1, 2, 4, 7, 8 and 12, with those of the Sun, Saturn, Rahu and Ketu, cancellations and percentages',
  description:
    'Whole-sign houses from the ascendant. Mars in a dosha house weighs 22, 11, 16.5, 27.5, 27.5 or 16.5 (houses 1, 2, 4, 7, 8, 12); ' +
    'the Sun, Saturn, Rahu or Ketu in one adds 1; each aspect on one by any of the five adds 0.25 (Mars 4th, 7th, 8th; Saturn 3rd, ' +
    '7th, 10th; Rahu and Ketu 5th, 7th, 9th; the Sun 7th). The others count only where Mars is in or aspects a dosha house. ' +
    'Cancellations remove all or halve; 25 % or more after them is EFFECTIVE. Rules and reasoning: src/vedic/manglik-rules.ts, docs/conventions.md.',
  cacheable: true,
  response: ManglikRecord,
  handle(body, ctx) {
    return presentManglik(manglik(chartFromBody(body)), ctx.language, ctx.vocabulary);
  },
});

export const kalsarpaDetails = birthEndpoint({
  name: 'kalsarpa_details',
  path: '/v1/kalsarpa_details',
  summary: 'Kalsarpa yoga: whether the seven grahas lie on one side of the Rahu–Ketu axis, fully or partially',
  description:
    'Ascending: every graha in the half from Rahu forward to Ketu; Descending: from Ketu forward to Rahu; a graha exactly on ' +
    'the axis counts as inside. Partial: the only grahas outside the half share Rahu’s or Ketu’s sign. The name is the ' +
    'classical one for Rahu’s whole-sign house. When absent, type and name are "".',
  cacheable: true,
  response: KalsarpaResponse,
  handle(body, ctx) {
    const chart = chartFromBody(body);
    const grahas = chart.slice(PlanetId.Sun, PlanetId.Saturn + 1).map((p) => p.fullDegree);
    const k = kalsarpa(grahas, chart[PlanetId.Rahu]!.fullDegree, chart[PlanetId.Ascendant]!.sign);
    const name = k.kind ? MATCHING_NAMES[ctx.language].kalsarpa[k.rahuHouse - 1]! : '';
    const opposite = ((k.rahuHouse + 5) % 12) + 1;
    return {
      present: k.kind !== null,
      type: k.kind ?? '',
      one_line: k.kind ? sentence(ctx.language, 'kalsarpa_present', { name, type: k.kind }) : sentence(ctx.language, 'kalsarpa_absent'),
      name,
      report: {
        house_id: k.rahuHouse,
        report: k.kind ? sentence(ctx.language, 'kalsarpa_report', { house: k.rahuHouse, opposite, name }) : sentence(ctx.language, 'kalsarpa_absent'),
      },
    };
  },
});

export const sadhesatiCurrentStatus = birthEndpoint({
  name: 'sadhesati_current_status',
  path: '/v1/sadhesati_current_status',
  summary: 'Whether Saturn is transiting the sign before, on or after the natal Moon sign now, with the running Sade Sati’s span',
  description:
    'Evaluated at the moment the request is served. The span joins stays in the three signs separated by less than a year ' +
    '(a retrograde dip out and back); dates are D-M-YYYY in the request’s tzone.',
  cacheable: false,
  response: SadeSatiStatusResponse,
  handle(body, ctx) {
    const moonSign = natalMoonSign(body).moonSign;
    const now = julianDayFromDate(ctx.now);
    const s = sadeSatiAt(moonSign, now);
    const v = ctx.vocabulary;
    const phase = s.phase ? MATCHING_NAMES[ctx.language].phases[s.phase] : '';
    const signs = { saturnSign: v.signs[s.saturnSign]!, moonSign: v.signs[moonSign]! };
    return {
      consideration_date: formatDate(now, body.tzone),
      is_saturn_retrograde: s.retrograde,
      moon_sign: signs.moonSign,
      saturn_sign: signs.saturnSign,
      is_undergoing_sadhesati: s.phase ? sentence(ctx.language, 'sadesati_yes', { ...signs, phase }) : sentence(ctx.language, 'sadesati_no', signs),
      sadhesati_phase: phase,
      sadhesati_status: s.phase !== null,
      start_date: s.span ? formatDate(s.span.start, body.tzone) : '',
      end_date: s.span ? formatDate(s.span.end, body.tzone) : '',
      what_is_sadhesati: sentence(ctx.language, 'sadesati_what'),
    };
  },
});

/** Sade Sati events are listed this long after birth, or to the end of the ephemeris files if that comes first. */
const LIFE_YEARS = 100;

export const sadhesatiLifeDetails = birthEndpoint({
  name: 'sadhesati_life_details',
  path: '/v1/sadhesati_life_details',
  summary: 'Every start and end of a Sade Sati phase from birth to 100 years later, retrograde re-entries included',
  description:
    'Each change of Saturn’s sidereal sign is found by root finding on its longitude (to the second). For a birth less than ' +
    `100 years before ${EPHEMERIS_SPAN.searchEnd} (where the Swiss Ephemeris data files end) the list stops there, short of 100 years.`,
  cacheable: true,
  response: SadeSatiLifeResponse,
  handle(body, ctx) {
    const { moonSign, jdUt: from } = natalMoonSign(body);
    const v = ctx.vocabulary;
    const to = Math.min(from + LIFE_YEARS * 365.25, FILES_JD_UT.last);
    return sadeSatiEvents(moonSign, from, to).map((e) => ({
      moon_sign: v.signs[moonSign]!,
      saturn_sign: v.signs[e.saturnSign]!,
      is_saturn_retrograde: e.retrograde,
      type: e.type,
      millisecond: String(unixMsFromJd(e.jdUt)),
      date: formatDate(e.jdUt, body.tzone),
      summary: sentence(ctx.language, `event_${e.type}`, { saturnSign: v.signs[e.saturnSign]! }),
    }));
  },
});
