// Finds and names the four principal lines on the crease map (crease-map.ts): each line is the best
// path through the evidence inside the corridor anatomy gives it (corridors.ts, path-search.ts), traced
// in the order heart, head, life, fate so a later line cannot reuse an earlier one's crease. A line is
// reported only over the stretch where the image supports it, and absent when that stretch is too
// short or too faint: the overlay never shows a line that is not in the photo.
import { toImage, type PalmFrame, type Point } from './hand.js';
import { claim, evidenceAt, withOwnClaims, type CreaseMap } from './crease-map.js';
import { LINE_MODELS, STEP, type Corridor, type LineName } from './corridors.js';
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

/** What the tracer measured along a line's supported stretch, each 0..1 except where said. */
export interface LineEvidence {
  /** Stretch length against the length a full line has. */
  length: number;
  /** Mean crease strength above the support level, scaled. */
  strength: number;
  /** 1 for a smooth course, 0 for a zigzag. */
  smooth: number;
  /** 1 when the line begins later along its corridor than anatomy allows. */
  late: number;
  /** Mean distance from the middle of its band, as a share of the band's half-width. */
  offCentre: number;
  /** 1 for the fate line, which is often absent and whose band holds many short creases. */
  fate: number;
}

const PRESENT_AT = 0.5;
/** Highest confidence of a line that begins later along its corridor than anatomy allows (see LineModel.startsBy). */
const LATE_CAP = 0.3;
/** Highest confidence of a line left out of the heart/head pair (its band's best crease is the other line's). */
const LEFT_OUT_CAP = 0.3;
/** Roughness (positions) at which a path stops counting as one crease. */
const ROUGH_LIMIT = 1.0;
/**
 * Palm units of another line's crease a line may run along: two lines may begin as one crease, then part, and
 * a line crossing another at a shallow angle runs inside its claim for about as long.
 */
const SHARED_START = 0.3;
/** Palm units around a found line that later lines may not use (crease width plus the filter's reach). */
const CLAIM_RADIUS = 0.08;

/** A line as traced, with the evidence measured along it (for calibrating confidence, bench/palm-calibration.ts) and the corridor it was found in. */
export type Traced = PalmLine & { offCentre: number; evidence?: LineEvidence; corridor?: Corridor };

/** Traces one line on `map` inside one of its corridors; the caller claims its crease when it keeps it. */
function traceIn(map: CreaseMap, name: LineName, corridor: Corridor): Traced {
  const model = LINE_MODELS[name];
  const evidence = (p: Point) => evidenceAt(map, p);
  const steps = bestPath(corridor, evidence);
  const points = steps.map((m, k) => corridor.at(k, m));
  const values = points.map(evidence);
  const stretch = supportedStretch(values, model.maxGap, model.endsAt, Math.round(SHARED_START / corridor.stepLength));
  const length = stretch ? (stretch.end - stretch.start + 1) * corridor.stepLength : 0;
  const run = stretch ? values.slice(stretch.start, stretch.end + 1) : [];
  const strength = mean(run) || 0;
  // Length carries most of the weight: short runs of strong evidence are the minor creases and
  // skin folds every palm has, while a principal line runs most of its anatomical length. A path
  // that zigzags is a chain of unrelated marks, not a crease.
  const lengthScore = Math.min(1, length / model.expectedLength);
  const strengthScore = Math.max(0, Math.min(1, (strength - SUPPORT) / 10));
  const smoothScore = stretch ? Math.max(0, Math.min(1, (ROUGH_LIMIT - roughness(steps.slice(stretch.start, stretch.end + 1))) / 0.4)) : 0;
  const fullConfidence = Math.round(lengthScore * (0.5 + 0.5 * strengthScore) * smoothScore * 100) / 100;
  const late = stretch && model.startsBy !== undefined && lateStart(values, stretch.start) * corridor.stepLength > model.startsBy;
  const confidence = late ? Math.min(fullConfidence, LATE_CAP) : fullConfidence;
  const present = confidence >= PRESENT_AT;
  // The path steps one position at a time; a moving average gives back the crease's smooth course.
  const path = stretch ? movingAverage(steps.slice(stretch.start, stretch.end + 1), 3).map((m, k) => corridor.at(stretch.start + k, m)) : [];
  // How far, on average, the stretch runs from the middle of its band, as a share of the band's
  // half-width: how well it keeps the line's typical course.
  const centre = (corridor.positions - 1) / 2;
  const offCentre = stretch ? mean(steps.slice(stretch.start, stretch.end + 1).map((m) => Math.abs(m - centre) / centre)) : Infinity;
  const measured: LineEvidence | undefined = stretch && { length: lengthScore, strength: strengthScore, smooth: smoothScore, late: late ? 1 : 0, offCentre, fate: name === 'fate' ? 1 : 0 };
  return { name, present, confidence, path, offCentre, evidence: measured, corridor };
}

