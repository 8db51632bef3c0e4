// Which calendar day a daily prediction is for: the day of "now" in a given time zone, or the one
// before or after it. The zone is applied literally, as every tzone of the API is (no DST rules).
import { civilFromJd, julianDayFromDate } from '../astro/time.js';
import type { CivilDate } from '../vedic/panchang.js';

/** Today (0), tomorrow (1) or yesterday (−1). */
export type DayShift = -1 | 0 | 1;

export function predictionDay(now: Date, tzone: number, shift: DayShift): CivilDate {
  // With a fixed offset a whole day later is always the next calendar day.
  const { year, month, day } = civilFromJd(julianDayFromDate(now) + shift, tzone);
  return { year, month, day };
}
