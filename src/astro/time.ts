// Civil time ↔ Julian day. The request's tzone is applied literally (UT = local − tzone), with no
// daylight-saving rules and no UTC→UT1 leap-second step, as the reference service does (design.md §4).
import sweph from 'sweph';

const GREGORIAN = sweph.constants.SE_GREG_CAL;

export interface CivilDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Julian day (UT) of a local civil time given as whole minutes and a fractional-hour offset. */
export function julianDayUt(t: CivilDateTime, tzone: number): number {
  return sweph.julday(t.year, t.month, t.day, t.hour + t.minute / 60 - tzone, GREGORIAN);
}

/** Julian day (UT) of local midnight starting the given date. */
export function localMidnightUt(year: number, month: number, day: number, tzone: number): number {
  return sweph.julday(year, month, day, -tzone, GREGORIAN);
}

export interface CivilParts extends CivilDateTime {
  second: number;
}

// A double JD near 2.4e6 resolves ~40 µs; nudging by 1 ms keeps an exact boundary such as
// 12:00:00.000 from printing as 11:59 after floating-point noise, and changes nothing else.
const NUDGE_DAYS = 1e-3 / 86400;

/** Local calendar date and time (seconds truncated to whole seconds) of a JD UT in `tzone`. */
export function civilFromJd(jdUt: number, tzone: number): CivilParts {
  const local = jdUt + tzone / 24 + 0.5 + NUDGE_DAYS;
  const dayNumber = Math.floor(local);
  const secondsOfDay = Math.floor((local - dayNumber) * 86400);
  const d = sweph.revjul(dayNumber, GREGORIAN); // integral JD = noon of that civil date
  return {
    year: d.year,
    month: d.month,
    day: d.day,
    hour: Math.floor(secondsOfDay / 3600),
    minute: Math.floor((secondsOfDay % 3600) / 60),
    second: secondsOfDay % 60,
  };
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The same local date and clock time `years` calendar years later (29 February moves to 1 March
 * in a common year, as the Gregorian day count carries it).
 */
export function addCalendarYears(jdUt: number, years: number, tzone: number): number {
  const local = sweph.revjul(jdUt + tzone / 24, GREGORIAN);
  return sweph.julday(local.year + years, local.month, local.day, local.hour, GREGORIAN) - tzone / 24;
}

/** Julian day (UT) of a JavaScript Date. */
export function julianDayFromDate(date: Date): number {
  return date.getTime() / 86_400_000 + 2_440_587.5;
}

/** Unix epoch milliseconds of a JD UT, rounded to the millisecond. */
export function unixMsFromJd(jdUt: number): number {
  return Math.round((jdUt - 2_440_587.5) * 86_400_000);
}