/** Traces one line on `map` in each of its corridors and keeps the most confident. */
function traceLine(map: CreaseMap, name: LineName): Traced {
  const traced = LINE_MODELS[name].corridors.map((c) => traceIn(map, name, c));
  return traced.reduce((best, line) => (line.confidence > best.confidence ? line : best));
}

/** Steps before `start` that are not an earlier line's crease (NaN): how late along its corridor a line begins. */
function lateStart(values: number[], start: number): number {
  let k = start;
  while (k > 0 && Number.isNaN(values[k - 1]!)) k--;
  return k;
}

/** Share of `a`'s points within CLAIM_RADIUS of `b`. */
const sharedBy = (a: Point[], b: Point[]) => a.filter((p) => b.some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= CLAIM_RADIUS)).length / (a.length || 1);

/** How many creases are tried in each of the heart and head bands. */
const CANDIDATES = 3;
/** Palm units the heart line must run above the head line wherever both cross the same width of the palm. */
const ABOVE_BY = 0.04;
/** Palm units of width within which a point of one line is compared with a point of the other. */
const SAME_WIDTH = 0.03;
/** How far towards the little-finger edge a heart line reaches (x at most), and a head line towards the thumb (x at least). */
const HEART_REACHES = -0.5;
const HEAD_REACHES = 0.4;
/** Weight of a line that does not reach its anatomical edge, in a pair's score. */
const SHORT_OF_EDGE = 0.5;

/**
 * The creases in each of a line's corridors, strongest first, each traced with the ones before it in that
 * corridor claimed; the first (of the typical course) may have no stretch.
 */
export function candidates(map: CreaseMap, name: LineName, count = CANDIDATES): Traced[] {
  return LINE_MODELS[name].corridors.flatMap((corridor) => {
    const trial = withOwnClaims(map);
    const found: Traced[] = [];
    for (let i = 0; i < count; i++) {
      const line = traceIn(trial, name, corridor);
      found.push(line);
      if (!line.path.length) break;
      claim(trial, line.path, CLAIM_RADIUS);
    }
    return found;
  });
}

/** Share of the points compared across the same width that may break the order: the heart line's end may meet the head line's start. */
const MAY_MEET = 0.1;

/**
 * Whether `upper` runs above `lower` (towards the fingers) wherever both cross the same width of the palm:
 * of `upper`'s points with a point of `lower` at the same width, all but MAY_MEET of them lie ABOVE_BY higher.
 */
export function runsAbove(upper: Point[], lower: Point[]): boolean {
  let compared = 0;
  let broken = 0;
  for (const [x, y] of upper) {
    const across = lower.filter(([u]) => Math.abs(u - x) <= SAME_WIDTH);
    if (!across.length) continue;
    compared++;
    if (across.some(([, v]) => y < v + ABOVE_BY)) broken++;
  }
  return broken <= MAY_MEET * compared;
}

