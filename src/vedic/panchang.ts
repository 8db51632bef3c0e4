// The daily panchang at a place: the five limbs (weekday, tithi, nakshatra, yoga, karana) at an
// instant with the exact instants they end, the day's rises and sets, the lunar month and the
// periods of the day. Codes and Julian days only; the HTTP layer names and formats them.
import { nextCrossing, type AngleOfTime } from '../astro/crossing.js';
import { daytimeOnDate, riseSetOnDate } from '../astro/sun.js';
import { civilFromJd, localMidnightUt } from '../astro/time.js';
import { karanaOf, KARANA_SPAN, longitudeSum, tithiOf, TITHI_SPAN, yogaOf, YOGA_SPAN, type KaranaPosition, type Segment, type Tithi } from './lunar-day.js';
import { elongationAt, lunarMonth, MIN_RATE, moonAt, sunAt, type LunarMonth } from './lunar-month.js';
import {
  ABHIJIT_MUHURTA, AMRIT_SIDDHI, DISHA_SHOOL, GULIKA_KAAL_PART, MOON_NIVAS, NAKSHATRA_SHOOL, RAHU_KAAL_PART, rituOfMonth,
  SARVARTHA_SIDDHI, shakaSamvatsara, VIKRAM_MINUS_SHAKA, vikramSamvatsara, YAMAGANDA_PART, type Direction, type PanchangYoga,
} from './panchang-tables.js';
import { nakshatraOf, signIndex } from './zodiac.js';

