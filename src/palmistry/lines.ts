// Finds and names the four principal lines in the palm frame. Creases are thin dark valleys, so a
// black-hat on the illumination-flattened green channel measures them; each line is then the best
// path through that evidence inside the region anatomy gives it (dynamic programming, slope-limited),
// traced in the order heart, head, life, fate so a later line cannot reuse an earlier one's crease.
// A line is reported only over the stretch where the image supports it, and absent when that
// stretch is too short or too faint: the overlay never shows a line that is not in the photo.
import { toImage, type PalmFrame, type Point } from './hand.js';
import { blackHat, erode, gaussianBlur, plane, sample, type Mask, type Plane } from './raster.js';

export type LineName = 'heart' | 'head' | 'life' | 'fate';
export const LINE_NAMES: readonly LineName[] = ['heart', 'head', 'life', 'fate'];

export interface TracedLine {
  name: LineName;
  present: boolean;
  /** 0..1, from the traced stretch's length against the expected one and its crease strength. */
  confidence: number;
  /** The supported stretch, in palm units; empty when absent. */
  path: Point[];
}

/** Crease evidence resampled into the palm frame, in units of the palm's own noise level. */
export interface CreaseMap {
  z: Plane;
  /** Grid pixels already taken by a traced line (1). */
  claimed: Uint8Array;
  pxPerUnit: number;
  xMin: number;
  yMax: number;
}

const GRID = { xMin: -1.35, xMax: 1.35, yMin: -1.5, yMax: 1.25, pxPerUnit: 100 };

function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Resamples the photo's green channel (creases show best in it) into the palm frame and measures
 * creases. The hand mask may be smaller than the photo by `maskFactor`.
 */
export function creaseMap(green: Plane, hand: Mask, maskFactor: number, frame: PalmFrame): CreaseMap {
  const w = Math.round((GRID.xMax - GRID.xMin) * GRID.pxPerUnit);
  const h = Math.round((GRID.yMax - GRID.yMin) * GRID.pxPerUnit);
  const grey = plane(w, h);
  const inside = plane(w, h);
  const handPlane: Plane = { width: hand.width, height: hand.height, data: new Float32Array(hand.data) };
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const [px, py] = toImage(frame, [GRID.xMin + i / GRID.pxPerUnit, GRID.yMax - j / GRID.pxPerUnit]);
      const m = sample(handPlane, px / maskFactor, py / maskFactor);
      const g = sample(green, px, py);
      const k = j * w + i;
      inside.data[k] = m > 0.5 ? 1 : 0;
      grey.data[k] = inside.data[k] ? g : 0;
    }
  }
  // Divide by the local mean skin level (mask-weighted), so shadows and gradients do not read as creases.
  const localSum = gaussianBlur(grey, 12);
  const localWeight = gaussianBlur(inside, 12);
  const flat = plane(w, h);
  for (let k = 0; k < flat.data.length; k++) {
    flat.data[k] = inside.data[k] && localSum.data[k]! > 0 ? grey.data[k]! * (localWeight.data[k]! / localSum.data[k]!) : 1;
  }
  const valleys = blackHat(gaussianBlur(flat, 1), 5);
  // Away from the hand's outline, where the background would read as a crease.
  const core = erode(inside, 4);
  const values: number[] = [];
  for (let k = 0; k < core.data.length; k++) if (core.data[k]! > 0.5) values.push(valleys.data[k]!);
  const mid = median(values.slice());
  const spread = 1.4826 * median(values.map((v) => Math.abs(v - mid))) + 1e-4;
  const z = plane(w, h);
  for (let k = 0; k < z.data.length; k++) z.data[k] = core.data[k]! > 0.5 ? (valleys.data[k]! - mid) / spread : NaN;
  return { z, claimed: new Uint8Array(w * h), pxPerUnit: GRID.pxPerUnit, xMin: GRID.xMin, yMax: GRID.yMax };
}

/**
 * Crease evidence at a palm point, capped so a single dark blot cannot pull a path off its course;
 * -1 off the palm, NaN where an earlier line runs (neither evidence for nor against a crossing line).
 */
function evidenceAt(map: CreaseMap, [x, y]: Point): number {
  const i = (x - map.xMin) * map.pxPerUnit;
  const j = (map.yMax - y) * map.pxPerUnit;
  if (map.claimed[Math.round(j) * map.z.width + Math.round(i)]) return NaN;
  const v = sample(map.z, i, j);
  return Number.isNaN(v) ? -1 : Math.min(EVIDENCE_CAP, v);
}

