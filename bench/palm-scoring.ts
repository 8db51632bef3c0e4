// How a detected line is judged against a hand-drawn crease (issue 12): placed when it is reported present,
// the drawn path covers at least 60 % of the annotated crease within 6 % of the palm's width, and at least
// 60 % of what is drawn lies that close to the crease. The geometry is scoreLine's (both directions).
import { distanceToPolyline, resample, scoreLine, type LineScore } from '../test/helpers/palm-score.js';
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
