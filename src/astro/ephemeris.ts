// Swiss Ephemeris access: the only module that talks to sweph for positions.
// sweph keeps global state (file path, sidereal mode, open data files), so `openEphemeris` must run once
// in every thread that computes; it also proves that the data files are really used.
//
// A failed call leaves state behind: for a moment outside a file's span sweph closes the open file
// (sepl_18.se1, semo_18.se1) and tries the file named for that moment's century. Its successor is then
// looked up by name too, so a moment in 2400-01-01 … 2400-01-09 UT, which only the open sepl_18 covers,
// asks for the missing sepl_24.se1 and fails until some other call reopens sepl_18. Every failure is
// therefore followed by the same reset as start-up, and answers depend only on their own request.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sweph from 'sweph';

const C = sweph.constants;

export const EPHEMERIS_FILES = ['sepl_18.se1', 'semo_18.se1', 'seas_18.se1'] as const;

/** Bodies in the order and numbering of the API (Sun 0 … Saturn 6, Rahu 7). Ketu is derived. */
const SWEPH_BODY = [C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_MEAN_NODE] as const;
/** Uranus, Neptune, Pluto: not grahas, listed only by the extended planets endpoint. */
const SWEPH_OUTER_BODY = [C.SE_URANUS, C.SE_NEPTUNE, C.SE_PLUTO] as const;

const POSITION_FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;

/**
 * Instants (JD UT) at which every graha is read from the files whatever was read before: 1800-01-01 01:09 UT
 * (Saturn's first, light-time included) to 2400-01-01 00:00 UT. Searches that must stay inside the files stop here.
 */
export const FILES_JD_UT = { first: 2_378_496.5 + 69 / 1440, last: 2_597_641.5 } as const;

/** Thrown when an instant lies outside the shipped files, where sweph would fall back to Moshier. */
export class EphemerisRangeError extends Error {
  constructor(readonly jdUt: number, detail: string) {
    super(`instant JD ${jdUt} (UT) is outside the Swiss Ephemeris data files: ${detail}`);
    this.name = 'EphemerisRangeError';
  }
}

export interface BodyPosition {
  /** Sidereal (Lahiri) ecliptic longitude, degrees in [0, 360). */
  longitude: number;
  /** Degrees per day; negative when retrograde. */
  speed: number;
}

export interface EphemerisInfo {
  path: string;
  files: readonly string[];
  version: string;
  ayanamsha: 'Lahiri';
}

let opened: EphemerisInfo | undefined;

/** Closes every file and forgets every cached position, then opens the files again at J2000. */
function resetTo(path: string): void {
  sweph.set_ephe_path(path);
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  // A probe inside the files' range must be answered from the files, not by the Moshier fallback.
  for (const body of SWEPH_BODY) {
    const r = sweph.calc_ut(2451545.0, body, POSITION_FLAGS);
    if (r.flag < 0 || (r.flag & C.SEFLG_SWIEPH) === 0 || r.error !== '') throw new Error(`Swiss Ephemeris data files in ${path} are not used: ${r.error || `flag ${r.flag}`}`);
  }
}

/** Points sweph at the data files and sets Lahiri; refuses if a file is missing or unused. */
export function openEphemeris(path: string): EphemerisInfo {
  const missing = EPHEMERIS_FILES.filter((f) => !existsSync(join(path, f)));
  if (missing.length > 0) throw new Error(`Swiss Ephemeris data files missing in ${path}: ${missing.join(', ')}`);
  resetTo(path);
  opened = { path, files: EPHEMERIS_FILES, version: sweph.version(), ayanamsha: 'Lahiri' };
  return opened;
}

/** Undoes what a failed call left behind (see the top of this file), then reports the failure. */
function refuse(jdUt: number, detail: string): never {
  if (opened) resetTo(opened.path);
  throw new EphemerisRangeError(jdUt, detail);
}

export function ephemerisInfo(): EphemerisInfo {
  if (!opened) throw new Error('openEphemeris() has not been called');
  return opened;
}

function assertFromFiles(jdUt: number, flag: number, error: string): void {
  if (flag < 0 || (flag & C.SEFLG_SWIEPH) === 0 || error !== '') refuse(jdUt, error || `flag ${flag}`);
}

/** Sidereal position of one body by API id: Sun 0 … Saturn 6, Rahu (mean node) 7. */
export function siderealPosition(jdUt: number, id: number): BodyPosition {
  const body = SWEPH_BODY[id];
  if (body === undefined) throw new RangeError(`no ephemeris body for id ${id}`);
  return positionOf(jdUt, body);
}

function positionOf(jdUt: number, body: number): BodyPosition {
  const r = sweph.calc_ut(jdUt, body, POSITION_FLAGS);
  assertFromFiles(jdUt, r.flag, r.error);
  return { longitude: r.data[0], speed: r.data[3] };
}

/** Sidereal positions of Uranus, Neptune and Pluto, in that order. */
export function siderealOuterPositions(jdUt: number): BodyPosition[] {
  return SWEPH_OUTER_BODY.map((body) => positionOf(jdUt, body));
}

/** Sidereal positions of Sun … Saturn and the mean node (Rahu), indexed by API id 0..7. */
export function siderealPositions(jdUt: number): BodyPosition[] {
  return SWEPH_BODY.map((_, id) => siderealPosition(jdUt, id));
}

/** Mean (nutation-free) Lahiri ayanamsha, degrees. */
export function meanAyanamsha(jdUt: number): number {
  return sweph.get_ayanamsa_ut(jdUt);
}

