// node --import tsx bench/palm-crease-model.ts --photos DIR [--snap] [--radius 0.02] [--mlp H] [--position] [--ridge 1]
// A learned per-pixel crease score (issue 12, task palm-7), judged honestly. Every grid pixel of the crease map
// within --radius palm units of a drawn crease is a positive, every one further than 0.06 (4 % of the palm's
// width) a negative (sampled); features are the map's own (multi-scale Hessian valleys and their orientation,
// darkness after the lighting division, colour), optionally the pixel's place in the palm frame (a prior).
// The score, in the palm's noise units, replaces or is blended with the Hessian evidence and the tracer runs
// on it unchanged. Figures: leave-one-person-out on the tuning split (each person's photos traced on a model
// fitted without them), the held-out photos on a model fitted on all tuning photos, and in-sample, labelled.
// --snap moves each drawn crease onto the valley it follows first (positives then within --radius of that);
// --mlp H fits a one-hidden-layer network of H units instead of a logistic regression. Not kept (docs/palmistry.md,
// Tried and not kept): no variant beat today's Hessian evidence leave-one-person-out.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { frameFromLandmarks, toPalm, type PalmFrame, type Point } from '../src/palmistry/hand.js';
import { creaseMap, evidenceAt, flatOnGrid, inNoiseUnits, mapOf, palmCore, palmGrid } from '../src/palmistry/crease-map.js';
import { pathInImage, traceRaw, LINE_NAMES } from '../src/palmistry/lines.js';
import { bestPath } from '../src/palmistry/path-search.js';
import type { Corridor } from '../src/palmistry/corridors.js';
import { darkValleys, gaussianBlur, plane, type Plane } from '../src/palmistry/raster.js';
import { fitLogisticTo, personOf } from './palm-calibration.js';
import { loadAnnotations, splitOf, type AnnotatedPhoto } from './palm-annotations.js';
import { judgeLine, palmWidth } from './palm-scoring.js';

const { values } = parseArgs({
  options: {
    photos: { type: 'string' },
    cache: { type: 'string', default: '/tmp/palm-tune-landmarks.json' },
    position: { type: 'boolean' },
    mlp: { type: 'string' },
    radius: { type: 'string', default: '0.02' },
    ridge: { type: 'string', default: '1' },
    snap: { type: 'boolean' },
  },
});
if (!values.photos) {
  console.error("usage: palm-crease-model.ts --photos DIR [--snap] [--radius R] [--mlp H] [--position] [--ridge R]  (landmarks from bench/palm-tune.ts's cache)");
  process.exit(2);
}
const WORKING_SIZE = 1024;
const P = 100;
const GRID = { xMin: -1.4, yMax: 1.25 };
const POSITIVE_WITHIN = Number(values.radius);
const NEGATIVE_BEYOND = 0.06;
const SIGMAS = [0.012, 0.017, 0.026, 0.04];
/** Features are clipped: a few extreme pixels (a dark blot) should not steer the fit. */
const CLIP = 40;

/** The valley strength (raster.ts's darkValleys), both eigenvalues (σ²-scaled) and the valley's orientation (doubled angle). */
function valleyFeatures(p: Plane, sigma: number) {
  const [large, small, c2, s2] = [0, 0, 0, 0].map(() => plane(p.width, p.height)) as [Plane, Plane, Plane, Plane];
  const valley = darkValleys(p, sigma, { large, small, cos2: c2, sin2: s2 });
  return { valley, large, small, c2, s2 };
}

interface Palm {
  photo: AnnotatedPhoto;
  person: string;
  split: 'tuning' | 'holdout';
  frame: PalmFrame;
  factor: number;
  /** Today's evidence (noise units; NaN off the core). */
  z: Plane;
  core: Plane;
  features: Float32Array[];
  /** Per grid pixel: 1 positive, 0 negative, -1 neither. */
  label: Int8Array;
}
const featureNames: string[] = [];

