// Finds the hand in a photo and fixes a palm frame on it, so every palm is seen the same way up and
// size: skin mask (YCrCb), largest region, fingers as thin protrusions, the thumb as the one that
// stands apart, the finger bases where the gaps between fingers begin, and the palm's width below them.
import { components, dilate, distanceTransform, erode, fillHoles, type Mask, type Plane } from './raster.js';

export type Point = [number, number];

/** A photo the detector cannot read, with the reason in words for the caller. */
export class UnusablePalm extends Error {
  override readonly name = 'UnusablePalm';
}

export interface RgbImage {
  width: number;
  height: number;
  /** Interleaved RGB, 3 bytes per pixel. */
  data: Uint8Array;
}

/**
 * Palm coordinates in units of the palm's half-width: x across the palm towards the thumb, y along
 * it towards the fingers, origin at the palm's centre (finger bases at y ≈ 1.05).
 */
export interface PalmFrame {
  origin: Point;
  /** Unit vector (image pixels) towards the fingers. */
  up: Point;
  /** Unit vector (image pixels) towards the thumb. */
  thumbward: Point;
  /** Image pixels per palm unit. */
  scale: number;
}

export const FINGER_BASE_Y = 1.05;

/** The same frame on an image `factor` times larger. */
export const scaledFrame = (f: PalmFrame, factor: number): PalmFrame => ({
  ...f,
  origin: [f.origin[0] * factor, f.origin[1] * factor],
  scale: f.scale * factor,
});

export const toImage = (f: PalmFrame, [x, y]: Point): Point => [
  f.origin[0] + f.scale * (x * f.thumbward[0] + y * f.up[0]),
  f.origin[1] + f.scale * (x * f.thumbward[1] + y * f.up[1]),
];

/** Skin by chroma alone (YCrCb box of the classic skin-detection literature), so light level matters little. */
export function skinMask(img: RgbImage): Mask {
  const data = new Uint8Array(img.width * img.height);
  for (let i = 0; i < data.length; i++) {
    const r = img.data[3 * i]!;
    const g = img.data[3 * i + 1]!;
    const b = img.data[3 * i + 2]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    const cr = 128 + 0.713 * (r - y);
    const cb = 128 + 0.564 * (b - y);
    data[i] = y > 25 && cr >= 134 && cr <= 180 && cb >= 77 && cb <= 130 ? 1 : 0;
  }
  return { width: img.width, height: img.height, data };
}

const asPlane = (m: Mask): Plane => ({ width: m.width, height: m.height, data: new Float32Array(m.data) });
function asMask(p: Plane): Mask {
  const data = new Uint8Array(p.data.length);
  for (let i = 0; i < data.length; i++) data[i] = p.data[i]! > 0.5 ? 1 : 0;
  return { width: p.width, height: p.height, data };
}

/**
 * An opening removes speckle; the largest region with its holes (dark creases) filled is the hand.
 * No closing: it would join fingers held close together.
 */
export function handMask(skin: Mask): Mask {
  const cleaned = asMask(dilate(erode(asPlane(skin), 1), 1));
  const { labels, list } = components(cleaned);
  const largest = list.reduce<(typeof list)[number] | undefined>((best, c) => (!best || c.area > best.area ? c : best), undefined);
  if (!largest || largest.area < 0.03 * skin.width * skin.height) {
    throw new UnusablePalm('No hand found: no skin-coloured region covers enough of the photo; photograph the open palm so it fills most of the frame');
  }
  const data = new Uint8Array(labels.length);
  for (let i = 0; i < data.length; i++) data[i] = labels[i] === largest.label ? 1 : 0;
  return fillHoles({ width: skin.width, height: skin.height, data });
}

const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
const dot = (a: Point, b: Point) => a[0] * b[0] + a[1] * b[1];
const norm = (a: Point): Point => {
  const l = Math.hypot(a[0], a[1]);
  return [a[0] / l, a[1] / l];
};
const inMask = (m: Mask, p: Point) => {
  const x = Math.round(p[0]);
  const y = Math.round(p[1]);
  return x >= 0 && y >= 0 && x < m.width && y < m.height && m.data[y * m.width + x] === 1;
};

/** Distance along `dir` from `from` to the mask's edge, in pixels. */
function reach(m: Mask, from: Point, dir: Point, max: number): number {
  let t = 0;
  while (t < max && inMask(m, [from[0] + dir[0] * t, from[1] + dir[1] * t])) t += 0.5;
  return t;
}

/** Number of separate mask runs crossed by the segment from centre + from·dir to centre + to·dir. */
function runsAcross(m: Mask, centre: Point, dir: Point, from: number, to: number): number {
  let runs = 0;
  let inside = false;
  for (let t = from; t <= to; t += 0.5) {
    const now = inMask(m, [centre[0] + dir[0] * t, centre[1] + dir[1] * t]);
    if (now && !inside) runs++;
    inside = now;
  }
  return runs;
}

