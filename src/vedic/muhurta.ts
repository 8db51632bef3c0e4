// The day and night of a place split into horas (12 each, ruled in the Chaldean order) and
// chaughadiyas (8 each, named from chaughadiya-table.ts). Julian days and codes only.
import { nextRiseSet } from '../astro/ephemeris.js';
import { riseSetOnDate } from '../astro/sun.js';
import { DAY_CHAUGHADIYA, NIGHT_CHAUGHADIYA, type Chaughadiya } from './chaughadiya-table.js';
import { weekdayOf, type CivilDate, type Period, type Place } from './panchang.js';
import { PlanetId, type GrahaId } from './zodiac.js';

/** The Vedic day of a civil date: from its sunrise to the next, split at the sunset between them. */
export interface VedicDay {
  /** 0 = Sunday … 6 = Saturday, of the civil date (its sunrise begins the day). */
  weekday: number;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
}

/**
 * The date's sunrise, the sunset that follows it and the sunrise after that (almanac rise and set:
 * upper limb, standard refraction). Null where the Sun does not rise that date, or does not set (or
 * rise again) within a day of the previous event: polar day and night.
 */
export function vedicDay(date: CivilDate, place: Place): VedicDay | null {
  const sunrise = riseSetOnDate('sun', date.year, date.month, date.day, place.lat, place.lon, place.tzone).rise;
  if (sunrise === null) return null;
  const sunset = nextRiseSet('sun', sunrise, place.lat, place.lon, 'set');
  if (sunset === null || sunset - sunrise >= 1) return null;
  const nextSunrise = nextRiseSet('sun', sunset, place.lat, place.lon, 'rise');
  if (nextSunrise === null || nextSunrise - sunset >= 1) return null;
  return { weekday: weekdayOf(date), sunrise, sunset, nextSunrise };
}

/** Equal parts of a span. */
function split(start: number, end: number, parts: number): Period[] {
  const length = (end - start) / parts;
  return Array.from({ length: parts }, (_, i) => ({ start: start + i * length, end: i === parts - 1 ? end : start + (i + 1) * length }));
}

/** The descending order of the grahas' periods (Saturn's slowest first), which the horas follow. */
export const CHALDEAN_ORDER: readonly GrahaId[] = [PlanetId.Saturn, PlanetId.Jupiter, PlanetId.Mars, PlanetId.Sun, PlanetId.Venus, PlanetId.Mercury, PlanetId.Moon];

/** The lord of each weekday, 0 = Sunday. */
export const WEEKDAY_LORD: readonly GrahaId[] = [PlanetId.Sun, PlanetId.Moon, PlanetId.Mars, PlanetId.Mercury, PlanetId.Jupiter, PlanetId.Venus, PlanetId.Saturn];

export type Hora = Period & { lord: GrahaId };
export interface DayAndNight<T> { day: T[]; night: T[] }

/**
 * Twelve horas of the daytime and twelve of the night, each a twelfth of its span. The first is
 * ruled by the weekday's lord and each next by the next graha in the Chaldean order, without a break
 * at sunset (so the 25th, the next sunrise's, is the next weekday's lord).
 */
export function horas(d: VedicDay): DayAndNight<Hora> {
  const first = CHALDEAN_ORDER.indexOf(WEEKDAY_LORD[d.weekday]!);
  const rule = (offset: number) => (p: Period, i: number): Hora => ({ ...p, lord: CHALDEAN_ORDER[(first + offset + i) % 7]! });
  return { day: split(d.sunrise, d.sunset, 12).map(rule(0)), night: split(d.sunset, d.nextSunrise, 12).map(rule(12)) };
}

export type ChaughadiyaPart = Period & { name: Chaughadiya };

/** Eight chaughadiyas of the daytime and eight of the night, named by the weekday's table. */
export function chaughadiyas(d: VedicDay): DayAndNight<ChaughadiyaPart> {
  const named = (names: readonly Chaughadiya[]) => (p: Period, i: number): ChaughadiyaPart => ({ ...p, name: names[i]! });
  return {
    day: split(d.sunrise, d.sunset, 8).map(named(DAY_CHAUGHADIYA[d.weekday]!)),
    night: split(d.sunset, d.nextSunrise, 8).map(named(NIGHT_CHAUGHADIYA[d.weekday]!)),
  };
}