export interface Place {
  lat: number;
  lon: number;
  /** Hours east of UT, applied literally. */
  tzone: number;
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** A span of the day as JD UT. */
export interface Period {
  start: number;
  end: number;
}

export type Ending<T> = T & { endJd: number };

export interface Panchang {
  /** JD UT at which the limbs are taken. */
  at: number;
  /** 0 = Sunday … 6 = Saturday, of the civil date. */
  weekday: number;
  sunrise: number | null;
  sunset: number | null;
  moonrise: number | null;
  moonset: number | null;
  vedicSunrise: number | null;
  vedicSunset: number | null;
  tithi: Ending<Tithi>;
  /** `index` 0 = Ashwini. */
  nakshatra: Ending<{ index: number }>;
  yoga: Ending<Segment>;
  karana: Ending<KaranaPosition>;
  /** Lunar month, Chaitra 0 … Phalguna 11. */
  month: LunarMonth;
  ritu: number;
  sunSign: number;
  moonSign: number;
  ayana: 'uttarayana' | 'dakshinayana';
  panchangYogas: PanchangYoga[];
  vikramSamvat: number;
  shakaSamvat: number;
  /** Samvatsara indexes, Prabhava = 0. */
  vikramSamvatsara: number;
  shakaSamvatsara: number;
  dishaShool: Direction;
  nakShool: Direction | null;
  moonNivas: Direction;
  /** Null when the Sun does not both rise and set that day. */
  abhijit: Period | null;
  rahuKaal: Period | null;
  gulikaKaal: Period | null;
  yamaganda: Period | null;
}

const sumAt: AngleOfTime = (jd) => longitudeSum(sunAt(jd), moonAt(jd));

/** 0 = Sunday … 6 = Saturday, of a civil date. */
export function weekdayOf(date: CivilDate): number {
  // Integral JD (noon) of the date, plus 1, mod 7: 0 = Sunday (JD 0 was a Monday).
  const jdNoon = Math.round(localMidnightUt(date.year, date.month, date.day, 0) + 0.5);
  return (jdNoon + 1) % 7;
}

/** The `part`-th of `parts` equal spans of the daytime. */
function daytimePart(sunrise: number, sunset: number, part: number, parts: number): Period {
  const length = (sunset - sunrise) / parts;
  return { start: sunrise + (part - 1) * length, end: sunrise + part * length };
}

/**
 * The panchang of a civil date at a place, its limbs taken at `at` (JD UT): the request's instant,
 * or that day's sunrise for the `/sunrise` variants (`at` null).
 */
export function computePanchang(date: CivilDate, place: Place, at: number | null): Panchang {
  const { lat, lon, tzone } = place;
  const sunRs = daytimeOnDate('sun', date.year, date.month, date.day, lat, lon, tzone);
  const moonRs = riseSetOnDate('moon', date.year, date.month, date.day, lat, lon, tzone);
  const vedicRs = daytimeOnDate('vedicSun', date.year, date.month, date.day, lat, lon, tzone);
  // Without a sunrise (polar night or day) the /sunrise variants fall back to local midnight.
  const instant = at ?? sunRs.rise ?? localMidnightUt(date.year, date.month, date.day, tzone);

  const s = sunAt(instant);
  const m = moonAt(instant);
  const tithi = tithiOf(s, m);
  const karana = karanaOf(s, m);
  const yoga = yogaOf(s, m);
  const nak = nakshatraOf(m);
  const weekday = weekdayOf(date);
  const month = lunarMonth(instant, tithi);

  // Shaka years begin with Chaitra in March–April: months from Margashirsha (8) on that fall in
  // January–April still belong to the year begun the previous spring.
  const civil = civilFromJd(instant, tzone);
  const shaka = civil.year - 78 - (civil.month <= 4 && month.amanta >= 8 ? 1 : 0);
  const vikram = shaka + VIKRAM_MINUS_SHAKA;

  const day = sunRs.rise !== null && sunRs.set !== null ? { rise: sunRs.rise, set: sunRs.set } : null;
  const part = (table: readonly number[]) => (day ? daytimePart(day.rise, day.set, table[weekday]!, 8) : null);
  const sunLongitude = s;

  const panchangYogas: PanchangYoga[] = [];
  if (SARVARTHA_SIDDHI[weekday]!.includes(nak.index)) panchangYogas.push('sarvarthaSiddhi');
  if (AMRIT_SIDDHI[weekday] === nak.index) panchangYogas.push('amritSiddhi');

  return {
    at: instant,
    weekday,
    sunrise: sunRs.rise,
    sunset: sunRs.set,
    moonrise: moonRs.rise,
    moonset: moonRs.set,
    vedicSunrise: vedicRs.rise,
    vedicSunset: vedicRs.set,
    tithi: { ...tithi, endJd: nextCrossing(elongationAt, (tithi.number * TITHI_SPAN) % 360, instant, MIN_RATE.elongation) },
    nakshatra: { index: nak.index, endJd: nextCrossing(moonAt, ((nak.index + 1) * 360) / 27 % 360, instant, MIN_RATE.moon) },
    yoga: { ...yoga, endJd: nextCrossing(sumAt, (yoga.number * YOGA_SPAN) % 360, instant, MIN_RATE.sum) },
    karana: { ...karana, endJd: nextCrossing(elongationAt, (karana.number * KARANA_SPAN) % 360, instant, MIN_RATE.elongation) },
    month,
    ritu: rituOfMonth(month.amanta),
    sunSign: signIndex(sunLongitude),
    moonSign: signIndex(m),
    // Uttarayana from the Sun's entry into sidereal Capricorn (Makar Sankranti) to its entry into Cancer.
    ayana: sunLongitude >= 270 || sunLongitude < 90 ? 'uttarayana' : 'dakshinayana',
    panchangYogas,
    vikramSamvat: vikram,
    shakaSamvat: shaka,
    vikramSamvatsara: vikramSamvatsara(vikram),
    shakaSamvatsara: shakaSamvatsara(shaka),
    dishaShool: DISHA_SHOOL[weekday]!,
    nakShool: NAKSHATRA_SHOOL[nak.index] ?? null,
    moonNivas: MOON_NIVAS[signIndex(m) % 4]!,
    abhijit: day ? daytimePart(day.rise, day.set, ABHIJIT_MUHURTA, 15) : null,
    rahuKaal: part(RAHU_KAAL_PART),
    gulikaKaal: part(GULIKA_KAAL_PART),
    yamaganda: part(YAMAGANDA_PART),
  };
}
