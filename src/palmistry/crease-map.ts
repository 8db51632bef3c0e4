// Crease evidence in the palm frame: creases are thin dark valleys, so a Hessian valley filter on the
// illumination-flattened green channel, inside the palm's outline from its landmarks, measures them, in
// units of the palm's own noise level. Traced lines claim their crease on the map so later lines cannot reuse it.
import { toImage, toPalm, type PalmFrame, type Point } from './hand.js';
import { darkValleys, erode, gaussianBlurAt, plane, sample, type Mask, type Plane } from './raster.js';

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
/** One sample's evidence is capped, so a single dark blot cannot pull a path off its course. */
const EVIDENCE_CAP = 40;

/** The value at rank ⌊n/2⌋ of the sorted values (0 when there are none), found by selection (Hoare's partition), not a full sort; reorders `values`. */
function median(values: Float64Array): number {
  const k = values.length >> 1;
  let [lo, hi] = [0, values.length - 1];
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let [i, j] = [lo, hi];
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j]!, values[i]!];
        i++;
        j--;
      }
    }
    // Now values[lo..j] ≤ pivot ≤ values[i..hi], and anything between equals the pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k] ?? 0;
}

/**
 * Where the horizontal line at height y crosses the polygon's edges, in increasing x: a point on that
 * line lies inside (even-odd rule) when an odd number of them lie to its right.
 */
function crossings(poly: Point[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y) xs.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
  }
  return xs.sort((a, b) => a - b);
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

/** The crease map's grid: its size, and each grid pixel inside the palm's outline with where it falls on the photo (index, x, y). */
export interface PalmGrid {
  width: number;
  height: number;
  at: number[];
  /** Photo pixels per grid pixel. */
  shrink: number;
}

export function palmGrid(frame: PalmFrame, landmarks: Point[]): PalmGrid {
  const P = GRID.pxPerUnit;
  const w = Math.round((GRID.xMax - GRID.xMin) * P);
  const h = Math.round((GRID.yMax - GRID.yMin) * P);
  const outline = palmOutline(landmarks.map((p) => toPalm(frame, p)));
  // Row by row, the outline's crossings are found once and passed as x grows.
  const at: number[] = [];
  for (let j = 0; j < h; j++) {
    const y = GRID.yMax - j / P;
    const xs = crossings(outline, y);
    let passed = 0;
    for (let i = 0; i < w; i++) {
      const x = GRID.xMin + i / P;
      while (passed < xs.length && xs[passed]! <= x) passed++;
      if ((xs.length - passed) % 2 === 0) continue;
      const [px, py] = toImage(frame, [x, y]);
      at.push(j * w + i, px, py);
    }
  }
  return { width: w, height: h, at, shrink: frame.scale / P };
}

/**
 * A photo channel resampled onto the grid, divided by its local mean level (mask-weighted), so shadows and
 * gradients do not read as creases; 1 outside the palm. `inside` marks the grid pixels that fell on the photo.
 */
export function flatOnGrid(channel: Plane, grid: PalmGrid): { flat: Plane; inside: Plane } {
  const { width: w, height: h, at } = grid;
  // A photo much finer than the grid is smoothed first, so sampling does not alias; only around the
  // points sampled, the palm's footprint on the photo.
  let source = channel;
  if (grid.shrink > 1.5) {
    const sampled: Mask = { width: channel.width, height: channel.height, data: new Uint8Array(channel.data.length) };
    for (let n = 0; n < at.length; n += 3) {
      const [x, y] = [Math.floor(at[n + 1]!), Math.floor(at[n + 2]!)];
      if (x < 0 || y < 0 || x >= channel.width || y >= channel.height) continue;
      // The 2×2 pixels a bilinear sample reads, whichever side of the photo's edge it is clamped to.
      for (let v = Math.max(0, y - 1); v <= Math.min(channel.height - 1, y + 1); v++) sampled.data.fill(1, v * channel.width + Math.max(0, x - 1), v * channel.width + Math.min(channel.width - 1, x + 1) + 1);
    }
    source = gaussianBlurAt(channel, 0.5 * grid.shrink, sampled);
  }
  const grey = plane(w, h);
  const inside = plane(w, h);
  for (let n = 0; n < at.length; n += 3) {
    const g = sample(source, at[n + 1]!, at[n + 2]!);
    if (Number.isNaN(g)) continue;
    inside.data[at[n]!] = 1;
    grey.data[at[n]!] = g;
  }
  // Both blurs are read only inside the outline, so only there are they worked out.
  const insideMask: Mask = { width: w, height: h, data: Uint8Array.from(inside.data) };
  const localSum = gaussianBlurAt(grey, 0.12 * GRID.pxPerUnit, insideMask);
  const localWeight = gaussianBlurAt(inside, 0.12 * GRID.pxPerUnit, insideMask);
  const flat = plane(w, h);
  for (let k = 0; k < flat.data.length; k++) {
    flat.data[k] = inside.data[k] && localSum.data[k]! > 0 ? grey.data[k]! * (localWeight.data[k]! / localSum.data[k]!) : 1;
  }
  return { flat, inside };
}