/** Where a line may run: `steps` along it, `positions` across it, and the palm point of each pair. */
interface Corridor {
  steps: number;
  positions: number;
  /** Palm units per step, for lengths. */
  stepLength: number;
  at(step: number, position: number): Point;
}

/** How each line is searched for: its corridor from anatomy and the length a full line has. */
interface LineModel {
  corridor: Corridor;
  expectedLength: number;
}

const along = (from: number, to: number, step: number) => Math.round(Math.abs(to - from) / step) + 1;
const STEP = 0.02;

function transverse(xFrom: number, xTo: number, yFrom: number, yTo: number): Corridor {
  const dir = Math.sign(xTo - xFrom);
  return { steps: along(xFrom, xTo, STEP), positions: along(yFrom, yTo, STEP), stepLength: STEP, at: (k, m) => [xFrom + dir * k * STEP, yFrom + m * STEP] };
}

/** Anatomical corridors in palm units (thumb at +x, fingers at +y; see hand.ts). */
const MODELS: Record<LineName, LineModel> = {
  // From the little-finger edge across, below the finger bases.
  heart: { corridor: transverse(-1.2, 0.8, 0.32, 1.0), expectedLength: 1.5 },
  // From near the thumb-index gap across the middle of the palm.
  head: { corridor: transverse(1.2, -1.0, -0.45, 0.6), expectedLength: 1.7 },
  // An arc around the thumb's mound, from the thumb-index gap towards the wrist.
  life: {
    corridor: (() => {
      const [cx, cy] = [1.0, -0.55];
      const from = (75 * Math.PI) / 180;
      const to = (245 * Math.PI) / 180;
      const dTheta = STEP / 0.8;
      return {
        steps: along(from, to, dTheta),
        positions: along(0.35, 1.15, STEP),
        stepLength: STEP,
        at: (k: number, m: number): Point => {
          const theta = from + k * dTheta;
          const r = 0.35 + m * STEP;
          return [cx + r * Math.cos(theta), cy + r * Math.sin(theta)];
        },
      };
    })(),
    expectedLength: 1.6,
  },
  // Up the middle of the palm towards the middle finger.
  fate: {
    corridor: { steps: along(-1.25, 0.75, STEP), positions: along(-0.4, 0.2, STEP), stepLength: STEP, at: (k, m) => [-0.4 + m * STEP, -1.25 + k * STEP] },
    expectedLength: 1.4,
  },
};

/** Marks the crease within `radius` palm units of the path as taken, so a later line cannot follow it. */
function claim(map: CreaseMap, path: Point[], radius: number): void {
  const r = Math.ceil(radius * map.pxPerUnit);
  const { width, height } = map.z;
  for (const [x, y] of path) {
    const ci = Math.round((x - map.xMin) * map.pxPerUnit);
    const cj = Math.round((map.yMax - y) * map.pxPerUnit);
    for (let j = Math.max(0, cj - r); j <= Math.min(height - 1, cj + r); j++) {
      for (let i = Math.max(0, ci - r); i <= Math.min(width - 1, ci + r); i++) {
        if ((i - ci) ** 2 + (j - cj) ** 2 <= r * r) map.claimed[j * width + i] = 1;
      }
    }
  }
}

