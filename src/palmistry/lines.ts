// Finds and names the four principal lines in the palm frame. Creases are thin dark valleys, so a
// Hessian valley filter on the illumination-flattened green channel, inside the palm's outline from
// its landmarks, measures them; each line is then the best
// path through that evidence inside the region anatomy gives it (dynamic programming, slope-limited),
// traced in the order heart, head, life, fate so a later line cannot reuse an earlier one's crease.
// A line is reported only over the stretch where the image supports it, and absent when that
// stretch is too short or too faint: the overlay never shows a line that is not in the photo.
import { toImage, toPalm, type PalmFrame, type Point } from './hand.js';
import { darkValleys, erode, gaussianBlur, plane, sample, type Plane } from './raster.js';

export type LineName = 'heart' | 'head' | 'life' | 'fate';
export const LINE_NAMES: readonly LineName[] = ['heart', 'head', 'life', 'fate'];

export interface TracedLine {
  name: LineName;
  present: boolean;
  /** 0..1, from the traced stretch's length against the expected one and its crease strength. */
  confidence: number;
  /** The best supported stretch in palm units, also when too weak to report present (empty when none). */
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

/** The grid the evidence is measured on, in palm units, and its resolution. */
const GRID = { xMin: -1.4, xMax: 1.4, yMin: -1.75, yMax: 1.25, pxPerUnit: 100 };
/** Ridge-filter scales in palm units: about 0.6 % of a palm crop's width, and half as much again. */
const VALLEY_SIGMAS = [0.017, 0.026];
/** Palm units at the palm's outline where evidence is ignored: the edge itself reads as a valley. */
const EDGE_MARGIN = 0.07;

function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Whether a point lies inside a polygon (even-odd rule). */
function insidePolygon(poly: Point[], [x, y]: Point): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** How far the palm's skin reaches beyond the finger-base landmarks (the joints), in palm units. */
const FINGER_WEBS = 0.25;

/**
 * The palm's outline in palm units from its landmarks: along the finger bases (5, 9, 13, 17), out to
 * the little-finger edge and down it, across above the wrist crease, up past the thumb's base (1) and
 * along the web between thumb (2) and index finger. The edges are estimates: EDGE_MARGIN keeps
 * the traced lines off them.
 */
export function palmOutline(lm: Point[]): Point[] {
  const [wrist, thumbBase, thumbJoint, index, middle, ring, little] = [0, 1, 2, 5, 9, 13, 17].map((k) => lm[k]!) as [Point, Point, Point, Point, Point, Point, Point];
  const web: Point = [(thumbJoint[0] + index[0]) / 2 - 0.1, (thumbJoint[1] + index[1]) / 2];
  return [
    [index[0], index[1] + FINGER_WEBS], [middle[0], middle[1] + FINGER_WEBS], [ring[0], ring[1] + FINGER_WEBS], [little[0], little[1] + FINGER_WEBS],
    [little[0] - 0.3, little[1] - 0.15],
    [little[0] - 0.35, (little[1] + wrist[1]) / 2],
    [wrist[0] - 0.8, wrist[1] + 0.2],
    [wrist[0] + 0.3, wrist[1] + 0.2],
    thumbBase, web,
  ];
}

/**
 * Resamples the photo's green channel (creases show best in it) into the palm frame and measures
 * dark valleys there, inside the palm's outline, in units of the palm's own noise level.
 */
export function creaseMap(green: Plane, frame: PalmFrame, landmarks: Point[]): CreaseMap {
  const P = GRID.pxPerUnit;
  const w = Math.round((GRID.xMax - GRID.xMin) * P);
  const h = Math.round((GRID.yMax - GRID.yMin) * P);
  const outline = palmOutline(landmarks.map((p) => toPalm(frame, p)));
  // Photo pixels per grid pixel: a photo much finer than the grid is smoothed first, so sampling does not alias.
  const shrink = frame.scale / P;
  const source = shrink > 1.5 ? gaussianBlur(green, 0.5 * shrink) : green;
  const grey = plane(w, h);
  const inside = plane(w, h);
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const p: Point = [GRID.xMin + i / P, GRID.yMax - j / P];
      const [px, py] = toImage(frame, p);
      const g = sample(source, px, py);
      const k = j * w + i;
      inside.data[k] = !Number.isNaN(g) && insidePolygon(outline, p) ? 1 : 0;
      grey.data[k] = inside.data[k] ? g : 0;
    }
  }
  // Divide by the local mean skin level (mask-weighted), so shadows and gradients do not read as creases.
  const localSum = gaussianBlur(grey, 0.12 * P);
  const localWeight = gaussianBlur(inside, 0.12 * P);
  const flat = plane(w, h);
  for (let k = 0; k < flat.data.length; k++) {
    flat.data[k] = inside.data[k] && localSum.data[k]! > 0 ? grey.data[k]! * (localWeight.data[k]! / localSum.data[k]!) : 1;
  }
  const valleys = plane(w, h);
  for (const sigma of VALLEY_SIGMAS) {
    const { strength } = darkValleys(flat, sigma * P);
    for (let k = 0; k < valleys.data.length; k++) valleys.data[k] = Math.max(valleys.data[k]!, strength.data[k]!);
  }
  const core = erode(inside, Math.round(EDGE_MARGIN * P));
  const values: number[] = [];
  for (let k = 0; k < core.data.length; k++) if (core.data[k]! > 0.5) values.push(valleys.data[k]!);
  const mid = median(values.slice());
  const spread = 1.4826 * median(values.map((v) => Math.abs(v - mid))) + 1e-6;
  const z = plane(w, h);
  for (let k = 0; k < z.data.length; k++) z.data[k] = core.data[k]! > 0.5 ? (valleys.data[k]! - mid) / spread : NaN;
  return { z, claimed: new Uint8Array(w * h), pxPerUnit: P, xMin: GRID.xMin, yMax: GRID.yMax };
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
  /** Unsupported steps bridged inside one line (a faint or crossed stretch). */
  maxGap: number;
}