function featurePlanes(rgb: { width: number; height: number; data: Uint8Array }, frame: PalmFrame, landmarks: Point[]) {
  const grid = palmGrid(frame, landmarks);
  const channel = (c: number): Plane => {
    const out = plane(rgb.width, rgb.height);
    for (let i = 0; i < out.data.length; i++) out.data[i] = rgb.data[3 * i + c]!;
    return out;
  };
  const [r, g, b] = [0, 1, 2].map((c) => flatOnGrid(channel(c), grid)) as [ReturnType<typeof flatOnGrid>, ReturnType<typeof flatOnGrid>, ReturnType<typeof flatOnGrid>];
  const core = palmCore(g.inside);
  const planes: Array<[string, Plane]> = [];
  const unitsOf = (p: Plane) => inNoiseUnits(p, core);
  let orientation: { c2: Plane; s2: Plane; valley: Plane } | undefined;
  for (const sigma of SIGMAS) {
    const h = valleyFeatures(g.flat, sigma * P);
    planes.push([`valley${sigma}`, unitsOf(h.valley)], [`large${sigma}`, unitsOf(h.large)], [`small${sigma}`, unitsOf(h.small)]);
    if (sigma === 0.026) orientation = h;
  }
  // Orientation counts only where there is a valley to have one: weighted by its strength, capped.
  const ov = unitsOf(orientation!.valley);
  const weighted = (p: Plane) => ({ ...p, data: p.data.map((v, i) => v * Math.max(0, Math.min(1, (ov.data[i] ?? 0) / 10))) });
  planes.push(['across_c2', weighted(orientation!.c2)], ['across_s2', weighted(orientation!.s2)]);
  const fine = (p: Plane) => gaussianBlur(p, 0.01 * P);
  const dark = fine(g.flat);
  planes.push(['dark', unitsOf({ ...dark, data: dark.data.map((v) => -v) })]);
  const rb = fine(r.flat);
  const bb = fine(b.flat);
  planes.push(['red_minus_green', unitsOf({ ...rb, data: rb.data.map((v, i) => v - dark.data[i]!) })]);
  planes.push(['blue_minus_green', unitsOf({ ...bb, data: bb.data.map((v, i) => v - dark.data[i]!) })]);
  if (values.position) {
    const [w, hgt] = [g.flat.width, g.flat.height];
    const px = plane(w, hgt);
    const py = plane(w, hgt);
    for (let j = 0; j < hgt; j++) for (let i = 0; i < w; i++) [px.data[j * w + i], py.data[j * w + i]] = [GRID.xMin + i / P, GRID.yMax - j / P];
    const prod = (a: Plane, c: Plane) => ({ ...a, data: a.data.map((v, k) => v * c.data[k]!) });
    planes.push(['x', px], ['y', py], ['xx', prod(px, px)], ['yy', prod(py, py)], ['xy', prod(px, py)]);
  }
  if (!featureNames.length) featureNames.push(...planes.map(([n]) => n));
  return { core, features: planes.map(([, p]) => p.data.map((v) => Math.max(-CLIP, Math.min(CLIP, v)))) };
}

/** Distance (palm units) from each grid pixel to the nearest drawn crease, up to `reach`. */
function distanceToDrawn(lines: Point[][], width: number, height: number, reach: number): Float32Array {
  const d = new Float32Array(width * height).fill(Infinity);
  const r = Math.ceil(reach * P);
  for (const line of lines) {
    for (let n = 1; n < line.length; n++) {
      const [a, b] = [line[n - 1]!, line[n]!];
      const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.005));
      for (let s = 0; s <= steps; s++) {
        const [x, y] = [a[0] + ((b[0] - a[0]) * s) / steps, a[1] + ((b[1] - a[1]) * s) / steps];
        const [ci, cj] = [(x - GRID.xMin) * P, (GRID.yMax - y) * P];
        for (let j = Math.max(0, Math.floor(cj - r)); j <= Math.min(height - 1, Math.ceil(cj + r)); j++) {
          for (let i = Math.max(0, Math.floor(ci - r)); i <= Math.min(width - 1, Math.ceil(ci + r)); i++) {
            const dist = Math.hypot(i - ci, j - cj) / P;
            if (dist < d[j * width + i]!) d[j * width + i] = dist;
          }
        }
      }
    }
  }
  return d;
}

/** Palm units either side of a drawn crease where its middle is looked for, and between the positions tried. */
const SNAP_REACH = 0.04;
const SNAP_STEP = 0.005;

/**
 * A drawn crease moved onto the valley it follows: a hand-drawn polyline of 6-12 points misses a crease's middle
 * by up to 0.03 palm units, more than a crease's width, so its pixels would be mostly skin. The best path through
 * today's evidence in a narrow band along the drawn line (the tracer's own search) finds the middle.
 */
