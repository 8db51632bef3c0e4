// Vedic (Chaldean) numerology: the numerology table, the six reports of the radical number and the daily
// prediction. The table answers in every language; the reports and the prediction in those their text
// banks cover (src/numerology/texts: English and Hindi), others in English with Content-Language: en.
import type { Static } from 'typebox';
import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import { destinyNumber, nameNumber, radicalNumber, type Digit } from '../../numerology/numbers.js';
import { NUMBER_PROFILES } from '../../numerology/table.js';
import { VEDIC_TEXTS } from '../../numerology/texts/index.js';
import type { VedicReport } from '../../numerology/texts/types.js';
import { numeroDay } from '../../numerology/vedic-daily.js';
import { predictionDay } from '../../predictions/day.js';
import { bankFor, languagesOf } from '../../predictions/texts/index.js';
import { fill } from '../../reports/texts/index.js';
import type { AnyEndpoint, EndpointSpec } from '../endpoint.js';
import { presentNumerology } from '../presenters/numerology.js';
import {
  nameWithoutLetters, NumeroBody, NumeroDailyResponse, NumeroDatedBody, NumerologyResponse, NumeroReportResponse, personFromBody,
} from '../schemas/numerology.js';
import { DEFAULT_TIMEZONE } from '../schemas/predictions.js';

export const numeroTable: EndpointSpec<typeof NumeroBody> = {
  name: 'numero_table',
  path: '/v1/numero_table',
  group: 'astrology',
  summary: 'Numerology table for a name and date of birth',
  description: 'Radical number from the day, destiny number from the whole date, Chaldean name number; the table row is the radical number’s.',
  languages: AVAILABLE_LANGUAGES,
  body: NumeroBody,
  cacheable: true,
  response: NumerologyResponse,
  handle(body, ctx) {
    const person = personFromBody(body);
    const nameNum = nameNumber(person.name);
    if (nameNum === null) throw nameWithoutLetters(person);
    const result = { ...person, radical: radicalNumber(person.day), destiny: destinyNumber(person.day, person.month, person.year), nameNumber: nameNum };
    return presentNumerology(result, ctx.vocabulary);
  },
};

const REPORTS: { key: VedicReport; name: string; summary: string }[] = [
  { key: 'report', name: 'numero_report', summary: 'The character of the radical number (the day of birth reduced to 1–9) and its planet' },
  { key: 'fav_time', name: 'numero_fav_time', summary: 'Favourable weekdays, dates of the month and hours for the radical number' },
  { key: 'place_vastu', name: 'numero_place_vastu', summary: 'The favourable direction of the home for the radical number’s planet' },
  { key: 'fasts', name: 'numero_fasts_report', summary: 'The weekly fast of the radical number’s planet' },
  { key: 'fav_lord', name: 'numero_fav_lord', summary: 'The deity of the radical number and how to worship' },
  { key: 'fav_mantra', name: 'numero_fav_mantra', summary: 'The beej mantra of the radical number’s planet' },
];

const VEDIC_RULES = 'Radical number = the day of birth reduced to 1–9 (as numero_table). Texts in English and Hindi; sources: docs/numerology.md.';
const VEDIC_LANGUAGES = languagesOf(VEDIC_TEXTS);

/** The person, checked as numero_table checks them (the name must have a Latin letter), and their radical number. */
function radicalOf(body: Static<typeof NumeroBody>): Digit {
  const person = personFromBody(body);
  if (nameNumber(person.name) === null) throw nameWithoutLetters(person);
  return radicalNumber(person.day);
}

export const numeroReports: EndpointSpec<typeof NumeroBody>[] = REPORTS.map(({ key, name, summary }) => ({
  name,
  path: `/v1/${name}`,
  group: 'astrology',
  summary,
  description: VEDIC_RULES,
  languages: VEDIC_LANGUAGES,
  body: NumeroBody,
  cacheable: true,
  response: NumeroReportResponse,
  handle(body, ctx) {
    const radical = radicalOf(body);
    const report = bankFor(VEDIC_TEXTS, ctx.language).reports[key];
    return { title: report.title, description: fill(report.texts[radical], { mantra: ctx.vocabulary.mantras[NUMBER_PROFILES[radical].ruler] }) };
  },
}));

export const numeroPredictionDaily: EndpointSpec<typeof NumeroDatedBody> = {
  name: 'numero_prediction_daily',
  path: '/v1/numero_prediction/daily',
  group: 'astrology',
  summary: 'The day’s number read against the radical number, with a lucky number and colour',
  description:
    'The day’s number is today’s day of the month reduced to 1–9 (the 10th, 19th and 28th are 1), today being the current date at the body’s timezone ' +
    `(hours; default ${DEFAULT_TIMEZONE}). It is friendly, neutral or unfriendly to the radical number by the radical number’s row of numero_table; ` +
    'lucky_number is the day’s number when friendly, else the radical number, and lucky_color the first colour of its row. ' + VEDIC_RULES,
  languages: VEDIC_LANGUAGES,
  body: NumeroDatedBody,
  // The answer depends on the clock's day, which the request does not carry.
  cacheable: false,
  response: NumeroDailyResponse,
  handle(body, ctx) {
    const radical = radicalOf(body);
    const today = predictionDay(ctx.now, body.timezone ?? DEFAULT_TIMEZONE, 0);
    const day = numeroDay(radical, today.day);
    const planet = ctx.vocabulary.planets[NUMBER_PROFILES[day.dayNumber].ruler];
    const daily = bankFor(VEDIC_TEXTS, ctx.language).daily;
    return {
      prediction: `${fill(daily.relation[day.relation], { n: day.dayNumber, planet })} ${daily.day_number[day.dayNumber]}`,
      lucky_color: ctx.vocabulary.words[NUMBER_PROFILES[day.luckyNumber].colors[0]!],
      lucky_number: String(day.luckyNumber),
      prediction_date: `${today.day}-${today.month}-${today.year}`,
    };
  },
};

export const vedicNumerologyEndpoints: readonly AnyEndpoint[] = [...numeroReports, numeroPredictionDaily];
