// npm run bench:palms -- --boxes DIR [--limit N] [--source phone|11k] [--json FILE] [--close-ups]
// The weak-label bench (issue 46): thousands of public palm photos with one bounding box per line instead of a
// drawn crease. DIR holds a Roboflow "Tensorflow Object Detection" CSV export (`*.csv` with the header
// filename,width,height,class,xmin,ymin,xmax,ymax, each beside its images), searched recursively; the photos
// are never in the repository. Augmented copies (`<name>_jpg.rf.<hash>.jpg`, pixel noise and brightness on
// the same boxes) count once: the smallest file of a name is kept, the copy without added noise. 11K Hands
// scans (`Hand_0000123`) and phone photos are reported apart. The photos are taken in the order of the SHA-1
// of their name, a fixed sample that mixes the contributors (sorted names group them); --limit N reads the
// first N of each source. Each photo goes through the service as the annotated bench sends it; the verdicts
// are judgeBoxedLine's (bench/palm-scoring.ts). --json FILE writes the answers and verdicts per photo. --close-ups
// reads each photo cropped so its palm fills a 640×480 frame, fingers partly out (closeUp), its boxes cropped likewise.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { LINE_NAMES, type LineName } from '../src/palmistry/lines.js';
import { startPalmServer } from '../test/helpers/palm-server.js';
import sharp from 'sharp';
import { boxedPalmWidth, judgeBoxedLine, type Box, type BoxVerdict, type ReportedLine } from './palm-scoring.js';
import { askReader, median, reportedLine } from './palm-service.js';
import type { Point } from './palm-annotations.js';

export type Source = 'phone' | '11k';
const SOURCES: Record<Source, string> = { phone: 'PHONE PHOTOS', '11k': '11K HANDS scans' };
const PRINCIPAL = ['heart', 'head', 'life'] as const;
const HEADER = 'filename,width,height,class,xmin,ymin,xmax,ymax';

export interface BoxedPhoto {
  /** Path of the image file. */
  file: string;
  /** The name its augmented copies share (the file name before `.rf.<hash>`). */
  stem: string;
  source: Source;
  width: number;
  height: number;
  boxes: Partial<Record<LineName, Box[]>>;
}

/** The source name of an export's file: `IMG_0130_JPG_jpg.rf.<hash>.jpg` → `IMG_0130_JPG_jpg`. */
export const stemOf = (file: string): string => basename(file).replace(/\.rf\.[0-9a-f]+\.[^.]+$/i, '').replace(/\.[^.]+$/, '');

/** The 11K Hands collection names its scans `Hand_` and seven digits; every other name is a phone photo. */
export const sourceOf = (stem: string): Source => (/^Hand_\d{7}(_|$)/.test(stem) ? '11k' : 'phone');

/** Every boxed image under `dir`, one per source name, in the order of the SHA-1 of that name. */
export async function loadBoxedPhotos(dir: string): Promise<{ photos: BoxedPhoto[]; files: number; missing: number }> {
  const entries = (await readdir(dir, { recursive: true })).map((f) => join(dir, f));
  const present = new Set(entries);
  const byFile = new Map<string, BoxedPhoto>();
  let missing = 0;
  for (const csv of entries.filter((f) => f.endsWith('.csv'))) {
    const [header, ...rows] = (await readFile(csv, 'utf8')).split(/\r?\n/);
    if (!header?.startsWith(HEADER)) continue;
    for (const row of rows.filter(Boolean)) {
      const [name, w, h, cls, x0, y0, x1, y1] = row.split(',');
      const file = join(dirname(csv), name!);
      if (!present.has(file)) {
        missing++;
        continue;
      }
      const photo = byFile.get(file) ?? { file, stem: stemOf(file), source: sourceOf(stemOf(file)), width: Number(w), height: Number(h), boxes: {} };
      byFile.set(file, photo);
      if ((LINE_NAMES as readonly string[]).includes(cls!)) (photo.boxes[cls as LineName] ??= []).push({ x0: Number(x0), y0: Number(y0), x1: Number(x1), y1: Number(y1) });
    }
  }
  const sized = await Promise.all([...byFile.values()].map(async (p) => ({ p, size: (await stat(p.file)).size })));
  const kept = new Map<string, { p: BoxedPhoto; size: number }>();
  for (const c of sized) {
    const best = kept.get(c.p.stem);
    if (!best || c.size < best.size || (c.size === best.size && c.p.file < best.p.file)) kept.set(c.p.stem, c);
  }
  const order = (p: BoxedPhoto) => createHash('sha1').update(p.stem).digest('hex');
  const photos = [...kept.values()].map((c) => c.p).sort((a, b) => order(a).localeCompare(order(b)));
  return { photos, files: byFile.size, missing };
}

