// The Western profile reports (spec western.md §8): personality, romance, friendship, karma and the
// romantic forecast, prose picked from the natal chart by the rules of src/western/profiles.ts.
import type { Static } from 'typebox';
import { EPHEMERIS_SPAN } from '../../config.js';
import { civilFromJd, daysInMonth, julianDayFromDate, localMidnightUt } from '../../astro/time.js';
import { friendshipProfile, karmaProfile, lifeForecastBetween, personalityProfile, romanticForecastBetween, romanticProfile } from '../../western/profiles.js';
import { periodHolding } from '../../western/transit-periods.js';
import type { AnyEndpoint } from '../endpoint.js';
import { invalidFields } from '../errors.js';
import { dayMonthYear } from '../presenters/western-dates.js';
import {
  FriendshipReportResponse, KarmaDestinyReportResponse, LifeForecastBody, LifeForecastReportResponse, PersonalityReportResponse, RomanticForecastReportResponse, RomanticPersonalityReportResponse,
  singleBirthOf, SingleOrCoupleBody,
} from '../schemas/western-profiles.js';
import { WesternBody } from '../schemas/western.js';
import { chartOfBody, westernEndpoint } from './western.js';
import { transitEndpoint } from './western-transits.js';

const TEXTS = 'Texts (English) and the rules that pick them: src/western/texts/en, docs/western-profiles.md.';

export const personalityReport = westernEndpoint({
  name: 'personality_report_tropical',
  path: '/v1/personality_report/tropical',
  summary: 'A personality profile from the tropical signs of the Sun and the Moon',
  description: `report: a paragraph on the Sun's sign, then one on the Moon's; spiritual_lesson and key_quality by the Sun's sign. ${TEXTS}`,
  body: WesternBody,
  response: PersonalityReportResponse,
  handle(body) {
    const p = personalityProfile(chartOfBody(body));
    return { report: p.report, spiritual_lesson: p.spiritualLesson, key_quality: p.keyQuality };
  },
});

export const romanticPersonalityReport = westernEndpoint({
  name: 'romantic_personality_report_tropical',
  path: '/v1/romantic_personality_report/tropical',
  summary: 'The romantic personality from Venus, Mars and the 7th and 5th houses',
  description: `report: paragraphs on Venus's sign, Mars's sign, and the signs on the cusps of the 7th (partnership) and 5th (courtship) houses in house_type. ${TEXTS}`,
  body: WesternBody,
  response: RomanticPersonalityReportResponse,
  handle: (body) => ({ report: romanticProfile(chartOfBody(body)) }),
});

const ONE_OR_COUPLE =
  'One person\'s birth fields (the body the Postman collection and clients send), or the couple body the SDK sends (p_…, s_…), of which the primary person (p_) is read and the s_ fields ignored. ';

export const friendshipReport = westernEndpoint({
  name: 'friendship_report_tropical',
  path: '/v1/friendship_report/tropical',
  summary: 'The friendship profile from the 11th house and Mercury',
  description:
    ONE_OR_COUPLE +
    `friendship_report: the sign on the 11th cusp, the element of Mercury's sign, then a line for each of Sun … Pluto in the 11th house. ${TEXTS}`,
  body: SingleOrCoupleBody,
  response: FriendshipReportResponse,
  handle: (body) => ({ friendship_report: friendshipProfile(chartOfBody(singleBirthOf(body))) }),
});

const karmaDestiny = (name: string, path: string, also: string) => westernEndpoint({
  name,
  path,
  summary: 'Lessons and direction from Saturn and the Moon\'s nodes',
  description:
    ONE_OR_COUPLE + also +
    `karma_destiny_report: a paragraph on Saturn's sign (its lessons), then one on the true north node's sign (the direction of growth, the south node opposite). ${TEXTS}`,
  body: SingleOrCoupleBody,
  response: KarmaDestinyReportResponse,
  handle: (body) => ({ karma_destiny_report: karmaProfile(chartOfBody(singleBirthOf(body))) }),
});

export const karmaDestinyReport = karmaDestiny('karma_destiny_report_tropical', '/v1/karma_destiny_report/tropical', '');
/** The Postman collection's path, without /tropical: the same report. */
export const karmaDestinyReportPostman = karmaDestiny('karma_destiny_report', '/v1/karma_destiny_report', 'The same report as karma_destiny_report/tropical, under the Postman collection\'s path. ');

