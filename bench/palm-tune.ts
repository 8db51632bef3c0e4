// node --import tsx bench/palm-tune.ts --photos DIR [--split tuning|holdout|all] [--only SUBSTRING] [--draw OUTDIR] [--explain] [--turn 90|180|270]
// The line tracer alone on the annotated photos, for tuning it: the hand model's landmarks are found once and kept
// in a cache outside the repository, one per reader version (they do not change while the tracer is tuned), then the crease map and the
// tracing run in this process and are scored as bench:palms scores them. --draw writes each photo's traced lines
// (thick) over the annotation (thin) as a PNG to look at. --explain says, for each drawn line not placed, how much of the
// annotated crease lies inside the line's band and on the crease map, and how strong the evidence is near it against
// along the traced path: whether the band, the map's outline or faint evidence lost it. Tune on the tuning split only;
// bench:palms gives the figures.
// --turn turns every photo's pixels (and its annotation) that far clockwise first, as a photo held another way
// and saved without an EXIF orientation would come: the hand model, the frame and the tracer should read the same.
// Last, it fits a confidence map (bench/palm-calibration.ts) and prints the figures with the tracer's own confidence,
// with the map fitted in-sample, and leave-one-person-out (each person scored by a map fitted on the others).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { findHand } from '../src/palmistry/hand-model.js';
import { frameFromLandmarks, toPalm, type Point } from '../src/palmistry/hand.js';
import { evidenceAt, withOwnClaims, type CreaseMap } from '../src/palmistry/crease-map.js';
import { LINE_MODELS, STEP } from '../src/palmistry/corridors.js';
import { creaseMap, pathInImage, traceRaw, LINE_NAMES, type LineName } from '../src/palmistry/lines.js';
import { EVIDENCE_NAMES, features, fitLogistic, leaveOnePersonOut, logistic, personOf, type Sample } from './palm-calibration.js';
import { isCopy, loadAnnotations, splitOf, turnPhoto, type AnnotatedLine, type Turn } from './palm-annotations.js';
import { judgeLine, palmWidth, type Verdict } from './palm-scoring.js';
import { PROCESSING_MODEL } from '../src/palmistry/photo.js';

const { values } = parseArgs({ options: { photos: { type: 'string' }, split: { type: 'string', default: 'tuning' }, only: { type: 'string' }, draw: { type: 'string' }, explain: { type: 'boolean' }, turn: { type: 'string', default: '0' }, cache: { type: 'string', default: `/tmp/palm-tune-landmarks-${PROCESSING_MODEL}.json` } } });
const turn = Number(values.turn) as Turn;
if (!values.photos || ![0, 90, 180, 270].includes(turn)) {
  console.error('usage: palm-tune.ts --photos DIR [--split tuning|holdout|all] [--only SUBSTRING] [--draw OUTDIR] [--explain] [--turn 90|180|270]');
  process.exit(2);
}
const COLOURS = { heart: '#ff0000', head: '#0040ff', life: '#00c000', fate: '#ff00ff' } as const;
const WORKING_SIZE = 1024;