/** The grid pixels far enough inside the outline to judge (1): the outline's edge itself reads as a valley. */
export const palmCore = (inside: Plane): Plane => erode(inside, Math.round(EDGE_MARGIN * GRID.pxPerUnit));

/** `values` in units of their spread over the palm's core (median and median absolute deviation); NaN off the core. */
export function inNoiseUnits(values: Plane, core: Plane): Plane {
  let count = 0;
  for (let k = 0; k < core.data.length; k++) if (core.data[k]! > 0.5) count++;
  const inCore = new Float64Array(count);
  for (let k = 0, n = 0; k < core.data.length; k++) if (core.data[k]! > 0.5) inCore[n++] = values.data[k]!;
  const mid = median(inCore.slice());
  const spread = 1.4826 * median(inCore.map((v) => Math.abs(v - mid))) + 1e-6;
  const z = plane(values.width, values.height);
  for (let k = 0; k < z.data.length; k++) z.data[k] = core.data[k]! > 0.5 ? (values.data[k]! - mid) / spread : NaN;
  return z;
}

/** Evidence already in noise units, as a map lines can be traced and claimed on. */
export const mapOf = (z: Plane): CreaseMap => ({ z, claimed: new Uint8Array(z.data.length), pxPerUnit: GRID.pxPerUnit, xMin: GRID.xMin, yMax: GRID.yMax });

/**
 * Resamples the photo's green channel (creases show best in it) into the palm frame and measures
 * dark valleys there, inside the palm's outline, in units of the palm's own noise level.
 */
export function creaseMap(green: Plane, frame: PalmFrame, landmarks: Point[]): CreaseMap {
  const { flat, inside } = flatOnGrid(green, palmGrid(frame, landmarks));
  const valleys = plane(flat.width, flat.height);
  for (const sigma of VALLEY_SIGMAS) {
    const strength = darkValleys(flat, sigma * GRID.pxPerUnit);
    for (let k = 0; k < valleys.data.length; k++) valleys.data[k] = Math.max(valleys.data[k]!, strength.data[k]!);
  }
  return mapOf(inNoiseUnits(valleys, palmCore(inside)));
}

/**
 * Crease evidence at a palm point, capped so a single dark blot cannot pull a path off its course;
 * -1 off the palm, NaN where an earlier line runs (neither evidence for nor against a crossing line).
 */
export function evidenceAt(map: CreaseMap, [x, y]: Point): number {
  const i = (x - map.xMin) * map.pxPerUnit;
  const j = (map.yMax - y) * map.pxPerUnit;
  if (map.claimed[Math.round(j) * map.z.width + Math.round(i)]) return NaN;
  const v = sample(map.z, i, j);
  return Number.isNaN(v) ? -1 : Math.min(EVIDENCE_CAP, v);
}

/** Marks the crease within `radius` palm units of the path as taken, so a later line cannot follow it. */
export function claim(map: CreaseMap, path: Point[], radius: number): void {
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

/** The same evidence with a claim layer of its own, to try a line without committing its claim. */
export const withOwnClaims = (map: CreaseMap): CreaseMap => ({ ...map, claimed: map.claimed.slice() });
