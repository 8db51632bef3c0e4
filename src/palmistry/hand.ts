// The hand in a photo as the palm detector and landmark model see it (hand-model.ts), turned into a
// palm frame so every palm is seen the same way up and size, plus the skin-coloured outline near the
// landmarks, on which blur is judged.
import { components, dilate, erode, fillHoles, type Mask, type Plane } from './raster.js';

export type Point = [number, number];

/** A photo the detector cannot read: no hand in it, or the palm too blurred to show its lines. */
export class UnusablePalm extends Error {
  override readonly name = 'UnusablePalm';
  constructor(readonly reason: 'no_hand' | 'blurred') {
    super(reason === 'no_hand' ? 'no hand found in the photo' : 'the palm is too blurred to show its lines');
  }
}

export interface RgbImage {
  width: number;
  height: number;
  /** Interleaved RGB, 3 bytes per pixel. */
  data: Uint8Array;
}

/**
 * Palm coordinates in units of about the palm's half-width: x across the palm towards the thumb, y along
 * it towards the fingers, origin at the palm's centre (finger bases at y = 1.05).
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
function isSkin(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cr = 128 + 0.713 * (r - y);
  const cb = 128 + 0.564 * (b - y);
  return y > 25 && cr >= 134 && cr <= 180 && cb >= 77 && cb <= 130;
}

export function skinMask(img: RgbImage): Mask {
  const data = new Uint8Array(img.width * img.height);
  for (let i = 0; i < data.length; i++) data[i] = isSkin(img.data[3 * i]!, img.data[3 * i + 1]!, img.data[3 * i + 2]!) ? 1 : 0;
  return { width: img.width, height: img.height, data };
}

/** Share of the photo that is skin-coloured, from every `step`-th pixel of every `step`-th row (a share needs no more). */
export function skinShare(img: RgbImage, step = 4): number {
  let skin = 0;
  let all = 0;
  for (let y = 0; y < img.height; y += step) {
    for (let x = 0; x < img.width; x += step, all++) {
      const i = 3 * (y * img.width + x);
      if (isSkin(img.data[i]!, img.data[i + 1]!, img.data[i + 2]!)) skin++;
    }
  }
  return all ? skin / all : 0;
}

const asPlane = (m: Mask): Plane => ({ width: m.width, height: m.height, data: new Float32Array(m.data) });
function asMask(p: Plane): Mask {
  const data = new Uint8Array(p.data.length);
  for (let i = 0; i < data.length; i++) data[i] = p.data[i]! > 0.5 ? 1 : 0;
  return { width: p.width, height: p.height, data };
}

/**
 * The hand's skin-coloured region, for judging blur on its outline: after an opening removes speckle,
 * the skin region with the most pixels within `reach` of the landmarks' skeleton (so a skin-coloured
 * background elsewhere is not taken), its holes (dark creases) filled. Undefined when too little of
 * the hand is skin-coloured to trace an outline.
 */
export function handOutlineMask(skin: Mask, frame: PalmFrame, landmarks: Point[]): Mask | undefined {
  const near = new Uint8Array(skin.data.length);
  const reach = 0.45 * frame.scale;
  // Bones of the hand: wrist to each finger's base, and along each finger.
  const bones: Array<[number, number]> = [[0, 1], [0, 5], [0, 9], [0, 13], [0, 17], [5, 17]];
  for (const f of [1, 5, 9, 13, 17]) for (let k = 0; k < 3; k++) bones.push([f + k, f + k + 1]);
  for (const [a, b] of bones) {
    const [p, q] = [landmarks[a]!, landmarks[b]!];
    const steps = Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / (reach / 2)) + 1;
    for (let s = 0; s <= steps; s++) {
      const cx = p[0] + ((q[0] - p[0]) * s) / steps;
      const cy = p[1] + ((q[1] - p[1]) * s) / steps;
      for (let y = Math.max(0, Math.floor(cy - reach)); y <= Math.min(skin.height - 1, Math.ceil(cy + reach)); y++) {
        for (let x = Math.max(0, Math.floor(cx - reach)); x <= Math.min(skin.width - 1, Math.ceil(cx + reach)); x++) {
          if ((x - cx) ** 2 + (y - cy) ** 2 <= reach * reach) near[y * skin.width + x] = 1;
        }
      }
    }
  }
  const cleaned = asMask(dilate(erode(asPlane(skin), 1), 1));
  const { labels, list } = components(cleaned);
  const onHand = new Float64Array(list.length + 1);
  labels.forEach((l, i) => {
    if (l && near[i]) onHand[l] = onHand[l]! + 1;
  });
  let best = 0;
  for (let l = 1; l <= list.length; l++) if (onHand[l]! > onHand[best]!) best = l;
  if (!best || onHand[best]! < frame.scale * frame.scale) return undefined;
  const data = new Uint8Array(labels.length);
  for (let i = 0; i < data.length; i++) data[i] = labels[i] === best ? 1 : 0;
  return fillHoles({ width: skin.width, height: skin.height, data });
}