function snapped(drawn: Point[], map: ReturnType<typeof creaseMap>): Point[] {
  const along: Point[] = [drawn[0]!];
  for (let n = 1; n < drawn.length; n++) {
    const [a, b] = [drawn[n - 1]!, drawn[n]!];
    const steps = Math.max(1, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.01));
    for (let s = 1; s <= steps; s++) along.push([a[0] + ((b[0] - a[0]) * s) / steps, a[1] + ((b[1] - a[1]) * s) / steps]);
  }
  const normals = along.map((_, k) => {
    const [a, b] = [along[Math.max(0, k - 3)]!, along[Math.min(along.length - 1, k + 3)]!];
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [-(b[1] - a[1]) / l, (b[0] - a[0]) / l] as Point;
  });
  const corridor: Corridor = {
    steps: along.length,
    positions: Math.round((2 * SNAP_REACH) / SNAP_STEP) + 1,
    stepLength: 0.01,
    at: (k, m) => [along[k]![0] + (m * SNAP_STEP - SNAP_REACH) * normals[k]![0], along[k]![1] + (m * SNAP_STEP - SNAP_REACH) * normals[k]![1]],
  };
  return bestPath(corridor, (p) => Math.max(0, evidenceAt(map, p))).map((m, k) => corridor.at(k, m));
}

// Seeded, so every run samples the same pixels.
let seed = 12;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const cache = JSON.parse(await readFile(values.cache, 'utf8')) as Record<string, { side: string; landmarks: Point[] } | null>;
const set = await loadAnnotations();
const palms: Palm[] = [];
for (const photo of set.photos) {
  const hand = cache[photo.file];
  if (!hand) throw new Error(`${photo.file}: no landmarks in ${values.cache}; run bench/palm-tune.ts --split all first`);
  const bytes = await readFile(join(values.photos, photo.file));
  const { data, info } = await sharp(bytes).rotate().resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const frame = frameFromLandmarks(hand.landmarks);
  const green = { width: info.width, height: info.height, data: new Float32Array(info.width * info.height) };
  for (let i = 0; i < green.data.length; i++) green.data[i] = data[3 * i + 1]!;
  const map = creaseMap(green, frame, hand.landmarks);
  const { z } = map;
  const { core, features } = featurePlanes({ width: info.width, height: info.height, data }, frame, hand.landmarks);
  const factor = photo.width / info.width;
  const drawn = LINE_NAMES.flatMap((n) => {
    const l = photo.lines[n];
    return 'points' in l ? [l.points.map((q) => toPalm(frame, [q[0] / factor, q[1] / factor]))] : [];
  });
  const d = distanceToDrawn(drawn, z.width, z.height, NEGATIVE_BEYOND + 0.01);
  const onCrease = distanceToDrawn(values.snap ? drawn.map((l) => snapped(l, map)) : drawn, z.width, z.height, POSITIVE_WITHIN + 0.01);
  // Where the fate line is not judged it may still be there: no negatives in its band.
  const fateUnknown = !('points' in photo.lines.fate) && !('absent' in photo.lines.fate);
  const label = new Int8Array(z.data.length).fill(-1);
  for (let k = 0; k < label.length; k++) {
    if (core.data[k]! < 0.5) continue;
    const [x, y] = [GRID.xMin + (k % z.width) / P, GRID.yMax - Math.floor(k / z.width) / P];
    if (onCrease[k]! <= POSITIVE_WITHIN) label[k] = 1;
    else if (d[k]! > NEGATIVE_BEYOND && !(fateUnknown && Math.abs(x - 0.08) < 0.3 && y > -1.05 && y < 0.7)) label[k] = 0;
  }
  palms.push({ photo, person: personOf(photo.file), split: splitOf(photo), frame, factor, z, core, features, label });
}
console.log(`${palms.length} photos, features: ${featureNames.join(', ')}`);

/** Each photo's training rows: its positives (at most 1500) and three times as many negatives, sampled. */
function rowsOf(palm: Palm): { xs: number[][]; ys: boolean[] } {
  const pos: number[] = [];
  const neg: number[] = [];
  palm.label.forEach((l, k) => (l === 1 ? pos : l === 0 ? neg : []).push(k));
  const pick = (ks: number[], n: number) => (ks.length <= n ? ks : Array.from({ length: n }, () => ks[Math.floor(random() * ks.length)]!));
  const p = pick(pos, 1500);
  const q = pick(neg, 3 * p.length);
  const row = (k: number) => [1, ...palm.features.map((f) => f[k]!)];
  return { xs: [...p, ...q].map(row), ys: [...p.map(() => true), ...q.map(() => false)] };
}
const rows = new Map(palms.map((p) => [p, rowsOf(p)]));