/** Share of a candidate's weight lost when it runs along its band's edge rather than its middle (a crease two bands share belongs more to the one it runs along the middle of). */
const OFF_COURSE = 0.5;

/** A candidate's weight in a pair: its confidence, less off its band's middle and when it stops short of the edge its line starts from. */
function pairWeight(line: Traced): number {
  if (!line.path.length) return 0;
  const xs = line.path.map((p) => p[0]);
  const reaches = line.name === 'heart' ? Math.min(...xs) <= HEART_REACHES : Math.max(...xs) >= HEAD_REACHES;
  return line.confidence * (1 - OFF_COURSE * Math.min(1, line.offCentre)) * (reaches ? 1 : SHORT_OF_EDGE);
}

/** Palm units within which two lines' far ends meet. */
const ENDS_MEET = 0.1;
/**
 * Whether the heart line's far end (towards the index finger) meets the head line's far end (the little-finger
 * side): never in a palm, where they end on opposite sides, but so when one crease is split between the two.
 */
const endsMeet = (heart: Point[], head: Point[]): boolean =>
  heart.length > 0 && head.length > 0 && Math.hypot(heart.at(-1)![0] - head.at(-1)![0], heart.at(-1)![1] - head.at(-1)![1]) <= ENDS_MEET;

/**
 * Heart and head lines chosen together. Their bands overlap, and on palms whose heart line runs close to
 * the finger bases the heart band's strongest crease is the head line; traced one at a time, heart takes
 * the head line's crease and head the next one down. So a few creases are traced in each band and the
 * pair kept that carries the most evidence while the heart line runs above the head line everywhere
 * across the palm, the two are not the same crease, each keeps near its band's middle and reaches the edge
 * it starts from (heart the little-finger side, head the thumb side). Either may be left out. `traced`
 * adds pairs whose second line was traced with the first one's crease claimed (see tracedGiven).
 */
export function assignTransverse(hearts: Traced[], heads: Traced[], traced: Array<[Traced, Traced]> = []): [Traced, Traced] {
  // Either line may be absent (undefined): a palm may lack one, and then the other's crease is the best in both bands.
  const pairs: Array<[Traced | undefined, Traced | undefined]> = [];
  for (const heart of [...hearts, undefined]) for (const head of [...heads, undefined]) pairs.push([heart, head]);
  let best: { heart?: Traced; head?: Traced; score: number } = { score: 0 };
  for (const [heart, head] of [...pairs, ...traced]) {
    if (heart && head) {
      const distinct = Math.max(sharedBy(heart.path, head.path), sharedBy(head.path, heart.path)) <= 0.3;
      if (!distinct || !runsAbove(heart.path, head.path) || endsMeet(heart.path, head.path)) continue;
    }
    const score = (heart ? pairWeight(heart) : 0) + (head ? pairWeight(head) : 0);
    if (score > best.score) best = { heart, head, score };
  }
  // A line left out keeps its band's best crease, reported absent: that crease is the other line's or too weak.
  const leftOut = (line: Traced): Traced => ({ ...line, present: false, confidence: Math.min(line.confidence, LEFT_OUT_CAP) });
  // A band whose every crease was another line's (ownCreaseOn) has none to offer.
  const strongest = (lines: Traced[], name: LineName): Traced =>
    lines.length ? lines.reduce((a, b) => (b.confidence > a.confidence ? b : a)) : { name, present: false, confidence: 0, path: [], offCentre: Infinity };
  return [best.heart ?? leftOut(strongest(hearts, 'heart')), best.head ?? leftOut(strongest(heads, 'head'))];
}

/** Palm units a head line's far end may rise back towards the fingers before it counts as having run on into another crease. */
const HEAD_RISE = 0.06;

/**
 * A head line slopes away from the fingers as it crosses to the little-finger side; where its traced
 * far end turns back up by more than HEAD_RISE, it has run on into another crease (often the heart
 * line's start), so it stops at its lowest point there. Only the far half (x < 0) is judged: near the
 * thumb the line may wave.
 */
