// The Tamil solar calendar of a civil date at a place: month, day of the month and year of the 60-year cycle.
//
// Rules (Robert Sewell and Sankara Balkrishna Dikshit, "The Indian Calendar", London 1896, on the rules by
// which the solar month begins in the several regions, the Tamil one among them; Wikipedia "Tamil calendar"):
// - The month is named by the sidereal sign the Sun occupies: Chithirai while it is in Mesha (Aries) …
//   Panguni in Meena (Pisces). The sign is the Lahiri one, as the rest of the panchang.
// - The month begins with the day of the sankranti (the Sun's entry into the sign) when the entry falls
//   before that day's sunset, else with the next day. Days run sunrise to sunrise, so an entry in the small
//   hours belongs to the previous day's night: the month begins on the civil date of the entry. Both cases
//   are one rule: the first day of the month is the first civil date whose sunset follows the sankranti.
// - The year begins with Chithirai 1 and bears the name of the 60-year cycle the South counts from Prabhava;
//   the year beginning in April of Gregorian year Y is Shaka year Y − 78, named as the panchang names Shaka
//   years (src/vedic/panchang-tables.ts: 1987–88 Prabhava, 2025–26 Vishvavasu).
import { crossingBetween } from '../astro/crossing.js';
import { daytimeOnDate } from '../astro/sun.js';
import { civilFromJd, localMidnightUt } from '../astro/time.js';
import { SUN_RATE, sunAt } from './lunar-month.js';
import { shakaSamvatsara } from './panchang-tables.js';
import type { CivilDate, Place } from './panchang.js';
import { signIndex } from './zodiac.js';

export interface TamilDate {
  /** Chithirai 0 … Panguni 11 (the Sun's sidereal sign, Mesha 0). */
  month: number;
  /** Day of the month, from 1. */
  day: number;
  /** JD UT of the sankranti that began the month. */
  sankranti: number;
  /** Civil date of the month's first day. */
  firstDay: CivilDate;
  /** Gregorian year in which the Tamil year began (its Chithirai 1). */
  yearBegan: number;
  /** The year's name in the 60-year cycle, Prabhava 0. */
  samvatsara: number;
}

const dayNumber = (d: CivilDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
export const addDays = (d: CivilDate, days: number): CivilDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

/**
 * The end of a date's daytime as the Tamil rule reads it: its sunset; where the Sun does not rise or does
 * not set that date (polar day or night), the midnight that ends the date (our choice: the rule has no case).
 */
function sunsetOf(date: CivilDate, place: Place): number {
  return daytimeOnDate('sun', date.year, date.month, date.day, place.lat, place.lon, place.tzone).set
    ?? localMidnightUt(date.year, date.month, date.day, place.tzone) + 1;
}

/** The instant before `jd` at which the Sun entered the sign it occupies at `jd`. */
function sankrantiBefore(jd: number): number {
  const into = sunAt(jd) % 30;
  // The Sun needs at most into / SUN_RATE.min days to travel those degrees.
  return crossingBetween(sunAt, signIndex(sunAt(jd)) * 30, jd - into / SUN_RATE.min - 0.01, jd);
}

export function tamilDate(date: CivilDate, place: Place): TamilDate {
  const sunset = sunsetOf(date, place);
  const sankranti = sankrantiBefore(sunset);
  const month = signIndex(sunAt(sunset));
  const entered = civilFromJd(sankranti, place.tzone);
  // The first date whose sunset follows the entry: the date of the entry or the next, or, where a daytime runs past
  // midnight (high latitudes in summer), the date before, whose sunset falls early on the date of the entry.
  let firstDay = addDays({ year: entered.year, month: entered.month, day: entered.day }, -1);
  while (sunsetOf(firstDay, place) <= sankranti) firstDay = addDays(firstDay, 1);
  // Margazhi runs into January, and Thai, Maasi and Panguni fall in January to April: the year began the April before.
  const yearBegan = date.year - (date.month <= 4 && month >= 8 ? 1 : 0);
  return { month, day: dayNumber(date) - dayNumber(firstDay) + 1, sankranti, firstDay, yearBegan, samvatsara: shakaSamvatsara(yearBegan - 78) };
}