interface LineResult { kind: BoxVerdict; into?: LineName; present: boolean; confidence: number; points?: Point[] }
export interface BoxResult { photo: BoxedPhoto; ms: number; refused?: string; lines: Partial<Record<LineName, LineResult>> }

/** One photo's boxed lines judged against what the reader said of them (`reported` in the photo's pixels), or all refused. */
export function judgeBoxed(photo: BoxedPhoto, ms: number, reported: ((name: LineName) => ReportedLine & { confidence: number }) | { refused: string }): BoxResult {
  const boxed = LINE_NAMES.filter((n) => photo.boxes[n]?.length);
  if (typeof reported !== 'function') {
    return { photo, ms, refused: reported.refused, lines: Object.fromEntries(boxed.map((n) => [n, { kind: 'refused', present: false, confidence: 0 }])) };
  }
  const yardstick = photo.boxes.heart?.[0] ?? photo.boxes.head?.[0];
  const width = yardstick ? boxedPalmWidth(yardstick) : Math.min(photo.width, photo.height) / 2;
  const lines: BoxResult['lines'] = {};
  for (const name of boxed) {
    const line = reported(name);
    // The fate boxes are unreliable, so no line is called swapped into one.
    const others = Object.fromEntries(PRINCIPAL.filter((m) => m !== name && photo.boxes[m]?.length).map((m) => [m, photo.boxes[m]!]));
    lines[name] = { ...judgeBoxedLine(line, photo.boxes[name]!, others, width), present: line.present, confidence: line.confidence, points: line.points };
  }
  return { photo, ms, lines };
}

/** Close-ups (issue 46): the frame a palm fills, 4:3 landscape, as a phone held close to the palm takes it. */
export const CLOSE_UP = { width: 640, height: 480 } as const;
/** Share of the palm's width kept above the heart box (the finger bases, the fingers mostly out) and below the life box. */
const CLOSE_UP_ABOVE = 0.15;
const CLOSE_UP_BELOW = 0.1;

/**
 * A boxed photo cropped so that its palm fills a CLOSE_UP frame: from just above the heart box to just below the
 * life box, as wide as 4:3 makes it about the boxes' middle (fingers partly out of the frame), enlarged to
 * 640×480; its boxes moved and scaled likewise, clipped to the frame. Undefined without heart and life boxes.
 */
export async function closeUp(photo: BoxedPhoto): Promise<{ photo: BoxedPhoto; bytes: Buffer } | undefined> {
  const principal = PRINCIPAL.flatMap((n) => photo.boxes[n] ?? []);
  const heart = photo.boxes.heart?.[0];
  if (!heart || !photo.boxes.life?.length) return undefined;
  const palm = boxedPalmWidth(heart);
  const top = Math.min(...principal.map((b) => b.y0)) - CLOSE_UP_ABOVE * palm;
  const bottom = Math.max(...principal.map((b) => b.y1)) + CLOSE_UP_BELOW * palm;
  const middle = (Math.min(...principal.map((b) => b.x0)) + Math.max(...principal.map((b) => b.x1))) / 2;
  const aspect = CLOSE_UP.width / CLOSE_UP.height;
  const width = Math.floor(Math.min(photo.width, photo.height * aspect, (bottom - top) * aspect));
  const height = Math.floor(width / aspect);
  const clamp = (v: number, size: number, max: number) => Math.max(0, Math.min(max - size, Math.round(v)));
  const region = { left: clamp(middle - width / 2, width, photo.width), top: clamp((top + bottom) / 2 - height / 2, height, photo.height), width, height };
  const scale = CLOSE_UP.width / region.width;
  const move = (b: Box): Box | undefined => {
    const c = { x0: Math.max(0, (b.x0 - region.left) * scale), y0: Math.max(0, (b.y0 - region.top) * scale), x1: Math.min(CLOSE_UP.width, (b.x1 - region.left) * scale), y1: Math.min(CLOSE_UP.height, (b.y1 - region.top) * scale) };
    return c.x1 > c.x0 && c.y1 > c.y0 ? c : undefined;
  };
  const boxes: BoxedPhoto['boxes'] = {};
  for (const name of LINE_NAMES) {
    const moved = (photo.boxes[name] ?? []).flatMap((b) => move(b) ?? []);
    if (moved.length) boxes[name] = moved;
  }
  const bytes = await sharp(photo.file).extract(region).resize(CLOSE_UP.width, CLOSE_UP.height, { fit: 'fill' }).jpeg({ quality: 92 }).toBuffer();
  return { photo: { ...photo, ...CLOSE_UP, boxes }, bytes };
}

