// How a detected line is judged against a hand-drawn crease (issue 12): placed when it is reported present,
// the drawn path covers at least 60 % of the annotated crease within 6 % of the palm's width, and at least
// 60 % of what is drawn lies that close to the crease. The geometry is scoreLine's (both directions).
import { distanceToPolyline, resample, scoreLine, type LineScore } from '../test/helpers/palm-score.js';
import type { LineName } from '../src/palmistry/lines.js';
import type { AnnotatedLine, Point } from './palm-annotations.js';

export const TOLERANCE_OF_PALM_WIDTH = 0.06;
export const MIN_COVERAGE = 0.6;
export const MIN_PRECISION = 0.6;

/** What the service said about one line: `points` in image pixels, undefined when it sent none. */
export interface ReportedLine { present: boolean; points?: Point[] }

export type Verdict =
  | { kind: 'placed'; score: LineScore }
  | { kind: 'off'; score: LineScore }
  | { kind: 'missed' }
  | { kind: 'no_points' }
  | { kind: 'absent_right' }
  | { kind: 'false_alarm' }
  | { kind: 'not_judged' }
  /** Set by the runner when the service refused the photo: its drawn lines are not placed. */
  | { kind: 'refused' };

export function palmWidth(indexBase: Point, littleBase: Point): number {
  return Math.hypot(indexBase[0] - littleBase[0], indexBase[1] - littleBase[1]);
}

/** One (photo, line) pair; only `placed` and `absent_right` are right answers, `not_judged` counts nowhere. */
export function judgeLine(truth: AnnotatedLine, reported: ReportedLine, width: number): Verdict {
  if ('unknown' in truth) return { kind: 'not_judged' };
  if ('absent' in truth) return reported.present ? { kind: 'false_alarm' } : { kind: 'absent_right' };
  if (!reported.present) return { kind: 'missed' };
  if (!reported.points) return { kind: 'no_points' };
  const score = scoreLine(truth.points, reported.points, TOLERANCE_OF_PALM_WIDTH * width);
  return { kind: score.recall >= MIN_COVERAGE && score.precision >= MIN_PRECISION ? 'placed' : 'off', score };
}

/**
 * Whether a line that is not on its own drawn crease runs along the photo's other drawn creases instead: at least
 * MIN_PRECISION of its path within the tolerance of any of `others` (a drawn crease under another line's name,
 * rather than a mark no one drew).
 */
export function onOtherCrease(others: Point[][], points: Point[], width: number): boolean {
  const drawn = others.filter((o) => o.length >= 2);
  if (!drawn.length || points.length < 2) return false;
  const path = resample(points);
  const near = path.filter((p) => drawn.some((o) => distanceToPolyline(p, o) <= TOLERANCE_OF_PALM_WIDTH * width)).length;
  return near / path.length >= MIN_PRECISION;
}

// The weak-label rule (issue 46): a dataset that boxes each line instead of drawing it. A line is judged against
// its box grown on every side by BOX_MARGIN_OF_PALM_WIDTH of the palm's width, along its path resampled every
// 2 px so long and short segments weigh the same.
export const BOX_MARGIN_OF_PALM_WIDTH = 0.05;
/** Share of the path that must lie inside the line's grown box. */
export const MIN_INSIDE_BOX = 0.8;
/** Share of the box's long side that the path inside it must span along that side. */
export const MIN_BOX_SPAN = 0.5;
/** More than this share of the path inside another line's grown box (and more than in its own) is a swap. */
export const SWAP_SHARE = 0.5;

/** An axis-aligned box in image pixels. */
export interface Box { x0: number; y0: number; x1: number; y1: number }

export type BoxVerdict = 'consistent' | 'swapped' | 'misplaced' | 'absent' | 'refused';

const longSide = (b: Box): number => Math.max(b.x1 - b.x0, b.y1 - b.y0);
const grow = (b: Box, m: number): Box => ({ x0: b.x0 - m, y0: b.y0 - m, x1: b.x1 + m, y1: b.y1 + m });
const inBox = (b: Box) => ([x, y]: Point): boolean => x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;

/**
 * The palm's width where no finger bases are annotated: the heart box's long side (the heart line runs
 * across the palm from its edge to below the index or middle finger, about the span of the finger bases).
 */
export const boxedPalmWidth = (heart: Box): number => longSide(heart);

/** Share of `path` (already resampled) inside `box` grown by `margin`. */
const shareInside = (path: Point[], box: Box, margin: number): number => path.filter(inBox(grow(box, margin))).length / path.length;

/** Whether `path` (resampled) is consistent with `box`: mostly inside it grown, spanning half its long side. */
function fitsBox(path: Point[], box: Box, margin: number): boolean {
  const inside = path.filter(inBox(grow(box, margin)));
  if (inside.length < MIN_INSIDE_BOX * path.length) return false;
  const along = box.x1 - box.x0 >= box.y1 - box.y0 ? 0 : 1;
  const coords = inside.map((p) => p[along]);
  return Math.max(...coords) - Math.min(...coords) >= MIN_BOX_SPAN * longSide(box);
}

/**
 * One reported line against the weak labels: `own` are its boxes (usually one), `others` the boxes of the other
 * principal lines by name. Consistent when it fits one of its own boxes; swapped, `into` the other line, when,
 * not consistent, more than SWAP_SHARE of it (and more than inside its own box) lies in that line's grown box;
 * else misplaced.
 */
export function judgeBoxedLine(reported: ReportedLine, own: Box[], others: Partial<Record<LineName, Box[]>>, palmWidthPx: number): { kind: BoxVerdict; into?: LineName } {
  if (!reported.present) return { kind: 'absent' };
  if (!reported.points || reported.points.length < 2) return { kind: 'misplaced' };
  const path = resample(reported.points);
  const margin = BOX_MARGIN_OF_PALM_WIDTH * palmWidthPx;
  if (own.some((b) => fitsBox(path, b, margin))) return { kind: 'consistent' };
  const share = (boxes: Box[]) => Math.max(0, ...boxes.map((b) => shareInside(path, b, margin)));
  const inOwn = share(own);
  const [into, inOther] = (Object.entries(others) as [LineName, Box[]][]).map(([n, boxes]) => [n, share(boxes)] as const).reduce((a, b) => (b[1] > a[1] ? b : a), ['heart', 0] as const);
  return inOther > SWAP_SHARE && inOther > inOwn ? { kind: 'swapped', into } : { kind: 'misplaced' };
}
