// Zodiac arithmetic on sidereal longitudes. Everything here is indexes and codes; names are
// applied by the i18n vocabulary when an answer is serialised.

/** API planet ids (also dasha planet_id). */
export const PlanetId = { Sun: 0, Moon: 1, Mars: 2, Mercury: 3, Jupiter: 4, Venus: 5, Saturn: 6, Rahu: 7, Ketu: 8, Ascendant: 9 } as const;
export type PlanetId = (typeof PlanetId)[keyof typeof PlanetId];
/** Ids of the nine grahas (every id but the Ascendant). */
export type GrahaId = Exclude<PlanetId, 9>;

const NAKSHATRA_SPAN = 360 / 27;
const PADA_SPAN = 360 / 108;

/** Lord of each sign, Aries (0) … Pisces (11). */
export const SIGN_LORD: readonly GrahaId[] = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4];

/** Vimshottari order of lords; nakshatra n (0-based) is ruled by VIMSHOTTARI_ORDER[n % 9]. */
export const VIMSHOTTARI_ORDER: readonly GrahaId[] = [8, 5, 0, 1, 2, 7, 4, 6, 3];

export function normalizeDegrees(deg: number): number {
  // Most angles are already in range, and most others are a difference of two in-range angles, in
  // (−360, 0), where x % 360 is x: V8's floating-point % is a call into C, so skip it for both.
  if (deg >= 0 && deg < 360) return deg;
  if (deg < 0 && deg > -360) return deg + 360;
  const d = deg % 360;
  return d < 0 ? d + 360 : d;
}

/** Sign index 0..11 of a longitude. */
export function signIndex(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / 30) % 12;
}

export interface NakshatraPosition {
  /** 0 = Ashwini … 26 = Revati. */
  index: number;
  /** Quarter 1..4. */
  pada: number;
  /** Part of the nakshatra already traversed, in [0, 1). */
  elapsed: number;
}

export function nakshatraOf(longitude: number): NakshatraPosition {
  const lon = normalizeDegrees(longitude);
  const index = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  const pada = (Math.min(107, Math.floor(lon / PADA_SPAN)) % 4) + 1;
  const elapsed = Math.min(Math.max((lon - index * NAKSHATRA_SPAN) / NAKSHATRA_SPAN, 0), 1 - Number.EPSILON);
  return { index, pada, elapsed };
}

export function nakshatraLord(index: number): GrahaId {
  return VIMSHOTTARI_ORDER[index % 9]!;
}

/** Smallest angle between two longitudes, 0..180. */
export function angularDistance(a: number, b: number): number {
  const d = Math.abs(normalizeDegrees(a) - normalizeDegrees(b));
  return d > 180 ? 360 - d : d;
}