type Cache = Record<string, { side: string; landmarks: Point[] } | null>;
const cache = await readFile(values.cache, 'utf8').then((text) => JSON.parse(text) as Cache, (): Cache => ({}));
const set = await loadAnnotations();
// A re-encoded copy of another photo (copy_of) would count that photo twice.
const photos = set.photos.filter((p) => !isCopy(p) && (values.split === 'all' || splitOf(p) === values.split) && (!values.only || p.file.includes(values.only)));
/** One traced line of one photo, with what it would be judged were it reported present. */
interface Record_ { person: string; name: LineName; truth: AnnotatedLine; sample?: Sample; would: Verdict; confidence: number }
const records: Record_[] = [];
if (values.draw) await mkdir(values.draw, { recursive: true });
for (const drawn of photos) {
  const photo = turnPhoto(drawn, turn);
  const file = await readFile(join(values.photos, drawn.file));
  // Turned losslessly (a PNG of the upright pixels), so only the turn differs from the photo as sent.
  const bytes = turn ? await sharp(file).rotate().raw().toBuffer({ resolveWithObject: true }).then(({ data, info }) => sharp(data, { raw: info }).rotate(turn).png({ compressionLevel: 1 }).toBuffer()) : file;
  const { data, info } = await sharp(bytes).rotate().resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (!(photo.file in cache)) {
    const hand = await findHand({ width: info.width, height: info.height, data });
    cache[photo.file] = hand ? { side: hand.side, landmarks: hand.landmarks } : null;
    await writeFile(values.cache, JSON.stringify(cache));
  }
  const hand = cache[photo.file];
  if (!hand) {
    console.log(`${photo.file}: no hand`);
    continue;
  }
  const frame = frameFromLandmarks(hand.landmarks);
  const green = { width: info.width, height: info.height, data: new Float32Array(info.width * info.height) };
  for (let i = 0; i < green.data.length; i++) green.data[i] = data[3 * i + 1]!;
  const map = creaseMap(green, frame, hand.landmarks);
  // The evidence before any line claims its crease, for --explain.
  const unclaimed = withOwnClaims(map);
  const raw = traceRaw(map);
  const factor = photo.width / info.width;
  const width = palmWidth(photo.index_base, photo.little_base);
  const person = personOf(photo.file);
  const verdicts = LINE_NAMES.map((name) => {
    const l = raw.find((x) => x.name === name)!;
    const points = pathInImage(frame, l.path).map(([x, y]): Point => [x * factor, y * factor]);
    const truth = photo.lines[name];
    const v: Verdict = judgeLine(truth, { present: l.present, points }, width);
    // Whether the traced stretch would be placed were it reported present: what calibrating confidence needs.
    const would = judgeLine(truth, { present: true, points }, width);
    const known = 'score' in would || would.kind === 'false_alarm';
    records.push({ person, name, truth, would, confidence: l.confidence, sample: l.evidence && known ? { person, evidence: l.evidence, onCrease: would.kind === 'placed' } : undefined });
    const score = 'score' in v ? ` r${v.score.recall.toFixed(2)} p${v.score.precision.toFixed(2)}` : v.kind === 'missed' ? ` (${would.kind})` : '';
    const why = values.explain && 'points' in truth && v.kind !== 'placed' ? `\n    ${name}: ${explain(unclaimed, truth.points.map((q) => toPalm(frame, [q[0] / factor, q[1] / factor])), l.path, name)}` : '';
    return { name, text: `${name} ${v.kind}${score} c${l.confidence}`, why, points: l.present ? points : [], faint: !l.present && points.length > 1 ? points : [] };
  });
  console.log(`${photo.file.padEnd(62)} ${verdicts.map((v) => v.text).join(' | ')}${verdicts.map((v) => v.why).join('')}`);
  if (values.draw) {
    const scale = 1000 / Math.max(photo.width, photo.height);
    const poly = (pts: Point[], colour: string, w: number, dash = '') =>
      `<polyline points="${pts.map(([x, y]) => `${(x * scale).toFixed(1)},${(y * scale).toFixed(1)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-opacity="0.8"${dash}/>`;
    const parts = [
      ...LINE_NAMES.flatMap((n) => ('points' in photo.lines[n] ? [poly((photo.lines[n] as { points: Point[] }).points, COLOURS[n], 1.5)] : [])),
      ...verdicts.flatMap((v) => [v.points.length ? poly(v.points, COLOURS[v.name], 5) : '', v.faint.length ? poly(v.faint, COLOURS[v.name], 3, ' stroke-dasharray="4,6"') : '']),
      ...hand.landmarks.map(([x, y]) => `<circle cx="${x * factor * scale}" cy="${y * factor * scale}" r="3" fill="yellow"/>`),
    ];
    const [dw, dh] = [Math.round(photo.width * scale), Math.round(photo.height * scale)];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${dw}" height="${dh}">${parts.join('')}</svg>`;
    await sharp(bytes).rotate().resize(dw, dh).composite([{ input: Buffer.from(svg) }]).png().toFile(join(values.draw, `${photo.file.replace(/[/+]/g, '_')}.png`));
  }
}
/** Points every STEP palm units along a polyline. */
function resample(points: Point[], step = 0.02): Point[] {
  const out: Point[] = points.slice(0, 1);
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const n = Math.max(1, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 1; k <= n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return out;
}
function median(v: number[]): number {
  return v.length ? v.sort((a, b) => a - b)[Math.floor(v.length / 2)]! : NaN;
}

/**
 * Why a drawn line was not placed (palm units): the share of the annotated crease within a step of its band, the share
 * on the crease map (inside the palm's outline), and the median evidence near it (the most within 0.03, as a drawn
 * polyline misses a crease's middle by that much) against along the traced path.
 */
function explain(map: CreaseMap, annotated: Point[], traced: Point[], name: LineName): string {
  const drawn = resample(annotated);
  const band: Point[] = [];
  for (const c of LINE_MODELS[name].corridors) for (let k = 0; k < c.steps; k++) for (let m = 0; m < c.positions; m++) band.push(c.at(k, m));
  const inBand = drawn.filter((p) => band.some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= STEP)).length / drawn.length;
  const near = (p: Point) => Math.max(...[-0.03, -0.015, 0, 0.015, 0.03].flatMap((dx) => [-0.03, -0.015, 0, 0.015, 0.03].map((dy) => evidenceAt(map, [p[0] + dx, p[1] + dy]))));
  const onMap = drawn.map(near).filter((e) => e !== -1);
  const along = traced.map((p) => evidenceAt(map, p)).filter((e) => e !== -1);
  const pct = (share: number) => `${Math.round(100 * share)} %`;
  return `${pct(inBand)} of the drawn crease in its band, ${pct(onMap.length / drawn.length)} on the map; evidence near it ${median(onMap).toFixed(1)}, along the traced path ${median(along).toFixed(1)}`;
}

/** The figures when each record's line is reported with the confidence `confidenceOf` gives it, present at 0.5. */
function figures(title: string, confidenceOf: (r: Record_) => number): void {
  const tally: Record<string, Record<string, number>> = {};
  const bands: Array<{ confidence: number; right: boolean }> = [];
  for (const r of records) {
    const confidence = confidenceOf(r);
    const present = confidence >= 0.5;
    const kind = !present ? ('points' in r.truth ? 'missed' : 'absent' in r.truth ? 'absent_right' : 'not_judged') : r.would.kind;
    (tally[r.name] ??= {})[kind] = (tally[r.name]![kind] ?? 0) + 1;
    if ('score' in r.would || r.would.kind === 'false_alarm') bands.push({ confidence, right: r.would.kind === 'placed' });
  }
  const placed = (n: string) => tally[n]?.placed ?? 0;
  const drawn = (n: string) => records.filter((r) => r.name === n && 'points' in r.truth).length;
  const known = (n: string) => records.filter((r) => r.name === n && !('unknown' in r.truth)).length;
  console.log(`\n${title}`);
  for (const n of LINE_NAMES) console.log(`  ${n.padEnd(6)} placed ${placed(n)}/${drawn(n)} ${JSON.stringify(tally[n] ?? {})}`);
  const p = ['heart', 'head', 'life'].reduce((s, n) => s + placed(n), 0);
  const d = ['heart', 'head', 'life'].reduce((s, n) => s + drawn(n), 0);
  console.log(`  heart+head+life placed ${p}/${d} (${((100 * p) / d).toFixed(0)} %); fate right ${placed('fate') + (tally.fate?.absent_right ?? 0)}/${known('fate')}`);
  const confident = bands.filter((c) => c.confidence >= 0.5);
  console.log(`  present (confidence >= 0.5) and on the crease: ${confident.filter((c) => c.right).length}/${confident.length}`);
  // Confidence against being on the annotated crease, in bands: how often a line at that confidence is placed.
  for (const [lo, hi] of [[0, 0.3], [0.3, 0.5], [0.5, 0.7], [0.7, 0.9], [0.9, 1.01]] as const) {
    const inBand = bands.filter((c) => c.confidence >= lo && c.confidence < hi);
    console.log(`  confidence ${lo.toFixed(1)}-${Math.min(1, hi).toFixed(1)}: on the crease ${inBand.filter((c) => c.right).length}/${inBand.length}`);
  }
}

const samples = records.flatMap((r) => (r.sample ? [r.sample] : []));
const inSample = fitLogistic(samples);
const folds = leaveOnePersonOut(samples);
console.log(`\n${samples.length} traced lines with a known answer, ${folds.size} persons`);
console.log(`weights fitted on all (constant, ${EVIDENCE_NAMES.join(', ')}): [${inSample.map((w) => w.toFixed(3)).join(', ')}]`);
const fitted = (weightsOf: (r: Record_) => number[]) => (r: Record_) => (r.sample ? logistic(weightsOf(r), features(r.sample.evidence)) : 0);
figures("AS SHIPPED (the tracer's own confidence)", (r) => r.confidence);
figures('CALIBRATED IN-SAMPLE (logistic map fitted on all photos)', fitted(() => inSample));
figures('CALIBRATED, LEAVE-ONE-PERSON-OUT (each person scored by a map fitted on the others)', fitted((r) => folds.get(r.person)!));
