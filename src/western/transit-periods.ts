// The periods the transit endpoints cover: the local day, the Monday-to-Sunday week, or the calendar
// month holding an instant, in a time zone given as hours east of UT.
import { civilFromJd, daysInMonth, localMidnightUt } from '../astro/time.js';

export type PeriodKind = 'day' | 'week' | 'month';

/** [start, end) in JD UT: local midnights. */
export interface Span { start: number; end: number }

export function periodHolding(kind: PeriodKind, jdUt: number, tzone: number): Span {
  const { year, month, day } = civilFromJd(jdUt, tzone);
  if (kind === 'month') {
    const start = localMidnightUt(year, month, 1, tzone);
    return { start, end: start + daysInMonth(year, month) };
  }
  const midnight = localMidnightUt(year, month, day, tzone);
  if (kind === 'day') return { start: midnight, end: midnight + 1 };
  const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return { start: midnight - sinceMonday, end: midnight - sinceMonday + 7 };
}