/** The path through the corridor with the most crease evidence, moving at most one position per step. */
function bestPath(c: Corridor, evidence: (p: Point) => number): number[] {
  const TURN_COST = 1;
  const gain = (p: Point) => evidence(p) || 0; // NaN (claimed) is neutral
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

/** Evidence a sample must reach (noise units, smoothed over 5 steps) to count as crease. */
const SUPPORT = 4;
/** One sample's evidence is capped, so a single dark blot cannot pull a path off its course. */
const EVIDENCE_CAP = 40;
/** Unsupported steps bridged inside one line (a faint or crossed stretch). */
const MAX_GAP = 3;
const PRESENT_AT = 0.45;
const ROUGH_WINDOW = 11;
/** Palm units around a found line that later lines may not use (crease width plus the black-hat's reach). */
const CLAIM_RADIUS = 0.08;

const mean = (values: number[]): number => {
  const known = values.filter((v) => !Number.isNaN(v));
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : NaN;
};

/** Each value's mean with its neighbours up to `half` steps away (fewer at the ends); NaNs are skipped. */
const movingAverage = (values: number[], half: number): number[] => values.map((_, i) => mean(values.slice(Math.max(0, i - half), i + half + 1)));

interface Stretch {
  start: number;
  end: number;
}

/**
 * The stretch of the path with the most supported steps, bridging gaps of up to MAX_GAP steps;
 * crossings of earlier lines (NaN) neither support nor break it.
 */
function supportedStretch(values: number[]): Stretch | undefined {
  const smooth = movingAverage(values, 2);
  let best: (Stretch & { supported: number }) | undefined;
  let current: (Stretch & { supported: number }) | undefined;
  let gap = 0;
  smooth.forEach((v, i) => {
    if (Number.isNaN(v)) return;
    if (v < SUPPORT) {
      if (current && ++gap > MAX_GAP) current = undefined;
      return;
    }
    gap = 0;
    if (current) {
      current.end = i;
      current.supported++;
    } else current = { start: i, end: i, supported: 1 };
    if (!best || current.supported > best.supported) best = { ...current };
  });
  return best;
}

/**
 * RMS distance (in steps) of the positions from their own moving average over ROUGH_WINDOW steps.
 * A crease bends slowly; a chain of unrelated marks zigzags. Broad curvature barely counts.
 */
function roughness(positions: number[]): number {
  const half = (ROUGH_WINDOW - 1) / 2;
  if (positions.length < ROUGH_WINDOW) return 0;
  // Only where the window is whole: at the ends an average of fewer steps says little.
  const trend = movingAverage(positions, half);
  const residuals = positions.slice(half, positions.length - half).map((p, i) => (p - trend[i + half]!) ** 2);
  return Math.sqrt(mean(residuals));
}

/** Traces one line and claims its crease on `map`, so later lines cannot use it. */
function traceLine(map: CreaseMap, name: LineName): TracedLine {
  const model = MODELS[name];
  const evidence = (p: Point) => evidenceAt(map, p);
  const steps = bestPath(model.corridor, evidence);
  const points = steps.map((m, k) => model.corridor.at(k, m));
  const values = points.map(evidence);
  const stretch = supportedStretch(values);
  const length = stretch ? (stretch.end - stretch.start + 1) * model.corridor.stepLength : 0;
  const run = stretch ? values.slice(stretch.start, stretch.end + 1) : [];
  const strength = mean(run) || 0;
  // Length carries most of the weight: short runs of strong evidence are the minor creases and
  // skin folds every palm has, while a principal line runs most of its anatomical length. A path
  // that zigzags is a chain of unrelated marks, not a crease.
  const lengthScore = Math.min(1, length / model.expectedLength);
  const strengthScore = Math.max(0, Math.min(1, (strength - SUPPORT) / 10));
  const smoothScore = stretch ? Math.max(0, Math.min(1, (0.6 - roughness(steps.slice(stretch.start, stretch.end + 1))) / 0.25)) : 0;
  const confidence = Math.round(lengthScore * (0.5 + 0.5 * strengthScore) * smoothScore * 100) / 100;
  const present = confidence >= PRESENT_AT;
  // The path steps one position at a time; a moving average gives back the crease's smooth course.
  const path = present && stretch ? movingAverage(steps.slice(stretch.start, stretch.end + 1), 3).map((m, k) => model.corridor.at(stretch.start + k, m)) : [];
  claim(map, path, CLAIM_RADIUS);
  return { name, present, confidence, path };
}

const withOwnClaims = (map: CreaseMap): CreaseMap => ({ ...map, claimed: map.claimed.slice() });
const weight = (lines: TracedLine[]) => lines.reduce((s, l) => s + l.confidence ** 2, 0);

/**
 * Traces the four lines, each claiming its crease before the next looks (heart, then head). The life
 * line's corridor (an arc around the thumb's mound) and the fate line's (up the middle) overlap, so
 * both orders are tried and the one with the larger sum of squared confidences kept: one whole crease
 * beats the same crease split between two lines. `map` ends with the kept claims.
 */
export function traceLines(map: CreaseMap): TracedLine[] {
  const transverse = [traceLine(map, 'heart'), traceLine(map, 'head')];
  const orders = (['life', 'fate'] as const).map((first) => {
    const trial = withOwnClaims(map);
    const lines = first === 'life' ? [traceLine(trial, 'life'), traceLine(trial, 'fate')] : [traceLine(trial, 'fate'), traceLine(trial, 'life')];
    return { trial, lines };
  });
  const best = weight(orders[1]!.lines) > weight(orders[0]!.lines) ? orders[1]! : orders[0]!;
  map.claimed.set(best.trial.claimed);
  const all = [...transverse, ...best.lines];
  return LINE_NAMES.map((name) => all.find((l) => l.name === name)!);
}

/** A traced line's path in image pixels. */
export const pathInImage = (frame: PalmFrame, path: Point[]): Point[] => path.map((p) => toImage(frame, p));
