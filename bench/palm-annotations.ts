// The shape of bench/palm-annotations.json: principal lines drawn by hand on public palm photos that we may
// not redistribute (the photos stay outside the repository; only our own polylines are committed).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { LineName } from '../src/palmistry/lines.js';

export type Point = [number, number];

/** A crease as drawn (image pixels after EXIF rotation), or why it has no path. */
export type AnnotatedLine =
  | { points: Point[]; certainty: 'clear' | 'faint' }
  | { absent: true }
  | { unknown: true };

export interface AnnotatedPhoto {
  repo: string;
  commit: string;
  path: string;
  /** git blob id of the file at that commit, so the very same bytes can be checked. */
  blob: string;
  /** Relative to the folder given to `--photos`: `<owner>+<name>/<path>`. */
  file: string;
  /** After EXIF rotation. */
  width: number;
  height: number;
  /** Bases of the index and little fingers (landmarks 5 and 17): the palm's width, the scorer's yardstick. */
  index_base: Point;
  little_base: Point;
  lines: Record<LineName, AnnotatedLine>;
  /** "holdout": people kept out of tuning, scored separately to show whether tuning over-fitted. Default "tuning". */
  split?: 'tuning' | 'holdout';
  /**
   * The `path` of the photo this one is a re-encoded copy of (the same capture, drawn again on its own): it is left
   * out of the figures, which would count that photo twice, and serves to measure how well two drawings agree.
   */
  copy_of?: string;
}

/** Git's id of a blob (`AnnotatedPhoto.blob`): SHA-1 over "blob <length>\0" and the bytes. */
export const blobId = (bytes: Uint8Array): string => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

export const splitOf = (p: AnnotatedPhoto): 'tuning' | 'holdout' => p.split ?? 'tuning';
export const isCopy = (p: AnnotatedPhoto): boolean => p.copy_of !== undefined;

export interface PalmAnnotations {
  about: { sources: string[]; licence: string; method: string };
  photos: AnnotatedPhoto[];
}

const load = async (file: string): Promise<PalmAnnotations> => JSON.parse(await readFile(new URL(file, import.meta.url), 'utf8')) as PalmAnnotations;

export const loadAnnotations = (): Promise<PalmAnnotations> => load('./palm-annotations.json');

/**
 * Second drawings of some annotated photos (bench/palm-annotations-redrawn.json), made without looking at the
 * first: never scored as answers, only set beside the first to say how far two drawings of one photo agree.
 */
export const loadRedrawn = (): Promise<PalmAnnotations> => load('./palm-annotations-redrawn.json');

/** A turn of the photo clockwise, as sharp's rotate(angle) turns it. */
export type Turn = 0 | 90 | 180 | 270;

/**
 * The annotation of `photo` turned `turn` degrees clockwise with its pixels (a pixel at column x, row y of a W×H
 * photo goes, a quarter turn on, to column H − 1 − y, row x): to score the reader on photos held another way.
 * Its `file` gains `@<turn>`, so what is cached per file is kept apart.
 */
export function turnPhoto(photo: AnnotatedPhoto, turn: Turn): AnnotatedPhoto {
  if (turn === 0) return photo;
  const quarter = (p: AnnotatedPhoto): AnnotatedPhoto => {
    const at = ([x, y]: Point): Point => [p.height - 1 - y, x];
    const lines = Object.fromEntries(Object.entries(p.lines).map(([name, line]) => [name, 'points' in line ? { ...line, points: line.points.map(at) } : line]));
    return { ...p, width: p.height, height: p.width, index_base: at(p.index_base), little_base: at(p.little_base), lines: lines as AnnotatedPhoto['lines'] };
  };
  let out = photo;
  for (let k = 0; k < turn / 90; k++) out = quarter(out);
  return { ...out, file: `${photo.file}@${turn}` };
}
