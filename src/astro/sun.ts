// Sunrise and sunset on a local calendar date.
import { nextSunEvent } from './ephemeris.js';
import { localMidnightUt } from './time.js';

export interface SunTimes {
  /** JD UT of sunrise on that local date, or null when the Sun does not rise that day. */
  sunrise: number | null;
  /** JD UT of sunset on that local date, or null when the Sun does not set that day. */
  sunset: number | null;
}

/** Rise and set between local midnight and the next, by the definition of nextSunEvent. */
export function sunTimes(year: number, month: number, day: number, lat: number, lon: number, tzone: number): SunTimes {
  const from = localMidnightUt(year, month, day, tzone);
  const within = (jd: number | null) => (jd !== null && jd < from + 1 ? jd : null);
  return { sunrise: within(nextSunEvent(from, lat, lon, 'rise')), sunset: within(nextSunEvent(from, lat, lon, 'set')) };
}