const STEP = 0.02;

/**
 * A band `halfWidth` palm units either side of a template polyline: steps every STEP along it, and
 * positions across it along its normal (smoothed over 0.1 units, so bends do not fold the band).
 */
function band(template: Point[], halfWidth: number): Corridor {
  const lengths = [0];
  for (let i = 1; i < template.length; i++) lengths.push(lengths[i - 1]! + Math.hypot(template[i]![0] - template[i - 1]![0], template[i]![1] - template[i - 1]![1]));
  const total = lengths[lengths.length - 1]!;
  const pointAt = (d: number): Point => {
    const s = Math.max(0, Math.min(total, d));
    let i = 1;
    while (i < template.length - 1 && lengths[i]! < s) i++;
    const t = (s - lengths[i - 1]!) / (lengths[i]! - lengths[i - 1]! || 1);
    return [template[i - 1]![0] + t * (template[i]![0] - template[i - 1]![0]), template[i - 1]![1] + t * (template[i]![1] - template[i - 1]![1])];
  };
  const steps = Math.round(total / STEP) + 1;
  const frames = Array.from({ length: steps }, (_, k) => {
    const [a, b] = [pointAt(k * STEP - 0.05), pointAt(k * STEP + 0.05)];
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return { centre: pointAt(k * STEP), normal: [-(b[1] - a[1]) / l, (b[0] - a[0]) / l] as Point };
  });
  return {
    steps,
    positions: Math.round((2 * halfWidth) / STEP) + 1,
    stepLength: STEP,
    at: (k, m) => {
      const f = frames[k]!;
      const offset = -halfWidth + m * STEP;
      return [f.centre[0] + offset * f.normal[0], f.centre[1] + offset * f.normal[1]];
    },
  };
}

/**
 * Anatomical corridors in palm units (thumb at +x, finger bases at y = 1.05; see hand.ts): bands
 * around each line's typical course, measured on the development set's annotated photos in this
 * frame, wide enough for the spread seen there.
 */
