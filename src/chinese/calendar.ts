// chinese/: the Chinese calendar year and its sexagenary name, and the texts read from them.
//
// The New Year of a Gregorian year is computed from the ephemeris by the rules of the calendar in use
// since the Shixian reform of 1645 (true Sun, true Moon), as Helmer Aslaksen sets them out in "The
// Mathematics of the Chinese Calendar" (National University of Singapore, 2010), §§ 3–5:
//   1. Months begin on the calendar day of a new moon (conjunction of the true Moon and Sun).
//   2. Month 11 is the month holding the day of the winter solstice (the Sun's apparent longitude 270°).
//   3. If 13 months begin between one month 11 and the next (a leap sui), the first of them that holds
//      no principal term (zhongqi: the Sun at a multiple of 30°) is the leap month and repeats the number
//      of the month before it.
//   4. The New Year is the day month 1 begins.
// Days are civil days on the calendar's meridian: China Standard Time (UTC+8, 120°E) from 1929, and
// before 1929 the local mean time of Beijing (116°25′E, UTC+7:45:40), which the calendar used until then
// (Aslaksen § 5.1). Instants come from the Swiss Ephemeris (apparent geocentric tropical longitudes) and
// are root-found (src/astro/crossing.ts), never stepped. Checked for 1900–2100 against the Hong Kong
// Observatory's Gregorian–Lunar conversion tables in test/chinese.test.ts.
import { nextCrossing } from '../astro/crossing.js';
import { tropicalPosition } from '../astro/ephemeris.js';
import { julianDayUt } from '../astro/time.js';
import { newMoonAfter, newMoonAtOrBefore } from '../western/lunation.js';

const sunLongitude = (jd: number) => tropicalPosition(jd, 'sun').longitude;
// The Sun's apparent motion never falls below 0.95° a day (aphelion, early July).
const SUN_MIN_RATE = 0.95;

/** 1929-01-01 00:00 in Beijing mean time (UT 1928-12-31 16:14:20): China Standard Time applies from then. */
const STANDARD_TIME_FROM = julianDayUt({ year: 1929, month: 1, day: 1, hour: 0, minute: 0 }, 7 + 45 / 60 + 40 / 3600);

/** Hours east of UT of the calendar's clock at an instant: Beijing mean time (116°25′E) before 1929, UTC+8 after. */
export const calendarZoneAt = (jdUt: number): number => (jdUt < STANDARD_TIME_FROM ? (116 + 25 / 60) / 15 : 8);

/** The civil day (a Julian day number, noon-based) of an instant on the calendar's meridian. */
const dayOf = (jdUt: number): number => Math.floor(jdUt + 0.5 + calendarZoneAt(jdUt) / 24);

/** The winter solstice (Sun at 270°) in December of a Gregorian year. */
const winterSolstice = (year: number): number => nextCrossing(sunLongitude, 270, julianDayUt({ year, month: 12, day: 1, hour: 0, minute: 0 }, 0), SUN_MIN_RATE);

/** The new moon that begins the month holding the day of `jdUt`. */
function monthStartOfDay(jdUt: number): number {
  const day = dayOf(jdUt);
  // The last instant of that day on the calendar's clock: a new moon later that day still begins the month.
  const endOfDay = day + 0.5 - calendarZoneAt(jdUt) / 24 - 1e-9;
  return newMoonAtOrBefore(endOfDay);
}

export interface NewYear {
  /** JD UT of the new moon that begins month 1. */
  newMoon: number;
  /** The New Year's day on the calendar's clock, as a Julian day number (the integer JD of that date's noon). */
  day: number;
}

/** The Chinese New Year falling in a Gregorian year (always between 21 January and 20 February). */
export function chineseNewYear(year: number): NewYear {
  const solstice = winterSolstice(year - 1);
  const nextSolstice = winterSolstice(year);
  const lastMonth11 = dayOf(monthStartOfDay(nextSolstice));
  // Month starts from month 11 up to (not including) the next month 11.
  const starts: number[] = [monthStartOfDay(solstice)];
  for (let next = newMoonAfter(starts[0]!); dayOf(next) < lastMonth11; next = newMoonAfter(next)) starts.push(next);
  const startDays = starts.map(dayOf);
  let leap = -1;
  if (starts.length === 13) {
    // The principal terms of the sui, from the solstice (270°) on, as days.
    const terms = [solstice];
    while (terms.length < 12) terms.push(nextCrossing(sunLongitude, (270 + 30 * terms.length) % 360, terms.at(-1)! + 1, SUN_MIN_RATE));
    const termDays = terms.map(dayOf);
    const bounds = [...startDays, lastMonth11];
    leap = startDays.findIndex((d, i) => !termDays.some((t) => t >= d && t < bounds[i + 1]!));
  }
  // Month 11 is starts[0]; month 12 and month 1 follow, the leap month (11 or 12) pushing month 1 one later.
  const first = leap === 1 || leap === 2 ? 3 : 2;
  return { newMoon: starts[first]!, day: startDays[first]! };
}