async function readBoxed(server: Awaited<ReturnType<typeof startPalmServer>>, photo: BoxedPhoto, bytes: Buffer): Promise<BoxResult> {
  const answer = await askReader(server, bytes, bytes[0] === 0x89 ? 'image/png' : 'image/jpeg');
  return judgeBoxed(photo, answer.ms, answer.refused !== undefined ? { refused: answer.refused } : (name) => reportedLine(answer.lines, name, photo.width, photo.height));
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(0)} %` : '–');

export function report(source: Source, results: BoxResult[], timed = true): void {
  if (!results.length) return;
  const refused = results.filter((r) => r.refused);
  console.log(`\n${SOURCES[source]}: ${results.length} distinct photos, heart, head and life against their boxes (grown by 5 % of the palm's width)`);
  console.log('  line      boxed   consistent        swapped     misplaced        absent   refused');
  const row = (label: string, verdicts: LineResult[]) => {
    const cell = (k: BoxVerdict) => {
      const n = verdicts.filter((v) => v.kind === k).length;
      return `${String(n).padStart(5)} ${pct(n, verdicts.length).padStart(5)}`;
    };
    console.log(`  ${label.padEnd(8)} ${String(verdicts.length).padStart(6)}  ${cell('consistent')}   ${cell('swapped')}   ${cell('misplaced')}   ${cell('absent')}   ${String(verdicts.filter((v) => v.kind === 'refused').length).padStart(7)}`);
  };
  const of = (names: readonly LineName[]) => results.flatMap((r) => names.flatMap((n) => (r.lines[n] ? [r.lines[n]] : [])));
  for (const name of PRINCIPAL) row(name, of([name]));
  row('all 3', of(PRINCIPAL));
  console.log('  (target on phone photos: consistent ≥ 85 %, swapped ≤ 3 %)');
  const swaps = results.flatMap((r) => PRINCIPAL.filter((n) => r.lines[n]?.kind === 'swapped').map((n) => `${n} in the ${r.lines[n]!.into} box`));
  const pairs = [...new Set(swaps)].map((s) => `${s} ${swaps.filter((x) => x === s).length}`);
  if (pairs.length) console.log(`  swaps: ${pairs.join(', ')}`);
  console.log('  fate, apart (its boxes are unreliable and never tuned on):');
  row('fate', of(['fate']));
  const reasons = [...new Set(refused.map((r) => r.refused!))];
  console.log(`  refused: ${refused.length} / ${results.length}${reasons.map((m) => `\n    ${refused.filter((r) => r.refused === m).length} × ${m}`).join('')}`);
  if (timed) console.log(`  time per photo, end to end (get-palm-id + get-palm-image over HTTP), median ${median(results.map((r) => r.ms)).toFixed(0)} ms`);
}

/** The first `limit` photos of each of `sources`, in the bench's fixed order. */
export const sample = (photos: BoxedPhoto[], sources: Source[], limit = Infinity): BoxedPhoto[] => sources.flatMap((s) => photos.filter((p) => p.source === s).slice(0, limit));

export async function runBoxBench(opts: { dir: string; limit?: number; source?: Source; json?: string; closeUps?: boolean }): Promise<void> {
  const { photos, files, missing } = await loadBoxedPhotos(opts.dir);
  const count = (s: Source) => photos.filter((p) => p.source === s).length;
  console.log(`${files} boxed images in ${opts.dir}, ${photos.length} distinct (${count('phone')} phone photos, ${count('11k')} 11K Hands scans)${missing ? `; ${missing} boxes of images not found beside their CSV` : ''}`);
  const sources: Source[] = opts.source ? [opts.source] : ['phone', '11k'];
  const chosen = sample(photos, sources, opts.limit);
  if (opts.closeUps) console.log(`close-ups: each photo cropped to its palm at ${CLOSE_UP.width}×${CLOSE_UP.height}, fingers partly out`);
  const results: BoxResult[] = [];
  const server = await startPalmServer();
  try {
    for (const original of chosen) {
      const cropped = opts.closeUps ? await closeUp(original) : { photo: original, bytes: await readFile(original.file) };
      if (!cropped) continue;
      const { photo } = cropped;
      const r = await readBoxed(server, photo, cropped.bytes);
      results.push(r);
      const summary = r.refused ?? LINE_NAMES.filter((n) => r.lines[n]).map((n) => `${n} ${r.lines[n]!.kind}${r.lines[n]!.into ? ` (${r.lines[n]!.into})` : ''}`).join(', ');
      console.log(`  ${photo.stem.padEnd(34)} ${r.ms.toFixed(0).padStart(5)} ms  ${summary}`);
    }
  } finally {
    await server.close();
  }
  for (const s of sources) report(s, results.filter((r) => r.photo.source === s));
  if (opts.json) {
    await writeFile(opts.json, JSON.stringify(results.map((r) => ({ stem: r.photo.stem, file: r.photo.file, source: r.photo.source, ms: Math.round(r.ms), refused: r.refused, boxes: r.photo.boxes, lines: r.lines }))));
    console.log(`answers and verdicts written to ${opts.json}`);
  }
}
