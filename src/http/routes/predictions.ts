// Daily and monthly sun-sign horoscopes and the daily nakshatra prediction: texts of our own,
// chosen by the day's sky (src/predictions/). Each answers in the languages its text bank covers.
import { predictionDay, type DayShift } from '../../predictions/day.js';
import { birthMoon, nakshatraDay } from '../../predictions/nakshatra-prediction.js';
import { SUN_SIGNS } from '../../predictions/sun-sign-rules.js';
import { consolidated, dailySunSignPrediction, monthlySunSignPrediction } from '../../predictions/sun-sign.js';
import { bankFor, languagesOf, NAKSHATRA_TEXTS, SUN_SIGN_TEXTS } from '../../predictions/texts/index.js';
import type { EndpointContext, EndpointSpec } from '../endpoint.js';
import { birthFromBody, BirthDetailsBody } from '../schemas/birth.js';
import {
  DailyNakshatraResponse, DEFAULT_TIMEZONE, MonthlyHoroscopeResponse, SunSignBody, SunSignConsolidatedResponse, SunSignDailyResponse, ZodiacParams,
} from '../schemas/predictions.js';

type ZodiacContext = EndpointContext<{ zodiac: (typeof SUN_SIGNS)[number] }>;

const SUN_SIGN_RULES =
  'Computed, not drawn: the tropical sky at 12:00 local time of the day (Swiss Ephemeris) seen from the sign, houses counted as whole signs from it. ' +
  'Each section opens with the Moon’s house, then at most two facts read there: the Moon, Sun, Mercury, Venus or Mars in aspect to the sign’s ' +
  'traditional ruler (6° orb), the Sun, Mercury, Venus or Mars on the sign’s angles (1st, 4th, 7th, 10th), retrograde planets; emotions always adds ' +
  'the Moon’s stage in its house. Same sign, day and timezone: the same text. Rules and sources: docs/predictions.md.';

const SUN_SIGN_LANGUAGES = languagesOf(SUN_SIGN_TEXTS);

function signDay(body: { timezone?: number }, ctx: ZodiacContext, shift: DayShift) {
  const tzone = body.timezone ?? DEFAULT_TIMEZONE;
  const date = predictionDay(ctx.now, tzone, shift);
  return { sign: SUN_SIGNS.indexOf(ctx.params.zodiac), date, tzone, dateText: `${date.day}-${date.month}-${date.year}`, texts: bankFor(SUN_SIGN_TEXTS, ctx.language) };
}

const DAILY = [
  { path: '', name: '', shift: 0, which: 'today' },
  { path: '/next', name: '_next', shift: 1, which: 'tomorrow' },
  { path: '/previous', name: '_previous', shift: -1, which: 'yesterday' },
] as const;

export const sunSignDaily: EndpointSpec<typeof SunSignBody, typeof ZodiacParams>[] = DAILY.map((d) => ({
  name: `sun_sign_prediction_daily${d.name}`,
  path: `/v1/sun_sign_prediction/daily${d.path}/:zodiac`,
  group: 'astrology',
  languages: SUN_SIGN_LANGUAGES,
  summary: `A sun sign’s prediction for ${d.which} in six sections (personal life, profession, health, emotions, travel, luck)`,
  description: `The day is ${d.which}’s calendar date at the body’s timezone (default ${DEFAULT_TIMEZONE}). ${SUN_SIGN_RULES}`,
  body: SunSignBody,
  params: ZodiacParams,
  // The answer depends on the clock's day, which the request does not carry.
  cacheable: false,
  response: SunSignDailyResponse,
  handle(body, ctx) {
    const s = signDay(body, ctx, d.shift);
    return { status: true, sun_sign: ctx.params.zodiac, prediction_date: s.dateText, prediction: dailySunSignPrediction(s.sign, s.date, s.tzone, s.texts) };
  },
}));

