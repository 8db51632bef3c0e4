// How blurred the photo is, read off the hand's outline: across a blurred step edge the steepest
// gradient is contrast / (σ·√(2π)), so the outline's contrast and steepest slope give the blur σ.
// Each outline point uses the colour channel with the most contrast there (light skin on a light
// wall differs mostly in blue). Measured against the palm's size, so the same hand photographed
// larger is judged the same.
import type { PalmFrame, RgbImage } from './hand.js';
import { gaussianBlur, plane, type Mask } from './raster.js';

/** Grey levels across the outline below which an edge's slope says more about noise than blur. */
const MIN_CONTRAST = 30;
/**
 * Blur beyond which the photo is refused. Sharp 12 MP phone photos of the development set measure up to
 * 0.035 palm units on this outline (real skin edges are soft, not steps); synthetic palms blurred by
 * 12-14 px measure 0.043-0.049.
 */
export const MAX_BLUR = 0.04;

/** Blur σ of the photo in palm units (palm half-width = 1), or undefined when the outline has too little contrast to tell. */
export function outlineBlur(img: RgbImage, hand: Mask, maskFactor: number, frame: PalmFrame): number | undefined {
  const PRE_BLUR = 1; // keeps pixel noise out of the gradient
  const channels = [0, 1, 2].map((c) => {
    const p = plane(img.width, img.height);
    for (let i = 0; i < p.data.length; i++) p.data[i] = img.data[3 * i + c]!;
    return gaussianBlur(p, PRE_BLUR);
  });
  const { width, height } = img;
  const sigmas: number[] = [];
  const R = 10;
  for (let y = 1; y < hand.height - 1; y++) {
    for (let x = 1; x < hand.width - 1; x++) {
      const i = y * hand.width + x;
      if (!hand.data[i] || (hand.data[i - 1] && hand.data[i + 1] && hand.data[i - hand.width] && hand.data[i + hand.width])) continue;
      const cx = Math.round(x * maskFactor);
      const cy = Math.round(y * maskFactor);
      let best: { contrast: number; steepest: number } | undefined;
      for (const { data } of channels) {
        const at = (px: number, py: number) => data[Math.min(height - 1, Math.max(0, py)) * width + Math.min(width - 1, Math.max(0, px))]!;
        let lo = Infinity;
        let hi = -Infinity;
        let steepest = 0;
        for (let dy = -R; dy <= R; dy++) {
          for (let dx = -R; dx <= R; dx++) {
            const v = at(cx + dx, cy + dy);
            if (v < lo) lo = v;
            if (v > hi) hi = v;
            if (Math.abs(dx) <= 2 && Math.abs(dy) <= 2) {
              const g = Math.hypot(at(cx + dx + 1, cy + dy) - at(cx + dx - 1, cy + dy), at(cx + dx, cy + dy + 1) - at(cx + dx, cy + dy - 1)) / 2;
              if (g > steepest) steepest = g;
            }
          }
        }
        if (!best || hi - lo > best.contrast) best = { contrast: hi - lo, steepest };
      }
      if (best && best.contrast > MIN_CONTRAST && best.steepest > 0) sigmas.push(best.contrast / (best.steepest * Math.sqrt(2 * Math.PI)));
    }
  }
  if (sigmas.length < 100) return undefined;
  sigmas.sort((a, b) => a - b);
  const sigma = sigmas[sigmas.length >> 1]!;
  // Remove the pre-blur and the resampling's own softness (about half a pixel).
  return Math.sqrt(Math.max(0, sigma * sigma - PRE_BLUR * PRE_BLUR - 0.25)) / frame.scale;
}