export function palmFrame(hand: Mask): PalmFrame {
  const dist = distanceTransform(hand);
  let best = 0;
  for (let i = 1; i < dist.data.length; i++) if (dist.data[i]! > dist.data[best]!) best = i;
  const radius = dist.data[best]!;
  const centre: Point = [best % hand.width, Math.floor(best / hand.width)];

  // Protrusions beyond the palm's inscribed circle: thin ones are fingers and thumb, thick ones the wrist.
  const outside = new Uint8Array(hand.data.length);
  for (let i = 0; i < outside.length; i++) {
    const x = i % hand.width;
    const y = (i - x) / hand.width;
    outside[i] = hand.data[i] && Math.hypot(x - centre[0], y - centre[1]) > 1.25 * radius ? 1 : 0;
  }
  const parts = components({ width: hand.width, height: hand.height, data: outside });
  const thickness = new Float32Array(parts.list.length + 1);
  parts.labels.forEach((l, i) => {
    if (l && dist.data[i]! > thickness[l]!) thickness[l] = dist.data[i]!;
  });
  const digits = parts.list
    .filter((c) => c.area > 0.04 * radius * radius && thickness[c.label]! < 0.5 * radius)
    .map((c) => ({ ...c, dir: norm(sub([c.cx, c.cy], centre)) }));
  if (digits.length < 2) {
    throw new UnusablePalm('No hand found: the fingers cannot be told apart; photograph the open palm with the fingers slightly spread');
  }

  // The thumb is the digit at either end of the fan that stands furthest from its neighbour.
  const mean = norm(digits.reduce<Point>((s, d) => [s[0] + d.dir[0], s[1] + d.dir[1]], [0, 0]));
  const angleOf = (d: Point) => Math.atan2(mean[0] * d[1] - mean[1] * d[0], dot(mean, d));
  const fan = digits.map((d) => ({ ...d, angle: angleOf(d.dir) })).sort((a, b) => a.angle - b.angle);
  const firstGap = fan[1]!.angle - fan[0]!.angle;
  const lastGap = fan[fan.length - 1]!.angle - fan[fan.length - 2]!.angle;
  const gapLimit = (28 * Math.PI) / 180;
  const [first, last] = [fan[0]!, fan[fan.length - 1]!];
  const thumb =
    fan.length >= 3
      ? Math.max(firstGap, lastGap) > gapLimit ? (firstGap > lastGap ? first : last) : undefined
      : // Fingers held together read as one digit; the thumb is then the much smaller one apart from it.
        firstGap > 1.5 * gapLimit && Math.max(first.area, last.area) > 2.5 * Math.min(first.area, last.area) ? (first.area < last.area ? first : last) : undefined;
  const fingers = fan.filter((d) => d !== thumb);
  const up = norm(fingers.reduce<Point>((s, d) => [s[0] + d.dir[0], s[1] + d.dir[1]], [0, 0]));
  let across: Point = [-up[1], up[0]];
  if (thumb) {
    if (dot(thumb.dir, across) < 0) across = [-across[0], -across[1]];
  } else {
    // No separate thumb: its mound still makes the palm wider on its side below the middle.
    const low: Point = [centre[0] - up[0] * 0.5 * radius, centre[1] - up[1] * 0.5 * radius];
    if (reach(hand, low, across, 3 * radius) < reach(hand, low, [-across[0], -across[1]], 3 * radius)) across = [-across[0], -across[1]];
  }

  // Finger bases: the first row, walking up from the centre, that crosses three or more separate runs
  // (short of the thumb's side, where the thumb would count as one).
  let baseA = 1.1 * radius;
  for (let a = 0.3 * radius; a < 2.5 * radius; a += 0.5) {
    const row: Point = [centre[0] + up[0] * a, centre[1] + up[1] * a];
    if (runsAcross(hand, row, across, -1.6 * radius, 0.8 * radius) >= 3) {
      baseA = a;
      break;
    }
  }
  // The palm's width just below the finger bases sets the scale and centres it across.
  const widthRow: Point = [centre[0] + up[0] * (baseA - 0.45 * radius), centre[1] + up[1] * (baseA - 0.45 * radius)];
  const towardsThumb = reach(hand, widthRow, across, 3 * radius);
  const awayFromThumb = reach(hand, widthRow, [-across[0], -across[1]], 3 * radius);
  const scale = (towardsThumb + awayFromThumb) / 2;
  const mid: Point = [widthRow[0] + across[0] * (towardsThumb - awayFromThumb) / 2, widthRow[1] + across[1] * (towardsThumb - awayFromThumb) / 2];
  // The width row lies 0.45·radius below the bases (y = FINGER_BASE_Y); the origin is y = 0.
  const originShift = FINGER_BASE_Y * scale - 0.45 * radius;
  const origin: Point = [mid[0] - up[0] * originShift, mid[1] - up[1] * originShift];
  return { origin, up, thumbward: across, scale };
}
