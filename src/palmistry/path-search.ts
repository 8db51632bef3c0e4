// The best path through crease evidence inside a corridor, and the stretch of it the evidence supports.
import type { Point } from './hand.js';
import type { Corridor } from './corridors.js';

/** Evidence lost per position moved sideways: a crease bends slowly, so the path prefers to run straight on. */
const TURN_COST = 3;
/** Evidence a sample must reach (noise units, smoothed over 5 steps) to count as crease. */
export const SUPPORT = 3.5;

/**
 * The path through the corridor with the most crease evidence, moving at most one position per step
 * (dynamic programming); `path[k]` is the position at step k. NaN evidence (a claimed crease) is neutral.
 */
export function bestPath(c: Corridor, evidence: (p: Point) => number): number[] {
  const gain = (p: Point) => evidence(p) || 0;
  const score = new Float64Array(c.steps * c.positions);
  const from = new Int32Array(c.steps * c.positions);
  for (let m = 0; m < c.positions; m++) score[m] = gain(c.at(0, m));
  for (let k = 1; k < c.steps; k++) {
    for (let m = 0; m < c.positions; m++) {
      let best = -Infinity;
      let arg = m;
      for (let d = -1; d <= 1; d++) {
        const prev = m + d;
        if (prev < 0 || prev >= c.positions) continue;
        const s = score[(k - 1) * c.positions + prev]! - (d ? TURN_COST : 0);
        if (s > best) [best, arg] = [s, prev];
      }
      score[k * c.positions + m] = best + gain(c.at(k, m));
      from[k * c.positions + m] = arg;
    }
  }
  const path = new Array<number>(c.steps);
  let m = 0;
  for (let i = 1; i < c.positions; i++) if (score[(c.steps - 1) * c.positions + i]! > score[(c.steps - 1) * c.positions + m]!) m = i;
  for (let k = c.steps - 1; k >= 0; k--) {
    path[k] = m;
    m = from[k * c.positions + m]!;
  }
  return path;
}

export const mean = (values: number[]): number => {
  const known = values.filter((v) => !Number.isNaN(v));
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : NaN;
};

/** Each value's mean with its neighbours up to `half` steps away (fewer at the ends); NaNs are skipped. */
export const movingAverage = (values: number[], half: number): number[] => values.map((_, i) => mean(values.slice(Math.max(0, i - half), i + half + 1)));

export interface Stretch {
  start: number;
  end: number;
}

/** `values` with each run of more than `maxClaimed` claimed steps (NaN) made evidence of nothing (0): a gap, not a crossing. */
function notAlongClaimed(values: number[], maxClaimed: number): number[] {
  const out = values.slice();
  for (let i = 0; i < out.length; ) {
    let j = i;
    while (j < out.length && Number.isNaN(out[j]!)) j++;
    if (j - i > maxClaimed) out.fill(0, i, j);
    i = Math.max(j, i + 1);
  }
  return out;
}

/**
 * The stretch of the path with the most supported steps (smoothed evidence ≥ SUPPORT), bridging gaps of
 * up to `maxGap` steps; crossings of earlier lines (NaN) neither support nor break it, unless the path runs
 * along such a line for more than `maxClaimed` steps: then it is that line's crease, and the stretch breaks
 * there. Its far end is cut back to where the smoothed evidence reaches `endsAt`, or the stretch's median when lower.
 */
export function supportedStretch(values: number[], maxGap: number, endsAt = SUPPORT, maxClaimed = Infinity): Stretch | undefined {
  const smooth = movingAverage(notAlongClaimed(values, maxClaimed), 2);
  let best: (Stretch & { supported: number }) | undefined;
  let current: (Stretch & { supported: number }) | undefined;
  let gap = 0;
  smooth.forEach((v, i) => {
    if (Number.isNaN(v)) return;
    if (v < SUPPORT) {
      if (current && ++gap > maxGap) current = undefined;
      return;
    }
    gap = 0;
    if (current) {
      current.end = i;
      current.supported++;
    } else current = { start: i, end: i, supported: 1 };
    if (!best || current.supported > best.supported) best = { ...current };
  });
  if (!best) return undefined;
  // The far end is where the crease fades: cut back to where the evidence is clearly there, for a faint line
  // as much as its own middle level (a line faint all along would otherwise be cut to nothing). The start
  // stays: corridors begin where anatomy fixes a line's start.
  const along = smooth.slice(best.start, best.end + 1).filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const level = Math.min(endsAt, along[along.length >> 1]!);
  let { end } = best;
  while (end > best.start && !(smooth[end]! >= level)) end--;
  return { start: best.start, end };
}

/** Steps over which roughness compares a path with its own trend. */
const ROUGH_WINDOW = 11;

/**
 * RMS distance (in positions) of a path from its own moving average over ROUGH_WINDOW steps.
 * A crease bends slowly; a chain of unrelated marks zigzags. Broad curvature barely counts.
 */
export function roughness(positions: number[]): number {
  const half = (ROUGH_WINDOW - 1) / 2;
  if (positions.length < ROUGH_WINDOW) return 0;
  // Only where the window is whole: at the ends an average of fewer steps says little.
  const trend = movingAverage(positions, half);
  const residuals = positions.slice(half, positions.length - half).map((p, i) => (p - trend[i + half]!) ** 2);
  return Math.sqrt(mean(residuals));
}
