// House systems of the Western charts, chosen by the request's `house_type`, and the house a
// longitude falls in. Placidus and Koch are undefined inside the polar circles (some cusps never
// rise); there the chart falls back to Porphyry, the quadrant system sweph itself substitutes, and
// says which system it used.
import { tropicalHouses, type TropicalHouses } from '../astro/ephemeris.js';
import { normalizeDegrees } from '../vedic/zodiac.js';

/** `house_type` values and their Swiss Ephemeris letters; `poryphry` is the hosted service's spelling. */
export const HOUSE_TYPES = {
  placidus: 'P',
  koch: 'K',
  topocentric: 'T',
  porphyry: 'O',
  poryphry: 'O',
  equal_house: 'E',
  whole_sign: 'W',
  regiomontanus: 'R',
  campanus: 'C',
} as const;
export type HouseType = keyof typeof HOUSE_TYPES;
export const DEFAULT_HOUSE_TYPE: HouseType = 'placidus';

/** The system a chart was drawn in, named as `house_type` spells it (`porphyry` for both spellings). */
export type HouseSystem = Exclude<HouseType, 'poryphry'>;

export interface Houses extends TropicalHouses {
  system: HouseSystem;
  /** True when the requested system is undefined here and Porphyry was used instead. */
  fallback: boolean;
}

const canonical = (type: HouseType): HouseSystem => (type === 'poryphry' ? 'porphyry' : type);

/** Cusps and angles in the requested system, or in Porphyry where that system is undefined. */
export function housesAt(jdUt: number, lat: number, lon: number, type: HouseType = DEFAULT_HOUSE_TYPE): Houses {
  const wanted = tropicalHouses(jdUt, lat, lon, HOUSE_TYPES[type]);
  if (wanted) return { ...wanted, system: canonical(type), fallback: false };
  const porphyry = tropicalHouses(jdUt, lat, lon, HOUSE_TYPES.porphyry);
  if (!porphyry) throw new Error(`no house cusps at latitude ${lat}`); // Porphyry is defined everywhere but at the poles' exact points, which sweph also handles
  return { ...porphyry, system: 'porphyry', fallback: true };
}

/** House 1–12 whose arc [cusp, next cusp) holds the longitude. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const span = normalizeDegrees(cusps[(i + 1) % 12]! - start);
    if (normalizeDegrees(longitude - start) < span) return i + 1;
  }
  return 1; // unreachable: the twelve arcs go round the whole circle
}