export const romanticForecastReport = transitEndpoint({
  name: 'romantic_forecast_report_tropical',
  path: '/v1/romantic_forecast_report/tropical',
  summary: 'This month\'s transits to natal Venus, Mars and the 5th and 7th cusps, with a forecast for each',
  description:
    'The period is the server\'s current calendar month in the request\'s tzone (as tropical_transits/monthly). Every exact conjunction, opposition, trine, square and sextile ' +
    'of the moving Sun, Mars, Venus, Jupiter, Saturn, Uranus, Neptune and Pluto to natal Venus, natal Mars and the 5th and 7th cusps (house_type), root-found on the Swiss Ephemeris ' +
    `as the transit endpoints do, in time order; each forecast joins what the moving planet brings and what the natal point stands for by the aspect's nature. ${TEXTS}`,
  response: RomanticForecastReportResponse,
  handle(body, ctx) {
    const span = periodHolding('month', julianDayFromDate(ctx.now), body.tzone);
    return {
      romantic_forecast: romanticForecastBetween(chartOfBody(body), span.start, span.end)
        .map((f) => ({ planet_position: f.position, date: dayMonthYear(f.jdUt, body.tzone), forecast: f.forecast, exact_jd: f.jdUt })),
    };
  },
});

/** The forecast's first day (local midnight, JD UT): forecast_start, else the server's current local date. */
function forecastStart(body: Static<typeof LifeForecastBody>, now: Date): { year: number; month: number; day: number } {
  if (body.forecast_start === undefined) return civilFromJd(julianDayFromDate(now), body.tzone);
  const [year, month, day] = body.forecast_start.trim().split('-').map(Number) as [number, number, number];
  // The files start an hour into 1800 (before a local midnight east of UT) and the year that follows must end inside them.
  if (year <= EPHEMERIS_SPAN.firstYear || year >= EPHEMERIS_SPAN.lastYear) {
    throw invalidFields([{ field: 'forecast_start', message: `must fall in the years ${EPHEMERIS_SPAN.firstYear + 1} to ${EPHEMERIS_SPAN.lastYear - 1}` }]);
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw invalidFields([{ field: 'forecast_start', message: 'must be a calendar date, YYYY-MM-DD' }]);
  return { year, month, day };
}

export const lifeForecastReport = westernEndpoint({
  name: 'life_forecast_report_tropical',
  path: '/v1/life_forecast_report/tropical',
  summary: 'The year\'s transits of Jupiter … Pluto to the natal Sun, Moon, Mercury, Venus, Mars, Ascendant and Midheaven, with a forecast for each',
  description:
    'The twelve months from local midnight of forecast_start (ours; the server\'s current local date in tzone when absent) to the same date a year later. Every exact conjunction, opposition, trine, square ' +
    'and sextile of the moving Jupiter, Saturn, Uranus, Neptune and Pluto to the natal Sun, Moon, Mercury, Venus, Mars, Ascendant and Midheaven (house_type), root-found on the Swiss Ephemeris ' +
    'as the transit endpoints do (a retrograde loop gives up to three dates), in time order; each forecast joins what the moving planet brings and what the natal point stands for by the aspect\'s nature. ' +
    'Texts (English) and the rules that pick them: src/western/texts/en, docs/western-reports.md.',
  body: LifeForecastBody,
  cacheable: false,
  response: LifeForecastReportResponse,
  handle(body, ctx) {
    const { year, month, day } = forecastStart(body, ctx.now);
    const start = localMidnightUt(year, month, day, body.tzone);
    // 29 February's year ends on 1 March: sweph's julday carries the day over.
    const end = localMidnightUt(year + 1, month, day, body.tzone);
    return {
      life_forecast: lifeForecastBetween(chartOfBody(body), start, end)
        .map((f) => ({ planet_position: f.position, date: dayMonthYear(f.jdUt, body.tzone), forecast: f.forecast, exact_jd: f.jdUt })),
    };
  },
});

export const westernProfileEndpoints: readonly AnyEndpoint[] = [
  personalityReport, romanticPersonalityReport, friendshipReport, karmaDestinyReport, karmaDestinyReportPostman, romanticForecastReport, lifeForecastReport,
];