/** A fitted score: the logit of crease from a row (constant 1 first); a logistic model also keeps its weights. */
interface Model { score(x: number[]): number; weights?: number[] }
function fit(train: Palm[]): Model {
  const xs = train.flatMap((p) => rows.get(p)!.xs);
  const ys = train.flatMap((p) => rows.get(p)!.ys);
  if (values.mlp) return fitMlp(xs, ys, Number(values.mlp));
  const w = fitLogisticTo(xs, ys, Number(values.ridge));
  return { score: (x) => x.reduce((s, v, i) => s + v * w[i]!, 0), weights: w };
}

/** A one-hidden-layer network (tanh), trained by Adam on the log loss; inputs standardised on the training rows. */
function fitMlp(xs: number[][], ys: boolean[], hidden: number): Model {
  const n = xs[0]!.length;
  const mean = new Array<number>(n).fill(0);
  const sd = new Array<number>(n).fill(0);
  for (const x of xs) x.forEach((v, i) => (mean[i]! += v / xs.length));
  for (const x of xs) x.forEach((v, i) => (sd[i]! += (v - mean[i]!) ** 2 / xs.length));
  for (let i = 0; i < n; i++) sd[i] = Math.sqrt(sd[i]!) || 1;
  mean[0] = 0;
  sd[0] = 1;
  // Parameters: hidden × n input weights (the constant column is the bias), hidden output weights, one output bias.
  const size = hidden * n + hidden + 1;
  const theta = new Float64Array(size);
  for (let i = 0; i < hidden * n; i++) theta[i] = (random() - 0.5) * (2 / Math.sqrt(n));
  const [m1, m2] = [new Float64Array(size), new Float64Array(size)];
  const grad = new Float64Array(size);
  const h = new Float64Array(hidden);
  const forward = (x: number[]) => {
    let out = theta[size - 1]!;
    for (let u = 0; u < hidden; u++) {
      let a = 0;
      for (let i = 0; i < n; i++) a += theta[u * n + i]! * ((x[i]! - mean[i]!) / sd[i]!);
      h[u] = Math.tanh(a);
      out += theta[hidden * n + u]! * h[u]!;
    }
    return out;
  };
  const order = xs.map((_, k) => k);
  const [rate, batch, epochs, l2] = [0.01, 256, 6, 1e-4];
  let t = 0;
  for (let e = 0; e < epochs; e++) {
    for (let k = order.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [order[k], order[j]] = [order[j]!, order[k]!];
    }
    for (let start = 0; start < order.length; start += batch) {
      grad.fill(0);
      const end = Math.min(order.length, start + batch);
      for (let b = start; b < end; b++) {
        const x = xs[order[b]!]!;
        const r = 1 / (1 + Math.exp(-forward(x))) - (ys[order[b]!] ? 1 : 0);
        grad[size - 1]! += r;
        for (let u = 0; u < hidden; u++) {
          grad[hidden * n + u]! += r * h[u]!;
          const back = r * theta[hidden * n + u]! * (1 - h[u]! * h[u]!);
          for (let i = 0; i < n; i++) grad[u * n + i]! += back * ((x[i]! - mean[i]!) / sd[i]!);
        }
      }
      t++;
      for (let i = 0; i < size; i++) {
        const g = grad[i]! / (end - start) + l2 * theta[i]!;
        m1[i] = 0.9 * m1[i]! + 0.1 * g;
        m2[i] = 0.999 * m2[i]! + 0.001 * g * g;
        theta[i]! -= (rate * (m1[i]! / (1 - 0.9 ** t))) / (Math.sqrt(m2[i]! / (1 - 0.999 ** t)) + 1e-8);
      }
    }
  }
  return { score: forward };
}

/** The model's logit over a palm's core, NaN elsewhere. */
function logitPlane(model: Model, palm: Palm): Plane {
  const out = plane(palm.z.width, palm.z.height);
  const x = new Array<number>(palm.features.length + 1).fill(1);
  for (let k = 0; k < out.data.length; k++) {
    if (palm.core.data[k]! < 0.5) {
      out.data[k] = NaN;
      continue;
    }
    for (let f = 0; f < palm.features.length; f++) x[f + 1] = palm.features[f]![k]!;
    out.data[k] = model.score(x);
  }
  return out;
}