const MODELS: Record<LineName, LineModel> = {
  // From the little-finger edge, rising across below the finger bases towards the index or middle finger.
  heart: { corridor: band([[-1.05, 0.62], [-0.6, 0.7], [-0.2, 0.86], [0.2, 1.02], [0.5, 1.14]], 0.4), expectedLength: 1.3, maxGap: 3 },
  // From the web between thumb and index finger, down across the middle of the palm.
  head: { corridor: band([[1.05, 0.88], [0.6, 0.78], [0.2, 0.58], [-0.2, 0.42], [-0.6, 0.3], [-0.95, 0.24]], 0.3), expectedLength: 1.3, maxGap: 3 },
  // From the same web, around the ball of the thumb towards the wrist.
  life: { corridor: band([[0.7, 0.9], [0.45, 0.6], [0.32, 0.3], [0.25, 0], [0.25, -0.3], [0.32, -0.6], [0.42, -0.9]], 0.3), expectedLength: 1.5, maxGap: 3 },
  // Up the middle of the palm from near the wrist towards the middle finger; often broken, so longer gaps are bridged.
  fate: { corridor: band([[0.08, -1.05], [0.08, 0.7]], 0.3), expectedLength: 1.3, maxGap: 5 },
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
  const TURN_COST = 3;
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
const SUPPORT = 3.5;
/** One sample's evidence is capped, so a single dark blot cannot pull a path off its course. */
const EVIDENCE_CAP = 40;
const PRESENT_AT = 0.5;
const ROUGH_WINDOW = 11;
/** Roughness (steps) at which a path stops counting as one crease. */
const ROUGH_LIMIT = 1.0;
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
 * The stretch of the path with the most supported steps, bridging gaps of up to `maxGap` steps;
 * crossings of earlier lines (NaN) neither support nor break it.
 */
function supportedStretch(values: number[], maxGap: number): Stretch | undefined {
  const smooth = movingAverage(values, 2);
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
function traceLine(map: CreaseMap, name: LineName): TracedLine & { offCentre: number } {
  const model = MODELS[name];
  const evidence = (p: Point) => evidenceAt(map, p);
  const steps = bestPath(model.corridor, evidence);
  const points = steps.map((m, k) => model.corridor.at(k, m));
  const values = points.map(evidence);
  const stretch = supportedStretch(values, model.maxGap);
  const length = stretch ? (stretch.end - stretch.start + 1) * model.corridor.stepLength : 0;
  const run = stretch ? values.slice(stretch.start, stretch.end + 1) : [];
  const strength = mean(run) || 0;
  // Length carries most of the weight: short runs of strong evidence are the minor creases and
  // skin folds every palm has, while a principal line runs most of its anatomical length. A path
  // that zigzags is a chain of unrelated marks, not a crease.
  const lengthScore = Math.min(1, length / model.expectedLength);
  const strengthScore = Math.max(0, Math.min(1, (strength - SUPPORT) / 10));
  const smoothScore = stretch ? Math.max(0, Math.min(1, (ROUGH_LIMIT - roughness(steps.slice(stretch.start, stretch.end + 1))) / 0.4)) : 0;
  const confidence = Math.round(lengthScore * (0.5 + 0.5 * strengthScore) * smoothScore * 100) / 100;
  const present = confidence >= PRESENT_AT;
  // The path steps one position at a time; a moving average gives back the crease's smooth course.
  const path = stretch ? movingAverage(steps.slice(stretch.start, stretch.end + 1), 3).map((m, k) => model.corridor.at(stretch.start + k, m)) : [];
  if (present) claim(map, path, CLAIM_RADIUS);
  // How far, on average, the stretch runs from the middle of its band, as a share of the band's
  // half-width: how well it keeps the line's typical course.
  const centre = (model.corridor.positions - 1) / 2;
  const offCentre = stretch ? mean(steps.slice(stretch.start, stretch.end + 1).map((m) => Math.abs(m - centre) / centre)) : Infinity;
  return { name, present, confidence, path, offCentre };
}

const meanY = (path: Point[]) => path.reduce((sum, p) => sum + p[1], 0) / (path.length || 1);

/**
 * The heart line's band also holds the head line's end on the little-finger side, and the head line
 * is often the stronger crease. So two creases are traced there; when the second is a line too and
 * runs above the first, it is the heart line, and only its crease is claimed.
 */
function traceHeart(map: CreaseMap): TracedLine & { offCentre: number } {
  const trial = withOwnClaims(map);
  const first = traceLine(trial, 'heart');
  const second = first.present ? traceLine(trial, 'heart') : undefined;
  const heart = second?.present && meanY(second.path) > meanY(first.path) + 0.1 ? second : first;
  if (heart.present) claim(map, heart.path, CLAIM_RADIUS);
  return heart;
}

/** Share of `a`'s points within CLAIM_RADIUS of `b`. */
const sharedBy = (a: Point[], b: Point[]) => a.filter((p) => b.some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= CLAIM_RADIUS)).length / (a.length || 1);

/**
 * Heart and head lines, each looked for in its band without the other's claim first: the bands
 * overlap on the little-finger side, and when a palm lacks one of the two, the other's crease is the
 * best in both. A crease found by both goes to the line whose typical course it keeps closer to; the
 * other line is then looked for again without it.
 */
function traceTransverse(map: CreaseMap): TracedLine[] {
  let heart = traceHeart(withOwnClaims(map));
  let head = traceLine(withOwnClaims(map), 'head');
  if (heart.present && head.present && Math.max(sharedBy(heart.path, head.path), sharedBy(head.path, heart.path)) > 0.5) {
    const trial = withOwnClaims(map);
    if (heart.offCentre <= head.offCentre) {
      claim(trial, heart.path, CLAIM_RADIUS);
      head = traceLine(trial, 'head');
    } else {
      claim(trial, head.path, CLAIM_RADIUS);
      heart = traceHeart(trial);
    }
  }
  for (const line of [heart, head]) if (line.present) claim(map, line.path, CLAIM_RADIUS);
  return [heart, head];
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
  const transverse = traceTransverse(map);
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
