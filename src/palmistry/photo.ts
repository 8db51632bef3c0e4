// A palm photo from bytes to a reading: checks before any heavy work (type by content, size, pixel
// count from the header alone, minimum resolution), then decode with EXIF orientation, detection on a
// working copy, and the overlay as a PNG of at most 2048 px (the original is kept as the uploaded bytes).
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { Detection } from './detect.js';
import { UnusablePalm, type Point } from './hand.js';
import { LINE_NAMES, type LineName, type PalmLine } from './lines.js';
import { LIMITS } from '../config.js';
import { noClock, type StageClock } from './stage-clock.js';

/** Name and version of this pipeline, reported as processing_model; bump it when results change. */
export const PROCESSING_MODEL = 'palm-lines-lm-3.0';

/** Overlay colours: heart, head and life as the reference service shows them; fate is ours (magenta, distinct from all three). */
export const LINE_COLOURS: Record<LineName, string> = { heart: '#FF0000', head: '#0000FF', life: '#00FF00', fate: '#FF00FF' };

/** Why a photo cannot be read, with the facts a message needs; the caller words it. */
export type PhotoRejection =
  | { reason: 'too_large'; size: number; limit: number }
  | { reason: 'not_jpeg_or_png' }
  | { reason: 'unreadable_header'; format: 'jpeg' | 'png' }
  | { reason: 'too_many_pixels'; width: number; height: number; limit: number }
  | { reason: 'too_small'; width: number; height: number; minSide: number }
  | { reason: 'undecodable' }
  | { reason: UnusablePalm['reason'] };

/** A photo refused, before or after reading; `rejection` is plain data, so it crosses the process boundary as is. */
export class PhotoRejected extends Error {
  override readonly name = 'PhotoRejected';
  constructor(readonly rejection: PhotoRejection) {
    super(`photo rejected: ${JSON.stringify(rejection)}`);
  }
}

export interface PhotoInfo {
  format: 'jpeg' | 'png';
  /** Upright size, after EXIF orientation. */
  width: number;
  height: number;
  /** EXIF orientation, 1 (upright, or none given) to 8. */
  orientation: number;
}

/** A reading's lines carry their path in the upright photo's pixels, empty when absent. */
export type { PalmLine } from './lines.js';

/** Which hand, and its 21 landmarks in the upright photo's pixels (see hand-model.ts for their order). */
export interface HandPose {
  side: 'left' | 'right';
  landmarks: Point[];
}

/** Long side of the overlay PNG at most: a phone photo's full 12 MP as PNG is 20 MB and shows no more. */
export const OVERLAY_MAX_SIDE = 2048;

export interface PalmReading extends PhotoInfo {
  lines: PalmLine[];
  hand: HandPose;
  /** The photo with the present lines drawn, at most OVERLAY_MAX_SIDE on its long side. */
  overlayPng: Buffer;
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Checks a photo from its bytes and header only; throws PhotoRejected. */
export async function inspectPhoto(bytes: Uint8Array): Promise<PhotoInfo> {
  if (bytes.length > LIMITS.photoMaxBytes) throw new PhotoRejected({ reason: 'too_large', size: bytes.length, limit: LIMITS.photoMaxBytes });
  const format = startsWith(bytes, JPEG) ? 'jpeg' : startsWith(bytes, PNG) ? 'png' : undefined;
  if (!format) throw new PhotoRejected({ reason: 'not_jpeg_or_png' });
  let meta: Metadata;
  try {
    // Header only; libvips' own pixel limit would hide the size we want to report, so ours applies below.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected({ reason: 'unreadable_header', format });
  }
  const [w, h] = [meta.width ?? 0, meta.height ?? 0];
  if (w * h > LIMITS.photoMaxPixels) throw new PhotoRejected({ reason: 'too_many_pixels', width: w, height: h, limit: LIMITS.photoMaxPixels });
  if (Math.min(w, h) < LIMITS.photoMinSide) throw new PhotoRejected({ reason: 'too_small', width: w, height: h, minSide: LIMITS.photoMinSide });
  // EXIF orientations 5-8 turn the picture a quarter, swapping its sides.
  const orientation = meta.orientation ?? 1;
  const quarterTurn = orientation >= 5;
  return { format, width: quarterTurn ? h : w, height: quarterTurn ? w : h, orientation };
}

/** Long side of the image the detector works on (creases stay 2-4 px wide on a palm that fills a third of it). */
const WORKING_SIZE = 1024;

const decoder = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: LIMITS.photoMaxPixels, failOn: 'error' }).rotate();

/**
 * The present lines as an SVG just big enough to hold them, and where it sits on the image: drawing
 * the whole image's size would rasterise and blend millions of empty pixels. Undefined when none is drawn.
 */
