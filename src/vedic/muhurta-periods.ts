// The South-Indian periods of a panchang day (sunrise to the next sunrise): Durmuhurtam, Varjyam, Amrita kalam,
// and the Anandadi yoga of an instant. Tables and their sources: ./muhurta-tables.ts; rules: docs/vedic-more.md.
import { crossingBetween, nextCrossing } from '../astro/crossing.js';
import { daytimeOnDate } from '../astro/sun.js';
import { localMidnightUt } from '../astro/time.js';
import { MIN_RATE, moonAt } from './lunar-month.js';
import { AMRIT_GHATI, ANANDADI_START, DUR_MUHURTAS, PERIOD_GHATIS, STAR28_START, VARJYAM_GHATI } from './muhurta-tables.js';
import { weekdayOf, type CivilDate, type Period, type Place } from './panchang.js';
import { addDays } from './tamil-calendar.js';
import { nakshatraOf } from './zodiac.js';

/** The day's bounds: sunrise, sunset and the next sunrise (JD UT). */
export interface DayBounds {
  sunrise: number;
  sunset: number;
  nextSunrise: number;
}

/** Durmuhurtam of a weekday (0 = Sunday): the table's muhurtas, each a 15th of the daytime or of the night. */
export function durMuhurtas(weekday: number, d: DayBounds): Period[] {
  return DUR_MUHURTAS[weekday]!.map(({ muhurta, of }) => {
    const [from, to] = of === 'day' ? [d.sunrise, d.sunset] : [d.sunset, d.nextSunrise];
    const length = (to - from) / 15;
    return { start: from + (muhurta - 1) * length, end: from + muhurta * length };
  });
}

interface NakshatraSpan {
  index: number;
  entry: number;
  exit: number;
}

const SPAN = 360 / 27;

/** The nakshatras the Moon passes through from `from` to `to`, each with its root-found entry and exit. */
function nakshatraSpans(from: number, to: number): NakshatraSpan[] {
  const first = nakshatraOf(moonAt(from)).index;
  // The Moon needs at most SPAN / MIN_RATE.moon days to cross a whole nakshatra.
  let entry = crossingBetween(moonAt, first * SPAN, from - SPAN / MIN_RATE.moon - 0.01, from);
  const spans: NakshatraSpan[] = [];
  for (let index = first; entry < to; index = (index + 1) % 27) {
    const exit = nextCrossing(moonAt, ((index + 1) * SPAN) % 360, entry + 1e-6, MIN_RATE.moon);
    spans.push({ index, entry, exit });
    entry = exit;
  }
  return spans;
}

/**
 * Periods that begin `ghatis` into a nakshatra (of its 60, scaled to its actual span) and last 4 of its ghatis,
 * kept when they begin within the day [sunrise, next sunrise).
 */
function ghatiPeriods(day: Period, ghatis: (nakshatra: number) => readonly number[]): Period[] {
  return nakshatraSpans(day.start, day.end).flatMap(({ index, entry, exit }) => {
    const ghati = (exit - entry) / 60;
    return ghatis(index).map((g) => ({ start: entry + g * ghati, end: entry + (g + PERIOD_GHATIS) * ghati }));
  }).filter((p) => p.start >= day.start && p.start < day.end);
}

/** Varjyam (tyajyam) periods beginning within `day` (sunrise to the next sunrise). */
export const varjyam = (day: Period) => ghatiPeriods(day, (n) => VARJYAM_GHATI[n]!);
/** Amrita kalam periods beginning within `day`. */
export const amritKaal = (day: Period) => ghatiPeriods(day, (n) => [AMRIT_GHATI[n]!]);

/** The star of the 28-star count (Ashwini 0, Abhijit 21, Revati 27) at a sidereal longitude. */
export function star28(longitude: number): number {
  const lon = ((longitude % 360) + 360) % 360;
  let star = 27;
  while (STAR28_START[star]! > lon) star--;
  return star;
}

/** The Anandadi yoga (0 = Ananda … 27) at `jd` on a weekday (0 = Sunday), and when the Moon leaves its star. */
export function anandadiYoga(weekday: number, jd: number): { yoga: number; endJd: number } {
  const star = star28(moonAt(jd));
  return {
    yoga: (star - ANANDADI_START[weekday]! + 28) % 28,
    endJd: nextCrossing(moonAt, STAR28_START[(star + 1) % 28]!, jd, MIN_RATE.moon),
  };
}

export interface SouthPeriods {
  /** Null when the date lacks a sunrise or a sunset, or the next date a sunrise (polar day or night). */
  durMuhurtha: Period[] | null;
  varjyam: Period[];
  amritKaal: Period[];
}

/**
 * The periods of a date's panchang day. Without a sunrise (polar day or night) the day's ends fall back to the
 * local midnights that bound the date, so that Varjyam and Amrita kalam, which need no Sun, are still given.
 */
export function southPeriods(date: CivilDate, place: Place): SouthPeriods {
  const next = addDays(date, 1);
  const today = daytimeOnDate('sun', date.year, date.month, date.day, place.lat, place.lon, place.tzone);
  const tomorrow = daytimeOnDate('sun', next.year, next.month, next.day, place.lat, place.lon, place.tzone);
  const day = {
    start: today.rise ?? localMidnightUt(date.year, date.month, date.day, place.tzone),
    end: tomorrow.rise ?? localMidnightUt(next.year, next.month, next.day, place.tzone),
  };
  const { rise, set } = today;
  return {
    durMuhurtha: rise !== null && set !== null && tomorrow.rise !== null
      ? durMuhurtas(weekdayOf(date), { sunrise: rise, sunset: set, nextSunrise: tomorrow.rise })
      : null,
    varjyam: varjyam(day),
    amritKaal: amritKaal(day),
  };
}
