// Transits to a natal chart: the instants in a span at which a moving planet makes an exact aspect
// to a natal point, and the planets' stations. Each planet is sampled (every day, the Moon every half
// day) only to split its motion into one-way pieces at its stations; every instant reported is then
// root-found on the ephemeris and polished by Newton's method on the longitude's own speed.
import { crossingBetween } from '../astro/crossing.js';
import { tropicalPosition, type TropicalBody } from '../astro/ephemeris.js';
import { normalizeDegrees } from '../vedic/zodiac.js';
import type { AspectKind } from './aspect-kinds.js';
import type { AspectPoint } from './aspects.js';

/** The moving points, in the planet list's order, with Chiron. */
export const TRANSIT_BODIES = [
  { name: 'Sun', body: 'sun', step: 1 }, { name: 'Moon', body: 'moon', step: 0.5 }, { name: 'Mars', body: 'mars', step: 1 },
  { name: 'Mercury', body: 'mercury', step: 1 }, { name: 'Jupiter', body: 'jupiter', step: 1 }, { name: 'Venus', body: 'venus', step: 1 },
  { name: 'Saturn', body: 'saturn', step: 1 }, { name: 'Uranus', body: 'uranus', step: 1 }, { name: 'Neptune', body: 'neptune', step: 1 },
  { name: 'Pluto', body: 'pluto', step: 1 }, { name: 'Chiron', body: 'chiron', step: 1 },
] as const satisfies readonly { name: string; body: TropicalBody; step: number }[];
export type TransitBody = (typeof TRANSIT_BODIES)[number];

export interface Perfection {
  planet: TransitBody['name'];
  natal: AspectPoint;
  kind: AspectKind;
  jdUt: number;
  /** The moving planet's longitude and speed at that instant. */
  longitude: number;
  speed: number;
}

export interface Station {
  planet: TransitBody['name'];
  jdUt: number;
  /** The motion it turns to. */
  turns: 'retrograde' | 'direct';
  longitude: number;
}

/** Signed distance of `angle` from `target`, [−180, 180). */
const offset = (angle: number, target: number) => normalizeDegrees(angle - target + 180) - 180;

interface Piece { from: number; to: number; direction: 1 | -1 }

/** The one-way pieces of a planet's motion over [from, to], split at its stations. */
function motion(t: TransitBody, from: number, to: number): { pieces: Piece[]; stations: Station[] } {
  const speed = (jd: number) => tropicalPosition(jd, t.body).speed;
  const pieces: Piece[] = [];
  const stations: Station[] = [];
  const count = Math.max(1, Math.ceil((to - from) / t.step));
  let a = from;
  let sa = speed(a);
  for (let i = 1; i <= count; i++) {
    const b = i === count ? to : from + i * t.step;
    const sb = speed(b);
    const direction = sa >= 0 ? 1 : -1;
    if ((sa >= 0) !== (sb >= 0)) {
      // Stations of a planet lie weeks apart, so one step holds at most one.
      const at = crossingBetween((jd) => -direction * speed(jd), 0, a, b);
      stations.push({ planet: t.name, jdUt: at, turns: direction > 0 ? 'retrograde' : 'direct', longitude: tropicalPosition(at, t.body).longitude });
      pieces.push({ from: a, to: at, direction }, { from: at, to: b, direction: -direction as 1 | -1 });
    } else {
      pieces.push({ from: a, to: b, direction });
    }
    a = b;
    sa = sb;
  }
  return { pieces, stations };
}

/** Newton's method on the longitude: the root finder's few-millisecond bracket made exact for the Moon too. */
function polish(body: TropicalBody, target: number, jd: number): number {
  for (let i = 0; i < 3; i++) {
    const p = tropicalPosition(jd, body);
    if (p.speed === 0) break;
    const step = offset(p.longitude, target) / p.speed;
    if (Math.abs(step) > 1e-4) break; // not near a station's standstill: keep the bracketed root
    jd -= step;
  }
  return jd;
}

/** The longitudes at which a planet makes each kind of aspect to a natal point. */
function targetsOf(point: AspectPoint, kind: AspectKind): number[] {
  return kind.angle === 0 || kind.angle === 180
    ? [normalizeDegrees(point.longitude + kind.angle)]
    : [normalizeDegrees(point.longitude + kind.angle), normalizeDegrees(point.longitude - kind.angle)];
}

export interface TransitSpan {
  perfections: Perfection[];
  stations: Station[];
}

/** Every exact aspect of the moving bodies to the natal points in [from, to), and the stations there; in time order. */
export function transitsBetween(bodies: readonly TransitBody[], natal: readonly AspectPoint[], kinds: readonly AspectKind[], from: number, to: number): TransitSpan {
  const perfections: Perfection[] = [];
  const stations: Station[] = [];
  for (const t of bodies) {
    const m = motion(t, from, to);
    stations.push(...m.stations.filter((s) => s.jdUt < to));
    const longitude = (jd: number) => tropicalPosition(jd, t.body).longitude;
    for (const piece of m.pieces) {
      const angle = piece.direction > 0 ? longitude : (jd: number) => -longitude(jd);
      const [start, end] = [angle(piece.from), angle(piece.to)];
      for (const point of natal) {
        for (const kind of kinds) {
          for (const target of targetsOf(point, kind)) {
            const signed = piece.direction * target;
            // Each piece runs one way over far less than 180°: a sign change of the offset is one crossing.
            if (!(offset(start, signed) < 0 && offset(end, signed) >= 0)) continue;
            const jdUt = polish(t.body, target, crossingBetween(angle, signed, piece.from, piece.to));
            if (jdUt < from || jdUt >= to) continue;
            const p = tropicalPosition(jdUt, t.body);
            perfections.push({ planet: t.name, natal: point, kind, jdUt, longitude: p.longitude, speed: p.speed });
          }
        }
      }
    }
  }
  perfections.sort((a, b) => a.jdUt - b.jdUt);
  stations.sort((a, b) => a.jdUt - b.jdUt);
  return { perfections, stations };
}