function overlaySvg(info: { width: number; height: number }, lines: PalmLine[]): { input: Buffer; left: number; top: number; width: number; height: number } | undefined {
  const width = Math.max(3, Math.round(Math.max(info.width, info.height) / 220));
  const drawn = lines.filter((l) => l.present && l.path.length > 1);
  const all = drawn.flatMap((l) => l.path);
  if (!all.length) return undefined;
  // The halo's half-width, its round caps, and a pixel for antialiasing.
  const pad = Math.ceil((width + 4) / 2) + 1;
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  const left = clamp(Math.floor(Math.min(...all.map((p) => p[0])) - pad), info.width - 1);
  const top = clamp(Math.floor(Math.min(...all.map((p) => p[1])) - pad), info.height - 1);
  const right = clamp(Math.ceil(Math.max(...all.map((p) => p[0])) + pad), info.width);
  const bottom = clamp(Math.ceil(Math.max(...all.map((p) => p[1])) + pad), info.height);
  const polylines = drawn.map((l) => {
    const points = l.path.map(([x, y]) => `${(x - left).toFixed(1)},${(y - top).toFixed(1)}`).join(' ');
    // A dark halo under each line keeps it visible on light and dark skin alike.
    return (
      `<polyline points="${points}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="${width + 4}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<polyline points="${points}" fill="none" stroke="${LINE_COLOURS[l.name]}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  });
  const [w, h] = [Math.max(1, right - left), Math.max(1, bottom - top)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${polylines.join('')}</svg>`;
  return { input: Buffer.from(svg), left, top, width: w, height: h };
}

/**
 * Reads the palm in a checked photo; throws PhotoRejected when no palm can be read in it. `clock`
 * (the benchmark's) is told as each stage ends.
 */
export async function readPalm(bytes: Uint8Array, info: PhotoInfo, clock: StageClock = noClock): Promise<PalmReading> {
  // Fast PNG settings: these images are large and written once; size matters less than latency.
  // Level 1 encodes a 2048 px overlay in about 60 % of level 2's time, for a file about a fifth larger.
  const png = { compressionLevel: 1, adaptiveFiltering: false } as const;
  // The overlay is drawn on the photo shrunk to OVERLAY_MAX_SIDE, its paths scaled to match.
  const shrink = Math.min(1, OVERLAY_MAX_SIDE / Math.max(info.width, info.height));
  const size = { width: Math.round(info.width * shrink), height: Math.round(info.height * shrink) };
  let working: { data: Buffer; info: OutputInfo };
  try {
    working = await decoder(bytes).resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRejected({ reason: 'undecodable' });
  }
  // The overlay's decode needs nothing from the detector, so it runs on libuv's pool while this thread
  // detects (a progressive 12 MP JPEG takes about 290 ms of CPU to decode at half size); started only
  // now, so that it does not slow the working copy's decode when just one core is free. Decoded to raw
  // pixels first: compositing in the same pipeline as the shrinking decode costs as much again as both
  // steps apart. What remains after the JPEG's shrink-on-load is a small step (4608 px decodes to 2304,
  // then 2048): a linear kernel does it as well to the eye as the default Lanczos and saves about 70 ms
  // of a progressive 12 MP photo's 330. RGB out: the photo has no transparency to keep.
  const photo = decoder(bytes).resize(size.width, size.height, { fit: 'fill', kernel: 'linear' }).raw().toBuffer({ resolveWithObject: true });
  // A photo refused before the lines are drawn never awaits it.
  photo.catch(() => undefined);
  clock('decode');
  // The detector (and TensorFlow.js with it) loads only where palms are read: the reader processes, not the
  // server that serves requests and only checks photos.
  const { detectLines } = await import('./detect.js');
  let detection: Detection;
  try {
    detection = await detectLines({ width: working.info.width, height: working.info.height, data: working.data }, clock);
  } catch (err) {
    if (err instanceof UnusablePalm) throw new PhotoRejected({ reason: err.reason });
    throw err;
  }
  const factor = info.width / working.info.width;
  const lines = LINE_NAMES.map((name) => {
    const l = detection.lines.find((d) => d.name === name)!;
    return { name, present: l.present, confidence: l.confidence, path: l.present ? l.path.map(([x, y]): Point => [x * factor, y * factor]) : [] };
  });
  const drawn = lines.map((l) => ({ ...l, path: l.path.map(([x, y]): Point => [x * shrink, y * shrink]) }));
  const svg = overlaySvg(size, drawn);
  const shrunk = await photo;
  const boxed = svg !== undefined && shrunk.info.channels === 3;
  if (boxed) {
    // Blended on the lines' box alone and copied back: compositing the whole photo converts and blends
    // every one of its pixels (about half of the 55 ms this step took), and blending is pixel by pixel.
    // Grey and transparent photos, whose every pixel compositing converts, are composited whole.
    const { left, top, width, height } = svg;
    const box = await sharp(shrunk.data, { raw: shrunk.info }).extract({ left, top, width, height }).composite([{ input: svg.input }]).removeAlpha().raw().toBuffer();
    for (let y = 0; y < height; y++) box.copy(shrunk.data, ((top + y) * shrunk.info.width + left) * 3, y * width * 3, (y + 1) * width * 3);
  }
  const whole = svg && !boxed ? [{ input: svg.input, left: svg.left, top: svg.top }] : [];
  const overlayPng = await sharp(shrunk.data, { raw: shrunk.info }).composite(whole).removeAlpha().png(png).toBuffer();
  clock('overlay');
  const hand: HandPose = { side: detection.hand.side, landmarks: detection.hand.landmarks.map(([x, y]): Point => [x * factor, y * factor]) };
  return { ...info, lines, hand, overlayPng };
}
