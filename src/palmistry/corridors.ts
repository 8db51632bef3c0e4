// Where each principal line may run, from anatomy in the palm frame (thumb at +x, finger bases at
// y = 1.05; see hand.ts): a band around the line's typical course, walked in steps along it and
// positions across it.
import type { Point } from './hand.js';

export type LineName = 'heart' | 'head' | 'life' | 'fate';

/** Where a line may run: `steps` along it, `positions` across it, and the palm point of each pair. */
export interface Corridor {
  steps: number;
  positions: number;
  /** Palm units per step, for lengths. */
  stepLength: number;
  at(step: number, position: number): Point;
  /**
   * Another line whose course this band overlaps from its start: the band holds that line's crease too, so a
   * crease found here that runs along that line's for longer than the start two lines may share is that line's.
   */
  sharesStartWith?: LineName;
  /**
   * Where a crease in this band is its own line's whatever it shares: when it reaches this far across the palm
   * (x at most), beyond any course of the line it shares its start with. Unset: never.
   */
  ownPast?: number;
}

/** How each line is searched for: its corridors from anatomy and the length a full line has. */
export interface LineModel {
  /** The courses the line may take, its typical one first; each is searched and their creases compete. */
  corridors: Corridor[];
  expectedLength: number;
  /** Unsupported steps bridged inside one line (a faint or crossed stretch). */
  maxGap: number;
  /** Palm units along the corridor by which the line must have begun, when anatomy fixes where it starts. */
  startsBy?: number;
  /** Evidence (noise units) the traced stretch's far end must reach, when a faint end tends to run on into other creases (for a line faint all along, its own median). */
  endsAt?: number;
  /**
   * Where the line is reported while it runs (its traced crease is cut at the first point outside): the part of
   * its band beyond holds other creases as strong as its own, which its far end runs on into.
   */
  reportedWhile?: (p: Point) => boolean;
}

/** Palm units between steps along a band and between positions across it. */
export const STEP = 0.02;

/**
 * A band `halfWidth` palm units either side of a template polyline: steps every STEP along it, and
 * positions across it along its normal (smoothed over 0.1 units, so bends do not fold the band).
 * Position 0 is on the normal's negative side: to the right of the direction of travel, in the palm frame.
 */
export function band(template: Point[], halfWidth: number, options: Pick<Corridor, 'sharesStartWith' | 'ownPast'> = {}): Corridor {
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
    ...options,
    at: (k, m) => {
      const f = frames[k]!;
      const offset = -halfWidth + m * STEP;
      return [f.centre[0] + offset * f.normal[0], f.centre[1] + offset * f.normal[1]];
    },
  };
}

/**
 * The sloping head line's course (towards the wrist on the little-finger side), the mean of the two tuning photos
 * whose head line leaves the flatter band (ntust-ip 0109/1_02 and 1_06). It holds the life line's upper half too.
 */
const SLOPING_HEAD: Point[] = [[0.8, 0.85], [0.45, 0.7], [0.05, 0.3], [-0.25, 0.02], [-0.55, -0.25]];

/**
 * Each line's typical course in palm units, from where it starts, measured on the development set's annotated
 * photos in this frame: the middle of its first band.
 */
export const TYPICAL_COURSES: Record<LineName, Point[]> = {
  // From the little-finger edge, rising across below the finger bases towards the index or middle finger.
  heart: [[-1.05, 0.62], [-0.6, 0.7], [-0.2, 0.86], [0.2, 1.02], [0.5, 1.14]],
  // From the web between thumb and index finger, across the middle of the palm.
  head: [[1.05, 0.88], [0.6, 0.78], [0.2, 0.58], [-0.2, 0.42], [-0.6, 0.3], [-0.95, 0.24]],
  // From the same web, around the ball of the thumb towards the wrist.
  life: [[0.7, 0.9], [0.45, 0.6], [0.32, 0.3], [0.25, 0], [0.25, -0.3], [0.32, -0.6], [0.42, -0.9]],
  // Up the middle of the palm from near the wrist towards the middle finger.
  fate: [[0.08, -1.05], [0.08, 0.7]],
};

/**
 * How far down the palm a life line is reported: below this its band runs beside the fate line's lower half and
 * into the wrist's creases, which the trace follows as readily as the life line's faint end. On the weak-label
 * phone photos, most life lines traced further leave their box (docs/palmistry.md).
 */
export const LIFE_REPORTED_DOWN_TO = -0.55;
/**
 * How far towards the little-finger edge a head line is reported: beyond this (past the middle of the ring
 * finger's width), its trace runs on out to the palm's edge or up into the heart line's start.
 */
export const HEAD_REPORTED_OUT_TO = -0.4;

/** Anatomical corridors in palm units: bands around each line's typical course, wide enough for the spread seen on the development set. */
export const LINE_MODELS: Record<LineName, LineModel> = {
  heart: { corridors: [band(TYPICAL_COURSES.heart, 0.4)], expectedLength: 1.3, maxGap: 3 },
  // Across the middle of the palm or sloping towards the wrist. Its faint far end often runs on into minor
  // creases, so it is cut where the crease is clearly there.
  head: {
    // The flatter band holds the life line's start: a crease there that runs along it and stays on the thumb's side
    // of the palm's middle (x > 0) is the life line's. The sloping band holds its upper half, and there the head line
    // crosses the middle as the life line's upper half does, so nothing is exempt.
    corridors: [
      band(TYPICAL_COURSES.head, 0.3, { sharesStartWith: 'life', ownPast: 0 }),
      band(SLOPING_HEAD, 0.3, { sharesStartWith: 'life' }),
    ],
    expectedLength: 1.3,
    maxGap: 3,
    endsAt: 7,
    reportedWhile: ([x]) => x >= HEAD_REPORTED_OUT_TO,
  },
  life: { corridors: [band(TYPICAL_COURSES.life, 0.3)], expectedLength: 1.5, maxGap: 3, startsBy: 0.4, reportedWhile: ([, y]) => y >= LIFE_REPORTED_DOWN_TO },
  // Often broken, so longer gaps are bridged.
  fate: { corridors: [band(TYPICAL_COURSES.fate, 0.3)], expectedLength: 1.3, maxGap: 5 },
};