/** Area under the ROC curve of `score` over a palm's labelled pixels: how often a positive outranks a negative. */
function auc(pairs: Array<[number, boolean]>): number {
  pairs.sort((a, b) => a[0] - b[0]);
  let rank = 0;
  let positives = 0;
  let sum = 0;
  for (const [, y] of pairs) {
    rank++;
    if (y) {
      positives++;
      sum += rank;
    }
  }
  const negatives = pairs.length - positives;
  return (sum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

type Variant = (palm: Palm, logit: Plane) => Plane;
const zOf = (palm: Palm, logit: Plane) => inNoiseUnits({ ...logit, data: logit.data.map((v) => (Number.isNaN(v) ? 0 : v)) }, palm.core);
const blend = (a: number): Variant => (palm, logit) => {
  const learned = zOf(palm, logit);
  return inNoiseUnits({ ...palm.z, data: palm.z.data.map((v, k) => (Number.isNaN(v) ? 0 : v + a * learned.data[k]!)) }, palm.core);
};
/**
 * The learned score's ranks given today's evidence values: each palm's core pixels ordered by the score take
 * the Hessian evidence's values in the same order, so the tracer's thresholds (noise units) keep their meaning.
 */
const matched: Variant = (palm, logit) => {
  const ks: number[] = [];
  const zs: number[] = [];
  palm.z.data.forEach((v, k) => {
    if (Number.isNaN(v)) return;
    ks.push(k);
    zs.push(v);
  });
  ks.sort((a, b) => logit.data[a]! - logit.data[b]!);
  zs.sort((a, b) => a - b);
  const out = plane(palm.z.width, palm.z.height);
  out.data.fill(NaN);
  ks.forEach((k, n) => (out.data[k] = zs[n]!));
  return out;
};
/** Today's evidence plus `a` times the learned score (both in noise units), ranked as `matched` ranks. */
const matchedBlend = (a: number): Variant => (palm, logit) => {
  const learned = zOf(palm, logit);
  return matched(palm, { ...learned, data: learned.data.map((v, k) => palm.z.data[k]! + a * v) });
};
const VARIANTS: Record<string, Variant> = {
  hessian: (palm) => palm.z,
  matched,
  'matched blend 1': matchedBlend(1),
  'matched blend 3': matchedBlend(3),
  learned: zOf,
  'blend 0.5': blend(0.5),
  'blend 1': blend(1),
  'blend 2': blend(2),
};

/** Placed heart, head and life lines (and drawn), and fate right, for palms each traced on its own evidence. */
function tally(list: Array<{ palm: Palm; z: Plane }>) {
  const placed: Record<string, number> = { heart: 0, head: 0, life: 0, fate: 0 };
  const drawn: Record<string, number> = { heart: 0, head: 0, life: 0, fate: 0 };
  const perPhoto: string[] = [];
  for (const { palm, z } of list) {
    const map = mapOf(z);
    const width = palmWidth(palm.photo.index_base, palm.photo.little_base);
    const marks = traceRaw(map).map((l) => {
      const truth = palm.photo.lines[l.name];
      const points = pathInImage(palm.frame, l.path).map(([x, y]): Point => [x * palm.factor, y * palm.factor]);
      const v = judgeLine(truth, { present: l.present, points }, width);
      if ('points' in truth) drawn[l.name]!++;
      if (v.kind === 'placed') placed[l.name]!++;
      return v.kind === 'placed' ? l.name[0]!.toUpperCase() : '.';
    });
    perPhoto.push(marks.join(''));
  }
  const hhl = placed.heart! + placed.head! + placed.life!;
  const of = drawn.heart! + drawn.head! + drawn.life!;
  return { text: `heart ${placed.heart}/${drawn.heart} head ${placed.head}/${drawn.head} life ${placed.life}/${drawn.life} = ${hhl}/${of}; fate ${placed.fate}/${drawn.fate}`, perPhoto, hhl };
}

const tuning = palms.filter((p) => p.split === 'tuning');
const holdout = palms.filter((p) => p.split === 'holdout');
const people = [...new Set(tuning.map((p) => p.person))];
const all = fit(tuning);
if (all.weights) console.log(`logistic weights (fitted on all tuning photos): ${['constant', ...featureNames].map((n, i) => `${n} ${all.weights![i]!.toFixed(3)}`).join(', ')}`);
const lopo = new Map(people.map((person) => [person, fit(tuning.filter((p) => p.person !== person))]));
const logits = {
  lopo: new Map(tuning.map((p) => [p, logitPlane(lopo.get(p.person)!, p)])),
  inSample: new Map(palms.map((p) => [p, logitPlane(all, p)])),
};
// Pixel level: how well each score ranks the labelled pixels of photos it was not fitted on.
const pixelAuc = (score: (palm: Palm) => Plane, list: Palm[]) => {
  const values = list.map((palm) => {
    const s = score(palm);
    const pairs: Array<[number, boolean]> = [];
    palm.label.forEach((l, k) => {
      if (l >= 0) pairs.push([s.data[k]!, l === 1]);
    });
    return auc(pairs);
  });
  return values.reduce((a, b) => a + b, 0) / values.length;
};
console.log(`pixel AUC, mean over photos: Hessian evidence tuning ${pixelAuc((p) => p.z, tuning).toFixed(3)} holdout ${pixelAuc((p) => p.z, holdout).toFixed(3)}; learned LOPO tuning ${pixelAuc((p) => logits.lopo.get(p)!, tuning).toFixed(3)}, in-sample tuning ${pixelAuc((p) => logits.inSample.get(p)!, tuning).toFixed(3)}, holdout ${pixelAuc((p) => logits.inSample.get(p)!, holdout).toFixed(3)}`);
const quantiles = (z: Plane, at: (k: number) => boolean) => {
  const v = [...z.data].filter((x, k) => !Number.isNaN(x) && at(k)).sort((a, b) => a - b);
  return [0.5, 0.9, 0.99].map((q) => v[Math.floor(q * (v.length - 1))]!.toFixed(1)).join('/');
};
// The palms whose heart line runs close to the finger bases (docs/palmistry.md, Known failure classes): is their drawn heart crease stronger in the learned score?
const hard = tuning.filter((p) => /person2|palmprint_examples\/[34]\.|ntust-ip\/0020/.test(p.photo.file));
const nearDrawn = (palm: Palm, z: Plane) => {
  const truth = palm.photo.lines.heart;
  if (!('points' in truth)) return NaN;
  const map = mapOf(z);
  const drawn = truth.points.map((q) => toPalm(palm.frame, [q[0] / palm.factor, q[1] / palm.factor]));
  const near = drawn.map((p) => Math.max(...[-0.03, -0.015, 0, 0.015, 0.03].flatMap((dx) => [-0.03, -0.015, 0, 0.015, 0.03].map((dy) => evidenceAt(map, [p[0] + dx, p[1] + dy]))))).filter((e) => e !== -1).sort((a, b) => a - b);
  return near[Math.floor(near.length / 2)]!;
};
console.log(`median evidence near the drawn heart line on the ${hard.length} close-to-the-finger-bases palms: Hessian ${hard.map((p) => nearDrawn(p, p.z).toFixed(1)).join(' ')}; learned, ranked (LOPO) ${hard.map((p) => nearDrawn(p, matched(p, logits.lopo.get(p)!)).toFixed(1)).join(' ')}`);
for (const [name, variant] of Object.entries(VARIANTS)) {
  const zs = tuning.map((palm) => ({ palm, z: variant(palm, logits.lopo.get(palm)!) }));
  console.log(`${name.padEnd(12)} evidence quantiles 50/90/99 %, first 3 photos: core ${zs.slice(0, 3).map(({ z }) => quantiles(z, () => true)).join(' ')}; on drawn creases ${zs.slice(0, 3).map(({ z, palm }) => quantiles(z, (k) => palm.label[k] === 1)).join(' ')}`);
  const cv = tally(tuning.map((palm) => ({ palm, z: variant(palm, logits.lopo.get(palm)!) })));
  const ins = tally(tuning.map((palm) => ({ palm, z: variant(palm, logits.inSample.get(palm)!) })));
  const held = tally(holdout.map((palm) => ({ palm, z: variant(palm, logits.inSample.get(palm)!) })));
  console.log(`${name.padEnd(12)} LOPO ${cv.text} | held out ${held.text} | (in-sample ${ins.hhl}/85)`);
  console.log(`             LOPO per photo ${cv.perPhoto.join(' ')} | held out ${held.perPhoto.join(' ')}`);
}