export function stopHeadRise(path: Point[]): Point[] {
  let lowest = -1;
  for (let i = 0; i < path.length; i++) {
    const [x, y] = path[i]!;
    if (x >= 0) continue;
    if (lowest < 0 || y < path[lowest]![1]) lowest = i;
    else if (y > path[lowest]![1] + HEAD_RISE) return path.slice(0, lowest + 1);
  }
  return path;
}

/**
 * Pairs in which one line is traced with the other's candidate crease claimed. A band's best path often
 * runs along its own line for half the palm and then on into the other line's crease (the head line's
 * far end into the heart line's start, on the little-finger side); traced on its own, such a path is
 * not distinct from the other line and the pair is dropped, so the line is left short or out. With the
 * other crease taken, the path has to keep to its own.
 */
function tracedGiven(map: CreaseMap, hearts: Traced[], heads: Traced[]): Array<[Traced, Traced]> {
  // One line traced in each of its corridors with the other's crease claimed.
  const given = (other: Traced, name: LineName): Traced[] => {
    const trial = withOwnClaims(map);
    claim(trial, other.path, CLAIM_RADIUS);
    return LINE_MODELS[name].corridors.map((c) => traceIn(trial, name, c));
  };
  return [
    ...hearts.filter((h) => h.path.length).flatMap((heart) => given(heart, 'head').map((head): [Traced, Traced] => [heart, head])),
    ...heads.filter((h) => h.path.length).flatMap((head) => given(head, 'heart').map((heart): [Traced, Traced] => [heart, head])),
  ];
}

/**
 * Whether a line found in a band that overlaps another line's course (Corridor.sharesStartWith) is its own crease:
 * it runs along that line's best crease on `map` for no longer than a shared start. That crease is traced once per map.
 */
function ownCreaseOn(map: CreaseMap): (line: Traced) => boolean {
  const courses = new Map<LineName, Point[]>();
  return (line) => {
    const other = line.corridor?.sharesStartWith;
    if (!other || !line.path.length) return true;
    const past = line.corridor!.ownPast;
    if (past !== undefined && line.path.some(([x]) => x <= past)) return true;
    if (!courses.has(other)) courses.set(other, traceLine(withOwnClaims(map), other).path);
    // The path has a point every step: its length along the other line's crease is its share there times its length.
    return sharedBy(line.path, courses.get(other)!) * line.path.length * line.corridor!.stepLength <= SHARED_START;
  };
}

/** Share of its length a heart or head line must span across the palm (x). */
const ACROSS = 0.5;
/** Whether a traced heart or head line runs across the palm, as they do, rather than up it, as the fate and life lines do. */
function runsAcross(line: Traced): boolean {
  if (line.path.length < 2) return true;
  const xs = line.path.map(([x]) => x);
  return Math.max(...xs) - Math.min(...xs) >= ACROSS * (line.path.length - 1) * STEP;
}

function traceTransverse(map: CreaseMap): Traced[] {
  const ownLife = ownCreaseOn(map);
  const own = (line: Traced) => runsAcross(line) && ownLife(line);
  const hearts = candidates(map, 'heart').filter(own);
  const heads = candidates(map, 'head').filter(own);
  const [heart, head] = assignTransverse(hearts, heads, tracedGiven(map, hearts, heads).filter((pair) => pair.every(own)));
  const lines = [heart, head.present ? { ...head, path: stopHeadRise(head.path) } : head];
  for (const line of lines) if (line.present) claim(map, line.path, CLAIM_RADIUS);
  return lines;
}

/**
 * A line as reported: its traced crease up to where its model stops reporting it (LineModel.reportedWhile). The
 * crease beyond stays claimed, so no later line takes it. A line that begins beyond is not reported.
 */
