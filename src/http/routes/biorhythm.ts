// Biorhythm (shared/spec/more-computations.md §14): the 23-, 28- and 33-day cycles on the day of the request,
// and the Pancha-pakshi cycle of the natal Moon's bird on that day.
import { daytimeOnDate } from '../../astro/sun.js';
import { civilFromJd, julianDayFromDate, localMidnightUt, unixMsFromJd } from '../../astro/time.js';
import { lunarDayVocabulary, pakshaName } from '../../i18n/lunar-day.js';
import { PANCHA_PAKSHI } from '../../i18n/pancha-pakshi.js';
import { panchangVocabulary } from '../../i18n/panchang.js';
import { biorhythm as cyclesAt } from '../../vedic/biorhythm.js';
import { tithiOf } from '../../vedic/lunar-day.js';
import { elongationAt } from '../../vedic/lunar-month.js';
import { birthBird, yamas, type Yama } from '../../vedic/pancha-pakshi.js';
import { ACTIVITIES, BIRDS } from '../../vedic/pancha-pakshi-tables.js';
import { weekdayOf, type CivilDate } from '../../vedic/panchang.js';
import { PlanetId } from '../../vedic/zodiac.js';
import type { EndpointContext } from '../endpoint.js';
import { invalidFields } from '../errors.js';
import { formatClock } from '../presenters/dates.js';
import type { BirthDetailsBody } from '../schemas/birth.js';
import { BiorhythmResponse } from '../schemas/vedic-more.js';
import { MoonBiorhythmResponse } from '../schemas/vedic-rest.js';
import { birthEndpoint, chartFromBody } from './birth-endpoint.js';

const dayNumber = (d: CivilDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Today's date in the request time zone; a birth date after it is refused, naming year. */
function today(body: BirthDetailsBody, ctx: EndpointContext): CivilDate {
  const { year, month, day } = civilFromJd(julianDayFromDate(ctx.now), body.tzone);
  if (dayNumber({ year, month, day }) < dayNumber(body)) throw invalidFields([{ field: 'year', message: 'must not put the date of birth after today' }]);
  return { year, month, day };
}

export const biorhythm = birthEndpoint({
  name: 'biorhythm',
  path: '/v1/biorhythm',
  summary: 'Physical (23-day), emotional (28-day) and intellectual (33-day) biorhythms on the day of the request, and their average',
  description:
    'percent = round(100·sin(2π·t/P)) with t the whole days from the date of birth to today’s date in the request time zone (the birth’s hour does not ' +
    'matter); average is the mean of the three unrounded values, rounded; trend is 1 when tomorrow’s value is higher, -1 when lower.',
  response: BiorhythmResponse,
  cacheable: false, // depends on the day of the request
  handle(body, ctx) {
    return cyclesAt(dayNumber(today(body, ctx)) - dayNumber(body));
  },
});

export const moonBiorhythm = birthEndpoint({
  name: 'moon_biorhythm',
  path: '/v1/moon_biorhythm',
  summary: 'Pancha-pakshi: the birth bird of the natal Moon and what it does in each fifth of today’s daytime and night',
  description:
    'The birth bird follows the Moon’s nakshatra and the paksha at birth; today (in the request time zone, at the birth place) the daytime, sunrise to sunset, ' +
    'and the night, sunset to the next sunrise, each fall into five equal yamas, and the bird rules, eats, walks, sleeps or dies (its strongest to its weakest ' +
    'grade) in each by the weekday and the paksha at sunrise. Tables and sources in src/vedic/pancha-pakshi-tables.ts.',
  response: MoonBiorhythmResponse,
  cacheable: false, // depends on the day of the request
  handle(body, ctx) {
    const date = today(body, ctx);
    const chart = chartFromBody(body);
    const birthPaksha = tithiOf(chart[PlanetId.Sun]!.fullDegree, chart[PlanetId.Moon]!.fullDegree).paksha;
    const nakshatra = chart[PlanetId.Moon]!.nakshatra;
    const bird = birthBird(nakshatra, birthPaksha);

    const daytime = daytimeOnDate('sun', date.year, date.month, date.day, body.lat, body.lon, body.tzone);
    const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
    const nextRise = daytimeOnDate('sun', next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), body.lat, body.lon, body.tzone).rise;
    // The day's paksha at its sunrise; at local midnight where the Sun does not rise.
    const paksha = elongationAt(daytime.rise ?? localMidnightUt(date.year, date.month, date.day, body.tzone)) < 180 ? 'shukla' : 'krishna';
    const weekday = weekdayOf(date);

    const words = PANCHA_PAKSHI[ctx.language];
    const lunar = lunarDayVocabulary(ctx.language);
    const clock = (jd: number | null) => (jd === null ? null : formatClock(jd, body.tzone));
    const present = (list: Yama[]) => list.map((y, i) => ({
      yama: i + 1, start: formatClock(y.start, body.tzone), end: formatClock(y.end, body.tzone),
      start_ms: unixMsFromJd(y.start), end_ms: unixMsFromJd(y.end), activity: words.activities[ACTIVITIES.indexOf(y.activity)]!,
    }));
    const { rise, set } = daytime;
    return {
      birth_pakshi: words.birds[BIRDS.indexOf(bird)]!,
      birth_pakshi_details: { pakshi_id: BIRDS.indexOf(bird) + 1, nakshatra: ctx.vocabulary.nakshatras[nakshatra]!, paksha: pakshaName(lunar, birthPaksha) },
      requested_day: {
        date: `${date.day}-${date.month}-${date.year}`,
        day: panchangVocabulary(ctx.language).weekdays[weekday]!,
        paksha: pakshaName(lunar, paksha),
        sunrise: clock(rise), sunset: clock(set), next_sunrise: clock(nextRise),
      },
      activity_cycle: rise !== null && set !== null && nextRise !== null && nextRise > set
        ? { day: present(yamas(bird, weekday, paksha, 'day', rise, set)), night: present(yamas(bird, weekday, paksha, 'night', set, nextRise)) }
        : null,
    };
  },
});
