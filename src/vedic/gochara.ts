// Gochara (transits): the instants a graha enters a sidereal (Lahiri) sign or nakshatra, turns
// retrograde or direct, and comes within or leaves its combustion orb of the Sun, over a span of
// time. The span is walked in steps only to bracket each event; the instant itself is root-found
// on the ephemeris (astro/crossing.ts). Julian days and codes only.
import { crossingBetween, type AngleOfTime } from '../astro/crossing.js';
import { siderealPosition } from '../astro/ephemeris.js';
import { combustionOrb } from './combustion.js';
import { angularDistance, normalizeDegrees, PlanetId, type GrahaId } from './zodiac.js';

/** Longitude and speed of a graha (Ketu: opposite the mean node Rahu is taken from). */
export function grahaAt(jd: number, id: GrahaId): { longitude: number; speed: number } {
  if (id !== PlanetId.Ketu) return siderealPosition(jd, id);
  const rahu = siderealPosition(jd, PlanetId.Rahu);
  return { longitude: normalizeDegrees(rahu.longitude + 180), speed: rahu.speed };
}

/**
 * Bracketing step, days. Far below the shortest time any graha takes through a nakshatra (the Moon,
 * 13°20′ at up to 15°/day: 0.9 day) or between two stations, so that no step holds two events of a kind.
 */
const STEP_DAYS = (id: GrahaId) => (id === PlanetId.Moon ? 0.25 : 1);

/**
 * One Newton step on the bracketed root (the search stops at ~10 ms, which for the Moon is still
 * 1.5e-6°): the remaining offset over the speed, bringing the longitude within ~1e-9° of the boundary.
 */
function polish(id: GrahaId, boundary: number, jd: number): number {
  const g = grahaAt(jd, id);
  const off = ((g.longitude - boundary + 540) % 360) - 180;
  return g.speed === 0 ? jd : jd - off / g.speed;
}

export interface Ingress {
  jd: number;
  /** The sign or nakshatra entered, 0-based. */
  index: number;
  /** True when entered moving backwards. */
  retrograde: boolean;
}

/** Every entry of the graha into a new `span`-degree part of the zodiac (30: signs, 360/27: nakshatras) in [from, to). */
export function ingresses(id: GrahaId, span: number, from: number, to: number): Ingress[] {
  const lon = (jd: number) => grahaAt(jd, id).longitude;
  const part = (l: number) => Math.floor(l / span + 1e-12) % Math.round(360 / span);
  const found: Ingress[] = [];
  const step = STEP_DAYS(id);
  for (let a = from, la = lon(from); a < to; ) {
    const b = Math.min(a + step, to);
    const lb = lon(b);
    if (part(la) !== part(lb)) {
      // Forward when the longitude grew across the step (mod 360).
      const forward = normalizeDegrees(lb - la) < 180;
      const boundary = forward ? part(lb) * span : part(la) * span;
      const angle: AngleOfTime = forward ? lon : (jd) => -lon(jd);
      const jd = polish(id, boundary, crossingBetween(angle, forward ? boundary : -boundary, a, b));
      found.push({ jd, index: forward ? part(lb) : (part(la) + Math.round(360 / span) - 1) % Math.round(360 / span), retrograde: !forward });
    }
    a = b;
    la = lb;
  }
  return found;
}

/** Where a function of time changes sign between steps: each root found on the function itself. */
function signChanges(f: (jd: number) => number, from: number, to: number, step: number): { jd: number; rising: boolean }[] {
  const found: { jd: number; rising: boolean }[] = [];
  for (let a = from, fa = f(from); a < to; ) {
    const b = Math.min(a + step, to);
    const fb = f(b);
    if ((fa < 0) !== (fb < 0)) {
      const rising = fb >= 0;
      found.push({ jd: crossingBetween(rising ? f : (jd) => -f(jd), 0, a, b), rising });
    }
    a = b;
    fa = fb;
  }
  return found;
}

export type PlanetaryEventKind = 'sign' | 'retrograde' | 'direct' | 'combustStart' | 'combustEnd';
export interface PlanetaryEvent { jd: number; planet: GrahaId; kind: PlanetaryEventKind; sign: number }

const STATIONARY: readonly GrahaId[] = [PlanetId.Mars, PlanetId.Mercury, PlanetId.Jupiter, PlanetId.Venus, PlanetId.Saturn];

/** Stations of a graha that has them (Mars … Saturn): speed crossing zero. */
export function stations(id: GrahaId, from: number, to: number): { jd: number; kind: 'retrograde' | 'direct' }[] {
  if (!STATIONARY.includes(id)) return [];
  return signChanges((jd) => grahaAt(jd, id).speed, from, to, 1).map((c) => ({ jd: c.jd, kind: c.rising ? 'direct' : 'retrograde' }));
}

/**
 * Combustion begins and ends: the distance from the Sun crossing the graha's orb (combustion.ts).
 * Mercury's and Venus's orbs narrow while retrograde: the orb in force is the one of the motion at
 * each instant, so where a station falls inside the orb band the event is that station's instant.
 */
export function combustions(id: GrahaId, from: number, to: number): { jd: number; kind: 'combustStart' | 'combustEnd' }[] {
  if (combustionOrb(id, 1) === null) return [];
  const margin = (jd: number) => {
    const g = grahaAt(jd, id);
    const orb = combustionOrb(id, g.speed)!;
    return orb - angularDistance(g.longitude, siderealPosition(jd, PlanetId.Sun).longitude);
  };
  return signChanges(margin, from, to, STEP_DAYS(id)).map((c) => ({ jd: c.jd, kind: c.rising ? 'combustStart' : 'combustEnd' }));
}

/** Sign ingresses, stations and combustion of the grahas Sun … Ketu except the Moon, in time order. */
export function planetaryEvents(from: number, to: number): PlanetaryEvent[] {
  const ids: GrahaId[] = [PlanetId.Sun, PlanetId.Mars, PlanetId.Mercury, PlanetId.Jupiter, PlanetId.Venus, PlanetId.Saturn, PlanetId.Rahu, PlanetId.Ketu];
  const signAt = (jd: number, id: GrahaId) => Math.floor(grahaAt(jd, id).longitude / 30) % 12;
  return ids.flatMap((id) => [
    ...ingresses(id, 30, from, to).map((i) => ({ jd: i.jd, planet: id, kind: 'sign' as const, sign: i.index })),
    ...[...stations(id, from, to), ...combustions(id, from, to)].map((e) => ({ jd: e.jd, planet: id, kind: e.kind, sign: signAt(e.jd, id) })),
  ]).sort((x, y) => x.jd - y.jd);
}
