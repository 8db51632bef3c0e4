// Finds and names the four principal lines on the crease map (crease-map.ts): each line is the best
// path through the evidence inside the corridor anatomy gives it (corridors.ts, path-search.ts), traced
// in the order heart, head, life, fate so a later line cannot reuse an earlier one's crease. A line is
// reported only over the stretch where the image supports it, and absent when that stretch is too
// short or too faint: the overlay never shows a line that is not in the photo.
import { toImage, type PalmFrame, type Point } from './hand.js';
import { claim, evidenceAt, withOwnClaims, type CreaseMap } from './crease-map.js';
import { LINE_MODELS, type LineName } from './corridors.js';
import { bestPath, mean, movingAverage, roughness, supportedStretch, SUPPORT } from './path-search.js';

export type { LineName } from './corridors.js';
export type { CreaseMap } from './crease-map.js';
export { creaseMap } from './crease-map.js';
export const LINE_NAMES: readonly LineName[] = ['heart', 'head', 'life', 'fate'];

/**
 * One principal line as read from a palm. The same line travels from the tracer (path in palm units)
 * through the detector (working image pixels) to the reading (the upright photo's pixels); whoever
 * holds it says which.
 */
export interface PalmLine {
  name: LineName;
  present: boolean;
  /** 0..1, from the traced stretch's length against the expected one, its crease strength and smoothness. */
  confidence: number;
  /** The best supported stretch, also when too weak to report present (empty when none); readings keep it only when present. */
  path: Point[];
}

const PRESENT_AT = 0.5;
/** Highest confidence of a line that begins later along its corridor than anatomy allows (see LineModel.startsBy). */
const LATE_CAP = 0.3;
/** Roughness (positions) at which a path stops counting as one crease. */
const ROUGH_LIMIT = 1.0;
/** Palm units around a found line that later lines may not use (crease width plus the filter's reach). */
const CLAIM_RADIUS = 0.08;

type Traced = PalmLine & { offCentre: number };

/** Traces one line and claims its crease on `map`, so later lines cannot use it. */
function traceLine(map: CreaseMap, name: LineName): Traced {
  const model = LINE_MODELS[name];
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
  const fullConfidence = Math.round(lengthScore * (0.5 + 0.5 * strengthScore) * smoothScore * 100) / 100;
  const late = stretch && model.startsBy !== undefined && lateStart(values, stretch.start) * model.corridor.stepLength > model.startsBy;
  const confidence = late ? Math.min(fullConfidence, LATE_CAP) : fullConfidence;
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

/** Steps before `start` that are not an earlier line's crease (NaN): how late along its corridor a line begins. */
function lateStart(values: number[], start: number): number {
  let k = start;
  while (k > 0 && Number.isNaN(values[k - 1]!)) k--;
  return k;
}

const meanY = (path: Point[]) => path.reduce((sum, p) => sum + p[1], 0) / (path.length || 1);

/**
 * The heart line's band also holds the head line's end on the little-finger side, and the head line
 * is often the stronger crease. So two creases are traced there; when the second is a line too and
 * runs above the first, it is the heart line, and only its crease is claimed.
 */
function traceHeart(map: CreaseMap): Traced {
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
function traceTransverse(map: CreaseMap): Traced[] {
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

/**
 * How much a found line counts when choosing the order of life and fate: nearly every palm has a life
 * line, many have no fate line, so a crease both could take counts more as the life line.
 */
const PRIOR: Partial<Record<LineName, number>> = { life: 1, fate: 0.5 };
const weight = (lines: PalmLine[]) => lines.reduce((s, l) => s + (PRIOR[l.name] ?? 1) * l.confidence ** 2, 0);

/**
 * Traces the four lines, each claiming its crease before the next looks (heart, then head). The life
 * line's corridor (an arc around the thumb's mound) and the fate line's (up the middle) overlap, so
 * both orders are tried and the one with the larger weighted sum of squared confidences kept: one
 * whole crease beats the same crease split between two lines, and a crease counts more as the life
 * line (PRIOR). `map` ends with the kept claims.
 */
export function traceLines(map: CreaseMap): PalmLine[] {
  const transverse = traceTransverse(map);
  const orders = (['life', 'fate'] as const).map((first) => {
    const trial = withOwnClaims(map);
    const lines = first === 'life' ? [traceLine(trial, 'life'), traceLine(trial, 'fate')] : [traceLine(trial, 'fate'), traceLine(trial, 'life')];
    return { trial, lines };
  });
  const best = weight(orders[1]!.lines) > weight(orders[0]!.lines) ? orders[1]! : orders[0]!;
  map.claimed.set(best.trial.claimed);
  const all: Traced[] = [...transverse, ...best.lines];
  return LINE_NAMES.map((name) => {
    const { offCentre: _, ...line } = all.find((l) => l.name === name)!;
    return line;
  });
}

/** A traced line's path in image pixels. */
export const pathInImage = (frame: PalmFrame, path: Point[]): Point[] => path.map((p) => toImage(frame, p));
