// The sidereal chart at a birth moment: the nine grahas and the ascendant, as codes and numbers.
import { julianDayUt, type CivilDateTime } from '../astro/time.js';
import { siderealAscendant, siderealHouseCusps, siderealOuterPositions, siderealPosition, siderealPositions } from '../astro/ephemeris.js';
import { baladiAwastha, type Awastha } from './awastha.js';
import { isCombust } from './combustion.js';
import { nakshatraLord, nakshatraOf, normalizeDegrees, PlanetId, SIGN_LORD, signIndex, type GrahaId } from './zodiac.js';

export interface BirthDetails extends CivilDateTime {
  lat: number;
  lon: number;
  /** Offset from UT in hours, applied literally. */
  tzone: number;
}

export interface Placement extends BodyPlacement {
  id: PlanetId;
}

/** Where a body stands: sign, nakshatra, house and states, whatever the id an endpoint gives it. */
export interface BodyPlacement {
  fullDegree: number;
  normDegree: number;
  speed: number;
  retrograde: boolean;
  sign: number;
  signLord: GrahaId;
  nakshatra: number;
  nakshatraLord: GrahaId;
  pada: number;
  /** Whole-sign house from the ascendant, 1..12. */
  house: number;
  combust: boolean;
  /** Null for the ascendant. */
  awastha: Awastha | null;
}

/**
 * Where a body stands and its states, as one object literal: built in parts and spread together, a
 * chart's ten placements cost three times as much, on every chart endpoint. `graha` is the graha whose
 * combustion by the Sun (at `sun`) is judged, null for a body never combust; the ascendant alone has no awastha.
 */
function place(longitude: number, speed: number, ascSign: number, graha: GrahaId | null, sun: number, withAwastha: boolean): BodyPlacement {
  const fullDegree = normalizeDegrees(longitude);
  const sign = signIndex(fullDegree);
  const nak = nakshatraOf(fullDegree);
  const normDegree = fullDegree % 30;
  return {
    fullDegree,
    normDegree,
    speed,
    retrograde: speed < 0,
    sign,
    signLord: SIGN_LORD[sign]!,
    nakshatra: nak.index,
    nakshatraLord: nakshatraLord(nak.index),
    pada: nak.pada,
    house: ((sign - ascSign + 12) % 12) + 1,
    combust: graha !== null && isCombust(graha, fullDegree, speed, sun),
    awastha: withAwastha ? baladiAwastha(sign, normDegree) : null,
  };
}

/** The placement under its chart id, added to the same object (copying it would cost what `place` saves). */
function withId(p: BodyPlacement, id: PlanetId): Placement {
  const placement = p as Placement;
  placement.id = id;
  return placement;
}

/** Placements in API order: Sun … Ketu (ids 0..8), then the Ascendant (id 9). */
export function computeChart(birth: BirthDetails): Placement[] {
  return chartAt(julianDayUt(birth, birth.tzone), birth.lat, birth.lon);
}

/** The chart at an instant (JD UT) and place: for instants that are not whole minutes, such as a sunrise. */
export function chartAt(jd: number, lat: number, lon: number): Placement[] {
  const bodies = siderealPositions(jd);
  const rahu = bodies[PlanetId.Rahu]!;
  bodies.push({ longitude: normalizeDegrees(rahu.longitude + 180), speed: rahu.speed });
  const ascLongitude = siderealAscendant(jd, lat, lon);
  const ascSign = signIndex(ascLongitude);
  const sun = bodies[PlanetId.Sun]!.longitude;
  const chart = bodies.map((b, i) => withId(place(b.longitude, b.speed, ascSign, i as GrahaId, sun, true), i as GrahaId));
  chart.push(withId(place(ascLongitude, 0, ascSign, null, sun, false), PlanetId.Ascendant));
  return chart;
}

/**
 * Uranus, Neptune and Pluto at birth, houses counted from the ascendant's sign. Never combust (the
 * classical orbs cover the grahas only); the Baladi state, a rule of sign and degree alone, applies as it does to the nodes.
 */
export function computeOuterPlanets(birth: BirthDetails, ascSign: number): BodyPlacement[] {
  return siderealOuterPositions(julianDayUt(birth, birth.tzone)).map((b) => place(b.longitude, b.speed, ascSign, null, 0, true));
}

/** The Moon's sidereal longitude at birth: what the dashas start from. */
export function moonLongitudeAtBirth(birth: BirthDetails): { jdUt: number; longitude: number } {
  const jdUt = julianDayUt(birth, birth.tzone);
  return { jdUt, longitude: siderealPosition(jdUt, PlanetId.Moon).longitude };
}

/** Sidereal cusps (house starts) of a Swiss Ephemeris house system at birth. */
export function houseCuspsAtBirth(birth: BirthDetails, system: string): number[] {
  return siderealHouseCusps(julianDayUt(birth, birth.tzone), birth.lat, birth.lon, system);
}