const unit = ([x, y]: Point): Point => {
  const l = Math.hypot(x, y) || 1;
  return [x / l, y / l];
};

/**
 * The palm frame from the 21 landmarks: up from the wrist (0) to the middle finger's base (9), towards
 * the thumb on the index finger's side, the unit two thirds of the span from the index finger's base
 * (5) to the little finger's (17) — about half the palm's width, as those joints sit inside its edges —
 * and the origin FINGER_BASE_Y units below the middle of that span.
 */
export function frameFromLandmarks(lm: Point[]): PalmFrame {
  const up = unit([lm[9]![0] - lm[0]![0], lm[9]![1] - lm[0]![1]]);
  let thumbward: Point = [-up[1], up[0]];
  const span: Point = [lm[5]![0] - lm[17]![0], lm[5]![1] - lm[17]![1]];
  if (span[0] * thumbward[0] + span[1] * thumbward[1] < 0) thumbward = [-thumbward[0], -thumbward[1]];
  const scale = Math.hypot(span[0], span[1]) / 1.5;
  const mid: Point = [(lm[5]![0] + lm[17]![0]) / 2, (lm[5]![1] + lm[17]![1]) / 2];
  return { origin: [mid[0] - up[0] * FINGER_BASE_Y * scale, mid[1] - up[1] * FINGER_BASE_Y * scale], up, thumbward, scale };
}

/**
 * Which hand the landmarks are, read from their geometry: a palm faces the camera, and seen so with its fingers
 * up a right hand has the index finger's base (5) to the right of the little finger's (17), a left hand to the
 * left. In image coordinates (y down) that is the sign of the cross product of wrist → index base and wrist →
 * little-finger base, which turning the photo does not change. The landmark model's own handedness output does
 * not serve: it names the wrong hand on 10 of the 115 development photos it finds a hand in (ntust-ip 0020/1_01,
 * 1_08, 1_10, 0109/2_05, 2_06, 0151/2_07, 0215/1_01, 1_05, 1_06, 1_08: by eye, and by the other photos of the same
 * hand, 0215's with the same ring on the same finger), and on 0215/1_06 changes its answer when the photo is
 * turned 90° or 180°; this rule agrees with the eye on all of them. A mirrored selfie or the back of a hand
 * would read as the other hand, but neither shows a palm's lines.
 */
export function sideOf(lm: Point[]): 'left' | 'right' {
  const [w, index, little] = [lm[0]!, lm[5]!, lm[17]!];
  const cross = (index[0] - w[0]) * (little[1] - w[1]) - (index[1] - w[1]) * (little[0] - w[0]);
  return cross < 0 ? 'right' : 'left';
}

/** An image point in palm units (the inverse of toImage). */
export function toPalm(f: PalmFrame, [x, y]: Point): Point {
  const d: Point = [x - f.origin[0], y - f.origin[1]];
  return [(d[0] * f.thumbward[0] + d[1] * f.thumbward[1]) / f.scale, (d[0] * f.up[0] + d[1] * f.up[1]) / f.scale];
}

