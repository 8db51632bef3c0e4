// Yogini dasha: eight yoginis of 1…8 years (a 36-year cycle), entered at birth by the Moon's nakshatra.
import { addCalendarYears } from '../astro/time.js';
import { containing, divide, rotate, YEAR_DAYS, type Period } from './periods.js';
import { nakshatraOf } from './zodiac.js';

/** Yogini ids 0..7: Mangla, Pingla, Dhanya, Bhramari, Bhadrika, Ulka, Siddha, Sankata; id + 1 years each. */
export const YOGINI_IDS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type YoginiId = (typeof YOGINI_IDS)[number];
export const yoginiYears = (id: YoginiId): number => id + 1;
const CYCLE_YEARS = 36;

export type YoginiPeriod = Period<YoginiId>;

/** The birth yogini: (nakshatra number + 3) mod 8 counted from Mangla = 1, with Ashwini = 1. */
export function birthYogini(nakshatraIndex: number): YoginiId {
  return ((nakshatraIndex + 1 + 2) % 8) as YoginiId;
}

export interface CurrentYogini {
  major: YoginiPeriod;
  sub: YoginiPeriod;
  subSub: YoginiPeriod;
}

/**
 * The running major, sub and sub-sub yogini at `nowJdUt`. Majors run whole calendar years in the
 * birth time zone; subs divide a major in 365.25-day years (major × years / 36) from its own yogini,
 * the last one cut at the major's end; sub-subs divide a sub the same way.
 */
export function currentYogini(moonLongitude: number, birthJdUt: number, nowJdUt: number, tzone: number): CurrentYogini {
  const nak = nakshatraOf(moonLongitude);
  let lord = birthYogini(nak.index);
  let start = birthJdUt - nak.elapsed * yoginiYears(lord) * YEAR_DAYS;
  if (nowJdUt < start) throw new RangeError('the instant precedes the birth period');
  let end = addCalendarYears(start, yoginiYears(lord), tzone);
  while (nowJdUt >= end) {
    lord = ((lord + 1) % 8) as YoginiId;
    start = end;
    end = addCalendarYears(start, yoginiYears(lord), tzone);
  }
  const major: YoginiPeriod = { lord, start, end };
  const subs = divideYogini(major, yoginiYears(lord) * YEAR_DAYS);
  const sub = containing(subs, nowJdUt);
  const subSub = containing(divideYogini(sub, sub.end - sub.start), nowJdUt);
  return { major, sub, subSub };
}

/** Sub-periods of `parent`, proportioned on `spanDays` (the nominal length) and tiled to its end. */
export function divideYogini(parent: YoginiPeriod, spanDays: number): YoginiPeriod[] {
  return divide(parent, rotate(YOGINI_IDS, parent.lord), yoginiYears, CYCLE_YEARS, spanDays);
}
