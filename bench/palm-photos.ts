// The annotated photos as the tracer sees them: decoded upright at the working size, with the hand model's landmarks
// found once and kept in a cache outside the repository (they do not change while the tracer is tuned).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { findHand } from '../src/palmistry/hand-model.js';
import type { Point } from '../src/palmistry/hand.js';
import type { AnnotatedPhoto } from './palm-annotations.js';

export const WORKING_SIZE = 1024;
export const DEFAULT_CACHE = '/tmp/palm-tune-landmarks.json';

export type Landmarks = { side: string; landmarks: Point[] } | null;
type Cache = Record<string, Landmarks>;

export interface WorkingPhoto {
  bytes: Buffer;
  data: Buffer;
  info: { width: number; height: number };
  /** Null when the hand model finds no hand. */
  hand: Landmarks;
}

/** Reads the landmark cache at `path` (empty when there is none) and returns a reader of photos that fills it. */
export async function photoReader(dir: string, path = DEFAULT_CACHE): Promise<(photo: AnnotatedPhoto) => Promise<WorkingPhoto>> {
  const cache = await readFile(path, 'utf8').then((text) => JSON.parse(text) as Cache, (): Cache => ({}));
  return async (photo) => {
    const bytes = await readFile(join(dir, photo.file));
    const { data, info } = await sharp(bytes).rotate().resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    if (!(photo.file in cache)) {
      const hand = await findHand({ width: info.width, height: info.height, data });
      cache[photo.file] = hand ? { side: hand.side, landmarks: hand.landmarks } : null;
      await writeFile(path, JSON.stringify(cache));
    }
    return { bytes, data, info, hand: cache[photo.file]! };
  };
}
