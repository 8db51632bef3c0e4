// node --import tsx bench/palm-box-tune.ts --boxes DIR [--source phone|11k] [--limit N] [--from N] [--close-ups] [--only SUBSTRING] [--draw OUTDIR] [--json FILE]
// The weak-label bench (bench/palm-boxes.ts) without the service, for tuning the tracer: each photo decoded as the
// reader decodes it and read by the same detection (blur refusal included), with the hand model's landmarks found
// once and kept in a cache outside the repository, so a run over hundreds of photos takes seconds a photo less
// (one cache per reader version: a change to the landmark stage comes with a new version, and a stale cache would hide it).
// --from N skips the first N photos of the source: a change tuned on the first few hundred is checked on others.
// --draw writes each photo with its boxes (thin) and traced lines (thick) as a PNG to look at, outside the repository;
// --json FILE the verdicts and paths per photo, as bench:palms writes them.
// Tune on the phone photos only, never on the 11K Hands scans or the fate boxes; bench:palms gives the figures.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { detectLines } from '../src/palmistry/detect.js';
import { findHand, type HandLandmarks } from '../src/palmistry/hand-model.js';
import { scaledFrame, UnusablePalm, type PalmFrame, type RgbImage } from '../src/palmistry/hand.js';
import { LINE_NAMES } from '../src/palmistry/lines.js';
import { PROCESSING_MODEL } from '../src/palmistry/photo.js';
import { closeUp, judgeBoxed, loadBoxedPhotos, report, sample, type BoxResult, type Source } from './palm-boxes.js';
import type { Point } from './palm-annotations.js';

const { values } = parseArgs({
  options: { boxes: { type: 'string' }, source: { type: 'string', default: 'phone' }, limit: { type: 'string' }, from: { type: 'string' }, 'close-ups': { type: 'boolean' }, only: { type: 'string' }, draw: { type: 'string' }, json: { type: 'string' }, cache: { type: 'string', default: `/tmp/palm-box-tune-landmarks-${PROCESSING_MODEL}.json` } },
});
const source = values.source as Source;
if (!values.boxes || (source !== 'phone' && source !== '11k')) {
  console.error('usage: palm-box-tune.ts --boxes DIR [--source phone|11k] [--limit N] [--from N] [--close-ups] [--only SUBSTRING] [--draw OUTDIR]');
  process.exit(2);
}
/** As the reader decodes a photo (photo.ts). */
const WORKING_SIZE = 1024;
const COLOURS = { heart: '#ff0000', head: '#0040ff', life: '#00c000', fate: '#ff00ff' } as const;

type Cache = Record<string, HandLandmarks | null>;
const cache = await readFile(values.cache, 'utf8').then((text) => JSON.parse(text) as Cache, (): Cache => ({}));
const { photos } = await loadBoxedPhotos(values.boxes);
const from = Number(values.from ?? 0);
const chosen = sample(photos, [source], values.limit ? from + Number(values.limit) : undefined).slice(from).filter((p) => !values.only || p.stem.includes(values.only));
if (values.draw) await mkdir(values.draw, { recursive: true });
const results: BoxResult[] = [];
/** Each reading's palm frame in the photo's pixels, for --json. */
const frames = new Map<BoxResult, PalmFrame | undefined>();
for (const original of chosen) {
  const cropped = values['close-ups'] ? await closeUp(original) : { photo: original, bytes: await readFile(original.file) };
  if (!cropped) continue;
  const { photo, bytes } = cropped;
  const { data, info } = await sharp(bytes).rotate().resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const img: RgbImage = { width: info.width, height: info.height, data };
  const key = `${values['close-ups'] ? 'close-up ' : ''}${photo.file}`;
  const cachedHand = async (i: RgbImage) => {
    if (!(key in cache)) {
      cache[key] = (await findHand(i)) ?? null;
      await writeFile(values.cache, JSON.stringify(cache));
    }
    return cache[key] ?? undefined;
  };
  const t = performance.now();
  let result: BoxResult;
  let lines: { name: string; present: boolean; path: Point[] }[] = [];
  let frame: PalmFrame | undefined;
  try {
    const detection = await detectLines(img, undefined, cachedHand);
    const factor = photo.width / info.width;
    frame = scaledFrame(detection.frame, factor);
    lines = detection.lines.map((l) => ({ ...l, path: l.present ? l.path.map(([x, y]): Point => [x * factor, y * factor]) : [] }));
    result = judgeBoxed(photo, performance.now() - t, (name) => {
      const l = detection.lines.find((d) => d.name === name)!;
      return { present: l.present, confidence: l.confidence, points: lines.find((d) => d.name === name)!.path };
    });
  } catch (err) {
    if (!(err instanceof UnusablePalm)) throw err;
    result = judgeBoxed(photo, performance.now() - t, { refused: err.reason });
  }
  results.push(result);
  frames.set(result, frame);
  const summary = result.refused ?? LINE_NAMES.filter((n) => result.lines[n]).map((n) => `${n} ${result.lines[n]!.kind}${result.lines[n]!.into ? ` (${result.lines[n]!.into})` : ''}`).join(', ');
  console.log(`  ${photo.stem.padEnd(34)} ${summary}`);
  if (values.draw) {
    const rect = ({ x0, y0, x1, y1 }: { x0: number; y0: number; x1: number; y1: number }, colour: string) => `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="none" stroke="${colour}" stroke-width="1.5"/>`;
    const parts = [
      ...LINE_NAMES.flatMap((n) => (photo.boxes[n] ?? []).map((b) => rect(b, COLOURS[n]))),
      ...lines.filter((l) => l.path.length > 1).map((l) => `<polyline points="${l.path.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="none" stroke="${COLOURS[l.name as keyof typeof COLOURS]}" stroke-width="4" stroke-opacity="0.8"/>`),
    ];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.width}" height="${photo.height}">${parts.join('')}</svg>`;
    await sharp(bytes).rotate().composite([{ input: Buffer.from(svg) }]).png().toFile(join(values.draw, `${photo.stem}.png`));
  }
}
report(source, results, false);
if (values.json) await writeFile(values.json, JSON.stringify(results.map((r) => ({ stem: r.photo.stem, file: r.photo.file, source: r.photo.source, refused: r.refused, boxes: r.photo.boxes, frame: frames.get(r), lines: r.lines }))));