export const sunSignConsolidated: EndpointSpec<typeof SunSignBody, typeof ZodiacParams> = {
  name: 'sun_sign_consolidated_daily',
  path: '/v1/sun_sign_consolidated/daily/:zodiac',
  group: 'astrology',
  languages: SUN_SIGN_LANGUAGES,
  summary: 'A sun sign’s prediction for today as one text',
  description: `The six sections of /sun_sign_prediction/daily/:zodiac for the same day, joined in their order. ${SUN_SIGN_RULES}`,
  body: SunSignBody,
  params: ZodiacParams,
  cacheable: false,
  response: SunSignConsolidatedResponse,
  handle(body, ctx) {
    const s = signDay(body, ctx, 0);
    return { status: true, sun_sign: ctx.params.zodiac, prediction_date: s.dateText, prediction: consolidated(dailySunSignPrediction(s.sign, s.date, s.tzone, s.texts)) };
  },
};

export const monthlyHoroscope: EndpointSpec<typeof SunSignBody, typeof ZodiacParams> = {
  name: 'horoscope_prediction_monthly',
  path: '/v1/horoscope_prediction/monthly/:zodiac',
  group: 'astrology',
  languages: SUN_SIGN_LANGUAGES,
  summary: 'A sun sign’s horoscope for the current month',
  description:
    `The month is the current one at the body’s timezone (default ${DEFAULT_TIMEZONE}). Read from the tropical sky at noon on the 15th: the house the Sun crosses ` +
    '(the month’s theme), Mercury, Venus and Mars on the sign’s angles and the retrograde planets; then the house of the first full moon from the month’s first day ' +
    '(root-found on the Moon−Sun elongation). Rules and sources: docs/predictions.md.',
  body: SunSignBody,
  params: ZodiacParams,
  cacheable: false,
  response: MonthlyHoroscopeResponse,
  handle(body, ctx) {
    const s = signDay(body, ctx, 0);
    const { year, month } = s.date;
    return { status: true, sun_sign: ctx.params.zodiac, prediction_month: `${month}-${year}`, prediction: monthlySunSignPrediction(s.sign, year, month, s.tzone, s.texts) };
  },
};

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export const dailyNakshatra: EndpointSpec<typeof BirthDetailsBody>[] = DAILY.map((d) => ({
  name: `daily_nakshatra_prediction${d.name}`,
  path: `/v1/daily_nakshatra_prediction${d.path}`,
  group: 'astrology',
  languages: languagesOf(NAKSHATRA_TEXTS),
  summary: `The day’s prediction (${d.which}) from the Moon’s transit nakshatra counted from the birth nakshatra (tara bala) and the day’s panchang`,
  description:
    `The day is ${d.which}’s calendar date at the birth tzone, its panchang taken at sunrise at the birth place. The tara (Janma, Sampat, Vipat, Kshema, ` +
    'Pratyak, Sadhana, Naidhana, Mitra, Parama Mitra: the count from the birth nakshatra to the day’s, both inclusive, modulo 9) gives every section; the class ' +
    'of the tithi (Nanda, Bhadra, Jaya, Rikta, Purna) adds to luck and the nature of the day’s nakshatra to travel. Sidereal Lahiri. Rules and sources: docs/predictions.md.',
  body: BirthDetailsBody,
  cacheable: false,
  response: DailyNakshatraResponse,
  handle(body, ctx) {
    const birth = birthFromBody(body);
    const moon = birthMoon(birth);
    const date = predictionDay(ctx.now, birth.tzone, d.shift);
    const day = nakshatraDay(moon.nakshatra, date, birth, bankFor(NAKSHATRA_TEXTS, ctx.language));
    return {
      birth_moon_sign: ctx.vocabulary.signs[moon.sign],
      birth_moon_nakshatra: ctx.vocabulary.nakshatras[moon.nakshatra],
      prediction: day.prediction,
      prediction_date: `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`,
    };
  },
}));
