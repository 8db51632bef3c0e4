// node --import tsx bench/palm-prior.ts --photos DIR [--cache FILE]
// The tracer's anatomical prior (src/palmistry/line-prior.ts) from our annotations of the tuning photos: each drawn
// heart, head, life and fate line mapped into the palm frame the tracer uses (from the hand model's landmarks), and
// for each step along the line's band (corridors.ts) the mean and spread of where it crosses the band. The held-out
// photos are left out, so they stay a test of it. bench/palm-tune.ts --prior lopo builds the same prior without
// each person in turn.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { frameFromLandmarks, toPalm, type Point } from '../src/palmistry/hand.js';
import { LINE_MODELS, type Corridor, type LinePrior, type LinePriors } from '../src/palmistry/corridors.js';
import { LINE_NAMES } from '../src/palmistry/lines.js';
import { loadAnnotations, splitOf, type AnnotatedPhoto } from './palm-annotations.js';
import { DEFAULT_CACHE, photoReader, WORKING_SIZE } from './palm-photos.js';

/** Fewest annotated lines crossing a step for the prior to say anything there. */
const MIN_LINES = 6;
/** Least spread (palm units): about a crease's width plus how far a drawn polyline strays from it. */
const MIN_SD = 0.04;
/** Steps either side over which the mean and spread are smoothed: 28-odd lines per step are a noisy estimate. */
const SMOOTH = 2;

/** An annotated photo with the landmarks the hand model found on it at the working size. */
export interface Landmarked { photo: AnnotatedPhoto; landmarks: Point[] }

/**
 * Where a polyline (palm units) crosses the band's cross-section at step k, as an offset from the band's middle
 * (palm units, positive towards the last position); the crossing nearest the middle, undefined when it does not
 * cross inside the band.
 */
export function crossing(c: Corridor, k: number, line: Point[]): number | undefined {
  const last = c.positions - 1;
  const [a, b] = [c.at(k, 0), c.at(k, last)];
  const half = (last / 2) * c.stepLength;
  const centre: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const n: Point = [(b[0] - a[0]) / (2 * half), (b[1] - a[1]) / (2 * half)];
  let best: number | undefined;
  for (let i = 1; i < line.length; i++) {
    const [p, q] = [line[i - 1]!, line[i]!];
    const d: Point = [q[0] - p[0], q[1] - p[1]];
    // p + s·d = centre + t·n, by Cramer's rule.
    const det = -d[0] * n[1] + n[0] * d[1];
    if (Math.abs(det) < 1e-9) continue;
    const r: Point = [centre[0] - p[0], centre[1] - p[1]];
    const s = (-r[0] * n[1] + n[0] * r[1]) / det;
    const t = (d[0] * r[1] - d[1] * r[0]) / det;
    if (s < 0 || s > 1 || Math.abs(t) > half) continue;
    if (best === undefined || Math.abs(t) < Math.abs(best)) best = t;
  }
  return best;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** Mean and spread of where the photos' drawn lines cross each step of each line's band. */
export function buildPrior(photos: Landmarked[]): LinePriors {
  const priors: LinePriors = {};
  for (const name of LINE_NAMES) {
    const c = LINE_MODELS[name].corridor;
    const drawn = photos.flatMap(({ photo, landmarks }) => {
      const truth = photo.lines[name];
      if (!('points' in truth)) return [];
      const frame = frameFromLandmarks(landmarks);
      const factor = Math.max(photo.width, photo.height) / WORKING_SIZE;
      return [truth.points.map((q) => toPalm(frame, [q[0] / factor, q[1] / factor]))];
    });
    const offsets = Array.from({ length: c.steps }, (_, k) => drawn.flatMap((line) => crossing(c, k, line) ?? []));
    const at = (k: number) => offsets.slice(Math.max(0, k - SMOOTH), k + SMOOTH + 1).flat();
    const prior: LinePrior = { mean: [], sd: [] };
    for (let k = 0; k < c.steps; k++) {
      const here = at(k);
      if (offsets[k]!.length < MIN_LINES) {
        prior.mean.push(null);
        prior.sd.push(null);
        continue;
      }
      const mu = here.reduce((s, v) => s + v, 0) / here.length;
      const sd = Math.sqrt(here.reduce((s, v) => s + (v - mu) ** 2, 0) / (here.length - 1));
      prior.mean.push(round(mu));
      prior.sd.push(round(Math.max(MIN_SD, sd)));
    }
    if (prior.mean.some((v) => v !== null)) priors[name] = prior;
  }
  return priors;
}

/** The tuning photos with their landmarks (photos without a hand left out). */
export async function landmarkedTuningPhotos(dir: string, cache = DEFAULT_CACHE): Promise<Landmarked[]> {
  const read = await photoReader(dir, cache);
  const out: Landmarked[] = [];
  for (const photo of (await loadAnnotations()).photos.filter((p) => splitOf(p) === 'tuning')) {
    const { hand } = await read(photo);
    if (hand) out.push({ photo, landmarks: hand.landmarks });
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { photos: { type: 'string' }, cache: { type: 'string', default: DEFAULT_CACHE } } });
  if (!values.photos) {
    console.error('usage: palm-prior.ts --photos DIR [--cache FILE]');
    process.exit(2);
  }
  const photos = await landmarkedTuningPhotos(values.photos, values.cache);
  const commit = execFileSync('git', ['log', '-1', '--format=%H', '--', 'bench/palm-annotations.json'], { encoding: 'utf8' }).trim();
  const priors = buildPrior(photos);
  const text = `// Generated by bench/palm-prior.ts from bench/palm-annotations.json at commit ${commit}: our own drawing of the
// principal lines on the ${photos.length} tuning photos of the development set (the held-out ones left out), under the project
// licence; the photos themselves are not redistributable and not used beyond the annotation and the hand model's
// landmarks on them. For each line and each step along its band (corridors.ts): the mean offset across the band
// from its middle and the spread (palm units) of the drawn lines crossing that step, null where fewer than
// ${MIN_LINES} cross it.
import type { LinePriors } from './corridors.js';

export const LINE_PRIORS: LinePriors = ${JSON.stringify(priors)};
`;
  await writeFile(new URL('../src/palmistry/line-prior.ts', import.meta.url), text);
  for (const [name, p] of Object.entries(priors)) {
    const sds = p.sd.filter((v): v is number => v !== null).sort((a, b) => a - b);
    console.log(`${name}: ${sds.length}/${p.sd.length} steps with a prior, median sd ${sds[Math.floor(sds.length / 2)]}`);
  }
}
