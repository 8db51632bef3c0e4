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
 * The majors one after another from the birth yogini's, which began before birth (the Moon had already
 * crossed part of its nakshatra, and so of that yogini's years). Each runs whole calendar years in the
 * birth time zone.
 */
export function* yoginiMajors(moonLongitude: number, birthJdUt: number, tzone: number): Generator<YoginiPeriod, never> {
  const nak = nakshatraOf(moonLongitude);
  let lord = birthYogini(nak.index);
  let start = birthJdUt - nak.elapsed * yoginiYears(lord) * YEAR_DAYS;
  for (;;) {
    const end = addCalendarYears(start, yoginiYears(lord), tzone);
    yield { lord, start, end };
    lord = ((lord + 1) % 8) as YoginiId;
    start = end;
  }
}

/** The first `count` majors (8 = one 36-year cycle). */
export function majorYoginis(moonLongitude: number, birthJdUt: number, tzone: number, count: number): YoginiPeriod[] {
  const majors = yoginiMajors(moonLongitude, birthJdUt, tzone);
  return Array.from({ length: count }, () => majors.next().value);
}

/** The eight subs of a major: major × years / 36 in 365.25-day years from its own yogini, the last cut at the major's end. */
export function yoginiSubPeriods(major: YoginiPeriod): YoginiPeriod[] {
  return divideYogini(major, yoginiYears(major.lord) * YEAR_DAYS);
}

/**
 * The running major, sub and sub-sub yogini at `nowJdUt`; sub-subs divide a sub the way subs divide a major.
 */
export function currentYogini(moonLongitude: number, birthJdUt: number, nowJdUt: number, tzone: number): CurrentYogini {
  const majors = yoginiMajors(moonLongitude, birthJdUt, tzone);
  let major = majors.next().value;
  if (nowJdUt < major.start) throw new RangeError('the instant precedes the birth period');
  while (nowJdUt >= major.end) major = majors.next().value;
  const sub = containing(yoginiSubPeriods(major), nowJdUt);
  const subSub = containing(divideYogini(sub, sub.end - sub.start), nowJdUt);
  return { major, sub, subSub };
}

/** Sub-periods of `parent`, proportioned on `spanDays` (the nominal length) and tiled to its end. */
export function divideYogini(parent: YoginiPeriod, spanDays: number): YoginiPeriod[] {
  return divide(parent, rotate(YOGINI_IDS, parent.lord), yoginiYears, CYCLE_YEARS, spanDays);
}
