// The lunar month of an instant, by the new moons before and after it. At the ends of the ephemeris
// files, where one of those new moons lies outside them, the month is still known when bounds on the
// Sun's and the Moon's rates decide it (the Sun's sign at a new moon a few days before the files
// begin; whether the Sun changes sign before a new moon after they end); otherwise it is refused.
import { crossingNear, type AngleOfTime } from '../astro/crossing.js';
import { EphemerisRangeError, FILES_JD_UT, siderealPosition } from '../astro/ephemeris.js';
import { elongation, type Tithi } from './lunar-day.js';
import { normalizeDegrees, PlanetId, signIndex } from './zodiac.js';

export const sunAt = (jd: number) => siderealPosition(jd, PlanetId.Sun).longitude;
export const moonAt = (jd: number) => siderealPosition(jd, PlanetId.Moon).longitude;
export const elongationAt: AngleOfTime = (jd) => elongation(sunAt(jd), moonAt(jd));

// Lower bounds of the daily rates, with margin (degrees/day): the Moon never runs slower than
// 11.7°/day and the Sun never faster than 1.02°/day, so elongation > 10.6 and sum > 12.5.
export const MIN_RATE = { moon: 11, elongation: 10, sum: 12 } as const;
// The Sun's daily motion lies between 0.953° (aphelion, July) and 1.019° (perihelion, January).
export const SUN_RATE = { min: 0.95, max: 1.02 } as const;
// No lunation is shorter than 29.27 days (29 d 6.5 h).
const SHORTEST_LUNATION = 29.2;
export const SYNODIC_MONTH = 29.530589;
// A new moon lies within ±0.75 day of its mean-rate estimate (the equations of centre of the
// Moon and the Sun move it by at most about 14 hours).
const NEW_MOON_SLACK = 1.5;

/** The first new moon after `jd` (root-found; jd itself when it falls exactly on one is not returned). */
export function newMoonAfter(jd: number): number {
  const e = elongationAt(jd);
  return crossingNear(elongationAt, 0, jd + ((360 - e) / 360) * SYNODIC_MONTH, NEW_MOON_SLACK, jd);
}

/** The new moon that begins the month: its instant, or, before the files, the Sun's sign then and the least the Sun's longitude can have been. */
type MonthStart = { jd: number; sign: number; sunLeast: number };

function monthStart(jd: number): MonthStart {
  const e = elongationAt(jd);
  const estimate = jd - (e / 360) * SYNODIC_MONTH;
  const found = (t: number): MonthStart => ({ jd: t, sign: signIndex(sunAt(t)), sunLeast: sunAt(t) });
  if (estimate - NEW_MOON_SLACK >= FILES_JD_UT.first) return found(crossingNear(elongationAt, 0, estimate, NEW_MOON_SLACK, -Infinity, jd));
  const eFirst = elongationAt(FILES_JD_UT.first);
  // The elongation wrapped past 0 between the files' start and jd: the new moon is inside the files.
  if (eFirst > e) return found(crossingNear(elongationAt, 0, estimate, NEW_MOON_SLACK, FILES_JD_UT.first, jd));
  // Before the files: at most eFirst / MIN_RATE.elongation days before their start, the Sun at most that many days' motion behind.
  const sunFirst = sunAt(FILES_JD_UT.first);
  const sunLeast = sunFirst - (SUN_RATE.max * eFirst) / MIN_RATE.elongation;
  if (signIndex(normalizeDegrees(sunLeast)) !== signIndex(sunFirst)) throw new EphemerisRangeError(jd, 'the new moon that begins this lunar month precedes the files');
  return { jd: -Infinity, sign: signIndex(sunFirst), sunLeast };
}

/** Whether the Sun enters no new sign between the month's new moon and the next. */
function isAdhik(start: MonthStart, jd: number): boolean {
  const e = elongationAt(jd);
  const estimate = Number.isFinite(start.jd) ? start.jd + SYNODIC_MONTH : jd + ((360 - e) / 360) * SYNODIC_MONTH;
  if (estimate + NEW_MOON_SLACK <= FILES_JD_UT.last) return signIndex(sunAt(crossingNear(elongationAt, 0, estimate, NEW_MOON_SLACK, jd))) === start.sign;
  if (jd < FILES_JD_UT.last && elongationAt(FILES_JD_UT.last) < e) {
    return signIndex(sunAt(crossingNear(elongationAt, 0, estimate, NEW_MOON_SLACK, jd, FILES_JD_UT.last))) === start.sign;
  }
  // The next new moon lies after the files. The Sun never turns back: if it has left the sign by their end the month is not
  // adhik; nor if it began the month further into its sign than the least it travels in the shortest lunation leaves room for.
  const leavesRoom = 30 - SUN_RATE.min * SHORTEST_LUNATION;
  if (signIndex(sunAt(FILES_JD_UT.last)) !== start.sign || normalizeDegrees(start.sunLeast) % 30 > leavesRoom) return false;
  throw new EphemerisRangeError(jd, 'the new moon that ends this lunar month follows the files');
}

export interface LunarMonth {
  /** Chaitra 0 … Phalguna 11. */
  amanta: number;
  purnimanta: number;
  adhik: boolean;
}

/**
 * The lunar month by the amanta rule: named by the sidereal sign the Sun occupies at the new moon
 * that begins it (Pisces → Chaitra … Aquarius → Phalguna); adhik (intercalary) when the Sun enters
 * no new sign before the next new moon. Purnimanta months start a fortnight earlier, at the full
 * moon: in the Krishna paksha they already bear the next month's name.
 */
export function lunarMonth(jd: number, tithi: Tithi): LunarMonth {
  const start = monthStart(jd);
  const amanta = (start.sign + 1) % 12;
  return { amanta, purnimanta: tithi.paksha === 'krishna' ? (amanta + 1) % 12 : amanta, adhik: isAdhik(start, jd) };
}
