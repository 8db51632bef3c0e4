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
  /** JD UT of the first sunset after that sunrise (it may fall after midnight), or null. */
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

/**
 * The daytime of a local date: its first rise of the Sun and the first set after that rise, which
 * falls after midnight in a high-latitude summer (Reykjavik, 21 June) or where the time zone is about
 * 12 hours off the place's solar time; the set that a date's early hours may hold ends the previous
 * daytime. The rise is null when the Sun does not rise that date, the set when there is no rise or
 * the Sun does not set within a day of it (the midnight sun begins), so a daytime bounded by both
 * always starts before it ends.
 */
export function daytimeOnDate(kind: 'sun' | 'vedicSun', year: number, month: number, day: number, lat: number, lon: number, tzone: number): RiseSet {
  const { rise } = riseSetOnDate(kind, year, month, day, lat, lon, tzone);
  const set = rise === null ? null : nextRiseSet(kind, rise, lat, lon, 'set');
  return { rise, set: set !== null && rise !== null && set - rise < 1 ? set : null };
}

/** Almanac sunrise on a local date and the sunset that ends that daytime (ephemeris.ts RISE_SET.sun). */
export function sunTimes(year: number, month: number, day: number, lat: number, lon: number, tzone: number): SunTimes {
  const d = daytimeOnDate('sun', year, month, day, lat, lon, tzone);
  return { sunrise: d.rise, sunset: d.set };
}
