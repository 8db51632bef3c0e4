// Aspects between points by their longitudes: within one list (a natal chart, each pair once) or
// between two lists (synastry, transits, returns against the natal chart).
import type { AspectKind } from './aspect-kinds.js';

export interface AspectPoint {
  id: number;
  name: string;
  longitude: number;
}

export interface Aspect {
  first: AspectPoint;
  second: AspectPoint;
  kind: AspectKind;
  /** Angular separation, [0, 180]. */
  diff: number;
  /** |diff − kind.angle|. */
  orb: number;
}

/** Shorter-arc separation of two longitudes, [0, 180]. */
export function separation(a: number, b: number): number {
  // For longitudes in [0, 360), |a − b| is already below 360: normalise only when it is not (the % is a call into C).
  let d = Math.abs(a - b);
  if (d >= 360) d %= 360;
  return d > 180 ? 360 - d : d;
}

/** The kind whose exact angle lies nearest the separation, if within that kind's orb. */
export function aspectOf(a: number, b: number, kinds: readonly AspectKind[]): { kind: AspectKind; diff: number; orb: number } | null {
  const diff = separation(a, b);
  let best: AspectKind | undefined;
  let bestOrb = Infinity;
  for (const kind of kinds) {
    const orb = Math.abs(diff - kind.angle);
    if (orb <= kind.orb && orb < bestOrb) {
      best = kind;
      bestOrb = orb;
    }
  }
  return best ? { kind: best, diff, orb: bestOrb } : null;
}

/** Each unordered pair of one list once, in list order (i before j). */
export function mutualAspects(points: readonly AspectPoint[], kinds: readonly AspectKind[]): Aspect[] {
  const found: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const hit = aspectOf(points[i]!.longitude, points[j]!.longitude, kinds);
      if (hit) found.push({ first: points[i]!, second: points[j]!, kind: hit.kind, diff: hit.diff, orb: hit.orb });
    }
  }
  return found;
}

/** Every point of `firsts` against every point of `seconds`, grouped by the first. */
export function crossAspects(firsts: readonly AspectPoint[], seconds: readonly AspectPoint[], kinds: readonly AspectKind[]): Aspect[] {
  return firsts.flatMap((first) => seconds.flatMap((second) => {
    const hit = aspectOf(first.longitude, second.longitude, kinds);
    return hit ? [{ first, second, ...hit }] : [];
  }));
}
