// How blurred the photo is, read off the hand's outline: across a blurred step edge the steepest
// gradient is contrast / (σ·√(2π)), so the outline's contrast and steepest slope give the blur σ.
// Each outline point uses the colour channel with the most contrast there (light skin on a light
// wall differs mostly in blue). Measured against the palm's size, so the same hand photographed
// larger is judged the same.
import type { PalmFrame, RgbImage } from './hand.js';
import { gaussianBlurAt, plane, type Mask } from './raster.js';

/** Grey levels across the outline below which an edge's slope says more about noise than blur. */
const MIN_CONTRAST = 30;
/**
 * Blur beyond which the photo is refused. Sharp 12 MP phone photos of the development set measure up to
 * 0.035 palm units on this outline (real skin edges are soft, not steps); synthetic palms blurred by
 * 12-14 px measure 0.043-0.049.
 */
export const MAX_BLUR = 0.04;

/** Pixels the window around an outline point reaches: R for contrast, one more for the central differences. */
const R = 10;
const PRE_BLUR = 1; // keeps pixel noise out of the gradient
const PRE_BLUR_RADIUS = Math.max(1, Math.ceil(3 * PRE_BLUR));

/** Blur σ of the photo in palm units (palm half-width = 1), or undefined when the outline has too little contrast to tell. */
export function outlineBlur(img: RgbImage, hand: Mask, maskFactor: number, frame: PalmFrame): number | undefined {
  const outline: number[] = [];
  for (let y = 1; y < hand.height - 1; y++) {
    for (let x = 1; x < hand.width - 1; x++) {
      const i = y * hand.width + x;
      if (!hand.data[i] || (hand.data[i - 1] && hand.data[i + 1] && hand.data[i - hand.width] && hand.data[i + hand.width])) continue;
      outline.push(Math.round(x * maskFactor), Math.round(y * maskFactor));
    }
  }
  if (outline.length < 200) return undefined;
  const { width, height } = img;
  // Only the outline's surroundings are blurred: the box the windows reach plus the blur's own reach,
  // so every value read is the one a blur of the whole image would give.
  const margin = R + 1 + PRE_BLUR_RADIUS;
  let [x0, y0, x1, y1] = [width, height, 0, 0];
  for (let k = 0; k < outline.length; k += 2) {
    x0 = Math.min(x0, outline[k]!);
    x1 = Math.max(x1, outline[k]!);
    y0 = Math.min(y0, outline[k + 1]!);
    y1 = Math.max(y1, outline[k + 1]!);
  }
  [x0, y0] = [Math.max(0, x0 - margin), Math.max(0, y0 - margin)];
  [x1, y1] = [Math.min(width - 1, x1 + margin), Math.min(height - 1, y1 + margin)];
  const cw = x1 - x0 + 1;
  const ch = y1 - y0 + 1;
  // Of that box only the band the windows cover is read: the blur is worked out there alone.
  const read: Mask = { width: cw, height: ch, data: new Uint8Array(cw * ch) };
  for (let k = 0; k < outline.length; k += 2) {
    const [cx, cy] = [outline[k]!, outline[k + 1]!];
    for (let y = Math.max(0, cy - R - 1); y <= Math.min(height - 1, cy + R + 1); y++) {
      read.data.fill(1, (y - y0) * cw + Math.max(0, cx - R - 1) - x0, (y - y0) * cw + Math.min(width - 1, cx + R + 1) - x0 + 1);
    }
  }
  const channels = [0, 1, 2].map((c) => {
    const p = plane(cw, ch);
    for (let y = 0; y < ch; y++) for (let x = 0; x < cw; x++) p.data[y * cw + x] = img.data[3 * ((y + y0) * width + x + x0) + c]!;
    return gaussianBlurAt(p, PRE_BLUR, read).data;
  });
  // Each window's rows and columns as offsets into the crop, found once per point; reads past the
  // photo's edge take its edge pixel.
  const rows = new Int32Array(2 * R + 3);
  const cols = new Int32Array(2 * R + 3);
  const sigmas: number[] = [];
  for (let k = 0; k < outline.length; k += 2) {
    const [cx, cy] = [outline[k]!, outline[k + 1]!];
    for (let d = -R - 1; d <= R + 1; d++) {
      rows[d + R + 1] = (Math.min(height - 1, Math.max(0, cy + d)) - y0) * cw;
      cols[d + R + 1] = Math.min(width - 1, Math.max(0, cx + d)) - x0;
    }
    let best: { contrast: number; steepest: number } | undefined;
    for (const data of channels) {
      let lo = Infinity;
      let hi = -Infinity;
      for (let dy = 1; dy <= 2 * R + 1; dy++) {
        const r = rows[dy]!;
        for (let dx = 1; dx <= 2 * R + 1; dx++) {
          const v = data[r + cols[dx]!]!;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
      }
      // The steepest gradient (central differences) within 2 pixels of the point.
      let steepest = 0;
      for (let dy = R - 1; dy <= R + 3; dy++) {
        for (let dx = R - 1; dx <= R + 3; dx++) {
          const gx = data[rows[dy]! + cols[dx + 1]!]! - data[rows[dy]! + cols[dx - 1]!]!;
          const gy = data[rows[dy + 1]! + cols[dx]!]! - data[rows[dy - 1]! + cols[dx]!]!;
          const g = Math.hypot(gx, gy) / 2;
          if (g > steepest) steepest = g;
        }
      }
      if (!best || hi - lo > best.contrast) best = { contrast: hi - lo, steepest };
    }
    if (best && best.contrast > MIN_CONTRAST && best.steepest > 0) sigmas.push(best.contrast / (best.steepest * Math.sqrt(2 * Math.PI)));
  }
  if (sigmas.length < 100) return undefined;
  sigmas.sort((a, b) => a - b);
  const sigma = sigmas[sigmas.length >> 1]!;
  // Remove the pre-blur and the resampling's own softness (about half a pixel).
  return Math.sqrt(Math.max(0, sigma * sigma - PRE_BLUR * PRE_BLUR - 0.25)) / frame.scale;
}
