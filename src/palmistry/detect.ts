// palmistry/: reading a palm photo: checks, hand and crease detection, the overlay, reader processes.
// The detection pipeline on a decoded photo: hand and landmarks, palm frame, sharpness, crease
// evidence, named lines.
import { findHand, type HandLandmarks } from './hand-model.js';
import { frameFromLandmarks, handOutlineMask, scaledFrame, skinMask, UnusablePalm, type PalmFrame, type Point, type RgbImage } from './hand.js';
import { creaseMap, pathInImage, traceLines, type PalmLine } from './lines.js';
import { halveRgb, type Plane } from './raster.js';
import { MAX_BLUR, outlineBlur } from './sharpness.js';
import { noClock, type StageClock } from './stage-clock.js';

export interface Detection {
  frame: PalmFrame;
  /** Which hand, and its 21 landmarks in the working image's pixels. */
  hand: { side: 'left' | 'right'; landmarks: Point[] };
  /** Each line's traced stretch in the working image's pixels. */
  lines: PalmLine[];
  /** Blur σ in palm units, when the hand's outline had the contrast to measure it. */
  blur: number | undefined;
}

/** `handOf` finds the hand; a tuning bench passes landmarks it found once and kept (bench/palm-box-tune.ts). */
export async function detectLines(img: RgbImage, clock: StageClock = noClock, handOf: (img: RgbImage) => Promise<HandLandmarks | undefined> = findHand): Promise<Detection> {
  const hand = await handOf(img);
  clock('hand model');
  if (!hand) throw new UnusablePalm('no_hand');
  const frame = frameFromLandmarks(hand.landmarks);
  // The hand's outline needs far fewer pixels than its creases: judge blur on it at half size.
  const small = halveRgb(img);
  const factor = img.width / small.width;
  const outline = handOutlineMask(skinMask(small), scaledFrame(frame, 1 / factor), hand.landmarks.map(([x, y]): Point => [x / factor, y / factor]));
  clock('outline mask');
  const blur = outline ? outlineBlur(img, outline, factor, frame) : undefined;
  clock('blur');
  if (blur !== undefined && blur > MAX_BLUR) {
    throw new UnusablePalm('blurred');
  }
  const green: Plane = { width: img.width, height: img.height, data: new Float32Array(img.width * img.height) };
  for (let i = 0; i < green.data.length; i++) green.data[i] = img.data[3 * i + 1]!;
  const map = creaseMap(green, frame, hand.landmarks);
  clock('crease map');
  const lines = traceLines(map).map((l) => ({ ...l, path: pathInImage(frame, l.path) }));
  clock('trace');
  return { frame, hand: { side: hand.side, landmarks: hand.landmarks }, lines, blur };
}