function reported(line: Traced): Traced {
  const within = LINE_MODELS[line.name].reportedWhile;
  const k = within && line.present ? line.path.findIndex((p) => !within(p)) : -1;
  if (k < 0) return line;
  return k >= 2 ? { ...line, path: line.path.slice(0, k) } : { ...line, present: false, confidence: Math.min(line.confidence, LATE_CAP) };
}

/** Points of `a` compared with a point of `b` at the same height before `a` can be said to run on the thumb's side of `b`. */
const SIDE_BY_SIDE = 5;
/** Whether `a` runs on the thumb's side of `b` (larger x) at most of the heights both cross. */
export function thumbwardOf(a: Point[], b: Point[]): boolean {
  let compared = 0;
  let thumbward = 0;
  for (const [x, y] of a) {
    const level = b.filter(([, v]) => Math.abs(v - y) <= SAME_WIDTH);
    if (!level.length) continue;
    compared++;
    if (level.every(([u]) => x > u)) thumbward++;
  }
  return compared >= SIDE_BY_SIDE && thumbward > compared / 2;
}

/**
 * How much a found line counts when choosing the order of life and fate: nearly every palm has a life
 * line, many have no fate line, so a crease both could take counts more as the life line.
 */
const PRIOR: Partial<Record<LineName, number>> = { life: 1, fate: 0.5 };
// Only lines reported present count: an absent line claims nothing, so the line traced after it may run on
// the same crease, and counting both would score one crease twice.
const weight = (lines: PalmLine[]) => lines.reduce((s, l) => s + (l.present ? (PRIOR[l.name] ?? 1) * l.confidence ** 2 : 0), 0);

/**
 * Traces the four lines, each claiming its crease before the next looks (heart, then head). The life
 * line's corridor (an arc around the thumb's mound) and the fate line's (up the middle) overlap, so
 * both orders are tried and the one with the larger weighted sum of squared confidences of the lines found kept: one
 * whole crease beats the same crease split between two lines, and a crease counts more as the life
 * line (PRIOR). `map` ends with the kept claims.
 */
export function traceRaw(map: CreaseMap): Traced[] {
  const transverse = traceTransverse(map);
  // Each line traced in turn on `trial`, claiming its crease when found.
  const inTurn = (trial: CreaseMap, names: readonly LineName[]) => ({
    trial,
    lines: names.map((name) => {
      const line = traceLine(trial, name);
      if (line.present) claim(trial, line.path, CLAIM_RADIUS);
      return line;
    }),
  });
  const orders = [inTurn(withOwnClaims(map), ['life', 'fate']), inTurn(withOwnClaims(map), ['fate', 'life'])];
  let best = weight(orders[1]!.lines) > weight(orders[0]!.lines) ? orders[1]! : orders[0]!;
  const life = best.lines.find((l) => l.name === 'life')!;
  const fate = best.lines.find((l) => l.name === 'fate')!;
  // The fate line runs up the palm's middle, never round the thumb's ball: a fate line on the thumb's side of the
  // life line has the life line's crease, and the life line has a crease nearer the middle (the head line's start,
  // or one beside the fate line). Then both are traced again with that nearer crease taken, kept if a life line is found.
  if (life.present && fate.present && thumbwardOf(fate.path, life.path)) {
    const trial = withOwnClaims(map);
    claim(trial, life.path, CLAIM_RADIUS);
    const again = inTurn(trial, ['life', 'fate']);
    if (again.lines[0]!.present) best = again;
  }
  map.claimed.set(best.trial.claimed);
  const all: Traced[] = [...transverse, ...best.lines];
  return LINE_NAMES.map((name) => reported(all.find((l) => l.name === name)!));
}

/** The four lines as reported, with the tracer's own confidence (bench/palm-tune.ts measures what it is worth). */
export const traceLines = (map: CreaseMap): PalmLine[] => traceRaw(map).map(({ name, present, confidence, path }) => ({ name, present, confidence, path }));

/** A traced line's path in image pixels. */
export const pathInImage = (frame: PalmFrame, path: Point[]): Point[] => path.map((p) => toImage(frame, p));
