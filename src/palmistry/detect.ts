// The detection pipeline on a decoded photo: hand, palm frame, sharpness, crease evidence, named lines.
import { handMask, palmFrame, scaledFrame, skinMask, UnusablePalm, type PalmFrame, type Point, type RgbImage } from './hand.js';
import { creaseMap, pathInImage, traceLines, type TracedLine } from './lines.js';
import { halveRgb, type Plane } from './raster.js';
import { MAX_BLUR, outlineBlur } from './sharpness.js';

export interface DetectedLine extends TracedLine {
  /** The traced stretch in the working image's pixels. */
  pixels: Point[];
}

export interface Detection {
  frame: PalmFrame;
  lines: DetectedLine[];
  /** Blur σ in palm units, when the hand's outline had the contrast to measure it. */
  blur: number | undefined;
}

/** Long side of the image the detector works on (creases stay 2-4 px wide on a palm that fills a third of it). */
export const WORKING_SIZE = 800;

export function detectLines(img: RgbImage): Detection {
  // The hand's outline needs far fewer pixels than its creases: find it at half size.
  const small = halveRgb(img);
  const factor = img.width / small.width;
  const hand = handMask(skinMask(small));
  const frame = scaledFrame(palmFrame(hand), factor);
  const blur = outlineBlur(img, hand, factor, frame);
  if (blur !== undefined && blur > MAX_BLUR) {
    throw new UnusablePalm('The photo is too blurred to see the palm lines; hold the camera still, focus on the palm and retake it');
  }
  const green: Plane = { width: img.width, height: img.height, data: new Float32Array(img.width * img.height) };
  for (let i = 0; i < green.data.length; i++) green.data[i] = img.data[3 * i + 1]!;
  const lines = traceLines(creaseMap(green, hand, factor, frame)).map((l) => ({ ...l, pixels: pathInImage(frame, l.path) }));
  return { frame, lines, blur };
}
