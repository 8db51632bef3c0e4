// Rises and sets on a local calendar date.
import { nextRiseSet, type RiseSetKind } from './ephemeris.js';
import { localMidnightUt } from './time.js';

export interface RiseSet {
  /** JD UT of the rise on that local date, or null when there is none that day. */
  rise: number | null;
  /** JD UT of the set on that local date, or null when there is none that day. */
  set: number | null;
}

export interface SunTimes {
  /** JD UT of sunrise on that local date, or null when the Sun does not rise that day. */
  sunrise: number | null;
  /** JD UT of sunset on that local date, or null when the Sun does not set that day. */
  sunset: number | null;
}

/**
 * Rise and set of that kind between local midnight and the next. The Moon rises about 50 minutes
 * later each day, so about once a month it has no rise (or no set) on a date: that one is null.
 */
export function riseSetOnDate(kind: RiseSetKind, year: number, month: number, day: number, lat: number, lon: number, tzone: number): RiseSet {
  const from = localMidnightUt(year, month, day, tzone);
  const within = (jd: number | null) => (jd !== null && jd < from + 1 ? jd : null);
  return { rise: within(nextRiseSet(kind, from, lat, lon, 'rise')), set: within(nextRiseSet(kind, from, lat, lon, 'set')) };
}

/** Almanac sunrise and sunset on a local date (ephemeris.ts RISE_SET.sun). */
export function sunTimes(year: number, month: number, day: number, lat: number, lon: number, tzone: number): SunTimes {
  const r = riseSetOnDate('sun', year, month, day, lat, lon, tzone);
  return { sunrise: r.rise, sunset: r.set };
}