/**
 * Sidereal ascendant: the tropical ascendant minus the mean Lahiri ayanamsha. This is the
 * reference service's convention (design.md §4); sweph's own sidereal houses differ by ~0.005°.
 */
export function siderealAscendant(jdUt: number, lat: number, lon: number): number {
  // Equal houses: the ascendant does not depend on the system, and this one never fails near the poles.
  const h = sweph.houses(jdUt, lat, lon, 'E');
  const asc = h.data.points[0] - meanAyanamsha(jdUt);
  return ((asc % 360) + 360) % 360;
}

export type SunEvent = 'rise' | 'set';

/**
 * The rise and set definitions in use. `sun`: the almanac sunrise, the Sun's centre 50′ below a
 * sea-level horizon (34′ refraction + 16′ semi-diameter, no atmosphere model). `moon`: the same
 * convention for the Moon, its upper limb (true semi-diameter) 34′ below the horizon, seen from the
 * observer (sweph applies the Moon's parallax). `vedicSun`: the Hindu sunrise of the Surya
 * Siddhanta tradition, the Sun's centre on the geometric horizon, no refraction.
 */
const RISE_SET = {
  sun: { body: C.SE_SUN, bits: C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION, horizon: -50 / 60 },
  moon: { body: C.SE_MOON, bits: C.SE_BIT_NO_REFRACTION, horizon: -34 / 60 },
  vedicSun: { body: C.SE_SUN, bits: C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION, horizon: 0 },
} as const;
export type RiseSetKind = keyof typeof RISE_SET;

/** First rise or set of that kind at or after `fromJdUt`; null when the body does not cross (polar day or night). */
export function nextRiseSet(kind: RiseSetKind, fromJdUt: number, lat: number, lon: number, event: SunEvent): number | null {
  const d = RISE_SET[kind];
  const rsmi = (event === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET) | d.bits;
  // On the true horizon plain rise_trans gives the same event by sweph's fast method (≈10× quicker).
  const r = d.horizon === 0
    ? sweph.rise_trans(fromJdUt, d.body, null, C.SEFLG_SWIEPH, rsmi, [lon, lat, 0], 0, 0)
    : sweph.rise_trans_true_hor(fromJdUt, d.body, null, C.SEFLG_SWIEPH, rsmi, [lon, lat, 0], 0, 0, d.horizon);
  if (r.flag === -2) return null;
  if (r.flag < 0 || r.error !== '') refuse(fromJdUt, r.error || `flag ${r.flag}`);
  return r.data;
}

/**
 * Sidereal house cusps (the twelve house starts) of a Swiss Ephemeris house system, by the same rule
 * as the ascendant: tropical cusps minus the mean Lahiri ayanamsha.
 */
export function siderealHouseCusps(jdUt: number, lat: number, lon: number, system: string): number[] {
  const h = sweph.houses(jdUt, lat, lon, system);
  if (h.flag < 0) refuse(jdUt, `house system ${system} failed at latitude ${lat}`);
  const ayanamsha = meanAyanamsha(jdUt);
  return h.data.houses.slice(0, 12).map((c) => (((c - ayanamsha) % 360) + 360) % 360);
}

/** First almanac sunrise or sunset at or after `fromJdUt` (see RISE_SET); null in polar day or night. */
export function nextSunEvent(fromJdUt: number, lat: number, lon: number, event: SunEvent): number | null {
  return nextRiseSet('sun', fromJdUt, lat, lon, event);
}

/** Tropical (no ayanamsha) apparent positions of the points the Western charts use, by name. */
const TROPICAL_BODY = {
  sun: C.SE_SUN, moon: C.SE_MOON, mercury: C.SE_MERCURY, venus: C.SE_VENUS, mars: C.SE_MARS, jupiter: C.SE_JUPITER, saturn: C.SE_SATURN,
  uranus: C.SE_URANUS, neptune: C.SE_NEPTUNE, pluto: C.SE_PLUTO, trueNode: C.SE_TRUE_NODE, chiron: C.SE_CHIRON, meanApogee: C.SE_MEAN_APOG,
} as const;
export type TropicalBody = keyof typeof TROPICAL_BODY;

const TROPICAL_FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SPEED;

/** Tropical apparent geocentric ecliptic longitude and its daily speed (Swiss Ephemeris files only). */
export function tropicalPosition(jdUt: number, body: TropicalBody): BodyPosition {
  const r = sweph.calc_ut(jdUt, TROPICAL_BODY[body], TROPICAL_FLAGS);
  assertFromFiles(jdUt, r.flag, r.error);
  return { longitude: r.data[0], speed: r.data[3] };
}

export interface TropicalHouses {
  /** House 1 … 12 starts, tropical longitudes. */
  cusps: number[];
  ascendant: number;
  midheaven: number;
  vertex: number;
}

/**
 * Tropical cusps and angles of a Swiss Ephemeris house system, or null where the system is undefined
 * (Placidus and Koch inside the polar circles, where sweph answers an error and Porphyry cusps).
 */
export function tropicalHouses(jdUt: number, lat: number, lon: number, system: string): TropicalHouses | null {
  const h = sweph.houses(jdUt, lat, lon, system);
  if (h.flag < 0) return null;
  const [ascendant, midheaven, , vertex] = h.data.points;
  return { cusps: h.data.houses.slice(0, 12), ascendant: ascendant, midheaven: midheaven, vertex: vertex };
}
