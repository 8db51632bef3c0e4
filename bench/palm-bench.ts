// npm run bench:palms -- --photos DIR [--synthetic N] [--only SUBSTRING]
// npm run bench:palms -- --boxes DIR [--limit N] [--source phone|11k] [--json FILE] [--close-ups]: the weak-label bench instead
// (bench/palm-boxes.ts).
// Scores the palm reader on the hand-annotated development photos (bench/palm-annotations.json), through the
// service as a client uses it: get-palm-id with the photo, then get-palm-image, on the real app with its reader
// processes and store. DIR holds the photos as `<owner>+<name>/<path>` (they are never in the repository).
// Then the synthetic-palm figures, for comparison (N palms, default 50; 0 skips them). The figures are printed for
// the tuning photos and the held-out ones (`"split": "holdout"`, people the tracer was never tuned on) apart.
// --only reads just the photos whose file name contains SUBSTRING. Photos that are re-encoded copies of others
// (`copy_of`) are read but counted apart, so no photo counts twice. Last, how far two drawings of one photo agree:
// the copies' and the second drawings' (bench/palm-annotations-redrawn.json) against the first.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LINE_NAMES, type LineName } from '../src/palmistry/lines.js';
import { startPalmServer } from '../test/helpers/palm-server.js';
import { blobId, isCopy, loadAnnotations, loadRedrawn, splitOf, type AnnotatedPhoto } from './palm-annotations.js';
import { judgeLine, onOtherCrease, palmWidth, type ReportedLine, type Verdict } from './palm-scoring.js';
import { askReader, median, reportedLine } from './palm-service.js';
import { runBoxBench } from './palm-boxes.js';
import { reportPalmQuality } from './palms.js';

const { values } = parseArgs({
  options: { photos: { type: 'string' }, synthetic: { type: 'string', default: '50' }, only: { type: 'string' }, boxes: { type: 'string' }, limit: { type: 'string' }, source: { type: 'string' }, json: { type: 'string' }, 'close-ups': { type: 'boolean' } },
});
if (values.boxes) {
  const source = values.source;
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if ((source !== undefined && source !== 'phone' && source !== '11k') || (limit !== undefined && !(Number.isInteger(limit) && limit > 0))) {
    console.error('--source is phone or 11k, --limit a whole number above 0');
    process.exit(2);
  }
  await runBoxBench({ dir: values.boxes, limit, source, json: values.json, closeUps: values['close-ups'] });
  process.exit(0);
}
if (!values.photos) {
  console.error('usage: npm run bench:palms -- --photos DIR [--synthetic N] [--only SUBSTRING]\n       npm run bench:palms -- --boxes DIR [--limit N] [--source phone|11k] [--json FILE] [--close-ups]');
  process.exit(2);
}

interface PhotoResult { photo: AnnotatedPhoto; ms: number; refused?: string; verdicts: Record<LineName, Verdict>; pointsSent: boolean; confidences?: Record<LineName, number>; reported?: Record<LineName, ReportedLine> }
/** A refused photo's drawn lines count as not placed, like any other miss. */
const REFUSED = Object.fromEntries(LINE_NAMES.map((n) => [n, { kind: 'refused' }])) as Record<LineName, Verdict>;

async function readPhoto(server: Awaited<ReturnType<typeof startPalmServer>>, photo: AnnotatedPhoto, bytes: Buffer): Promise<PhotoResult> {
  const answer = await askReader(server, bytes, photo.file.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg');
  if (answer.refused !== undefined) return { photo, ms: answer.ms, refused: answer.refused, verdicts: REFUSED, pointsSent: false };
  let pointsSent = false;
  const verdicts = {} as Record<LineName, Verdict>;
  const confidences = {} as Record<LineName, number>;
  const reportedLines = {} as Record<LineName, ReportedLine>;
  const width = palmWidth(photo.index_base, photo.little_base);
  for (const name of LINE_NAMES) {
    const { confidence, ...reported } = reportedLine(answer.lines, name, photo.width, photo.height);
    pointsSent ||= reported.points !== undefined;
    verdicts[name] = judgeLine(photo.lines[name], reported, width);
    reportedLines[name] = reported;
    confidences[name] = confidence;
  }
  return { photo, ms: answer.ms, verdicts, pointsSent, confidences, reported: reportedLines };
}

const set = await loadAnnotations();
const server = await startPalmServer();
const results: PhotoResult[] = [];
try {
  for (const photo of set.photos.filter((p) => !values.only || p.file.includes(values.only))) {
    let bytes: Buffer;
    try {
      bytes = await readFile(join(values.photos, photo.file));
    } catch {
      console.log(`  skipped ${photo.file}: not in ${values.photos}`);
      continue;
    }
    if (blobId(bytes) !== photo.blob) {
      console.log(`  skipped ${photo.file}: not the annotated file (blob ${blobId(bytes).slice(0, 10)}…, expected ${photo.blob.slice(0, 10)}…)`);
      continue;
    }
    const r = await readPhoto(server, photo, bytes);
    results.push(r);
    const summary = r.refused ?? LINE_NAMES.map((n) => `${n} ${r.verdicts[n].kind}`).join(', ');
    console.log(`  ${photo.file.padEnd(62)} ${r.ms.toFixed(0).padStart(5)} ms  ${summary}`);
  }
} finally {
  await server.close();
}

/** The figures for one group of photos. */
function report(title: string, results: PhotoResult[]): void {
  if (!results.length) return;
  const read = results.filter((r) => !r.refused);
  console.log(`\n${title}: palm lines on ${results.length} annotated real photos (tolerance 6 % of the palm's width, from the annotated finger bases)`);
  if (read.length && !read.some((r) => r.pointsSent)) {
    console.log('  NOTE: the service sent no `points` for any line, so no line can be checked for position: every line');
    console.log('  reported present counts as NOT placed ("no_points" above). Placed figures need lines_detected[].points.');
  }
  console.log('  line    placed / annotated   (clear    faint)   reported present   missed   off   no points   false alarms');
  for (const name of LINE_NAMES) {
    const vs = results.map((r) => ({ v: r.verdicts[name], truth: r.photo.lines[name] }));
    const drawn = vs.filter((x) => 'points' in x.truth);
    const placed = drawn.filter((x) => x.v.kind === 'placed');
    const byCertainty = (c: string) => `${placed.filter((x) => 'points' in x.truth && x.truth.certainty === c).length}/${drawn.filter((x) => 'points' in x.truth && x.truth.certainty === c).length}`;
    const count = (k: Verdict['kind']) => vs.filter((x) => x.v.kind === k).length;
    const present = drawn.length - count('missed') - drawn.filter((x) => x.v.kind === 'refused').length;
    const pct = drawn.length ? ` ${((100 * placed.length) / drawn.length).toFixed(0).padStart(3)} %` : '';
    console.log(`  ${name.padEnd(6)} ${String(placed.length).padStart(6)} / ${String(drawn.length).padEnd(3)}${pct.padEnd(6)} (${byCertainty('clear').padStart(6)} ${byCertainty('faint').padStart(6)})   ${String(present).padStart(16)}   ${String(count('missed')).padStart(6)}  ${String(count('off')).padStart(4)}  ${String(count('no_points')).padStart(10)}  ${String(count('false_alarm')).padStart(13)}`);
  }
  const principalOf = (rs: PhotoResult[]) => rs.flatMap((r) => (['heart', 'head', 'life'] as const).filter((n) => 'points' in r.photo.lines[n]).map((n) => r.verdicts[n]));
  const placedOf = (rs: PhotoResult[]) => {
    const verdicts = principalOf(rs);
    return `${verdicts.filter((v) => v.kind === 'placed').length} / ${verdicts.length}`;
  };
  const fateKnown = results.filter((r) => !('unknown' in r.photo.lines.fate));
  const fateRight = fateKnown.filter((r) => ['placed', 'absent_right'].includes(r.verdicts.fate.kind));
  const refused = results.filter((r) => r.refused);
  console.log(`  heart, head and life placed: ${placedOf(results)} (target ≥ 90 %)`);
  // Users send phone photos; the close-ups are another camera and framing (wrists out of frame), so each kind apart.
  console.log(`    on 12 MP phone photos ${placedOf(results.filter((r) => isLarge(r.photo)))}, on 640×480 close-ups ${placedOf(results.filter((r) => !isLarge(r.photo)))}`);
  console.log(`  fate right (present and placed, or absent when annotated absent): ${fateRight.length} / ${fateKnown.length} known (target ≥ 80 %)`);
  console.log(`  refused: ${refused.length} / ${results.length}${refused.map((r) => `\n    ${r.photo.file}: ${r.refused}`).join('')}`);
  // Whether confidence means something: of the lines reported present with confidence ≥ 0.5 where the crease is drawn, how many are on it.
  const confident = results.flatMap((r) => LINE_NAMES.filter((n) => 'points' in r.photo.lines[n] && (r.confidences?.[n] ?? 0) >= 0.5 && r.verdicts[n].kind !== 'missed').map((n) => ({ r, n, v: r.verdicts[n] })));
  console.log(`  present with confidence ≥ 0.5 and on the annotated crease: ${confident.filter((c) => c.v.kind === 'placed').length} / ${confident.length}`);
  // The rest: the right crease under another line's name, or a mark no one drew as a principal line.
  const elsewhere = confident.filter((c) => c.v.kind !== 'placed');
  const others = (photo: AnnotatedPhoto, n: LineName) => LINE_NAMES.filter((m) => m !== n).flatMap((m) => { const l = photo.lines[m]; return 'points' in l ? [l.points] : []; });
  const misnamed = elsewhere.filter(({ r, n }) => onOtherCrease(others(r.photo, n), r.reported?.[n].points ?? [], palmWidth(r.photo.index_base, r.photo.little_base)));
  console.log(`    of the other ${elsewhere.length}: along another drawn principal crease ${misnamed.length} (${LINE_NAMES.map((n) => `${n} ${misnamed.filter((c) => c.n === n).length}`).join(', ')}), along none ${elsewhere.length - misnamed.length}`);
}

/** A phone photo of about 12 megapixels, rather than a 640×480 close-up. */
const isLarge = (p: AnnotatedPhoto) => p.width * p.height >= 10e6;

/** A drawn line as if the reader had reported it, to score one drawing against another. */
const asDrawn = (l: AnnotatedPhoto['lines'][LineName]): ReportedLine => ({ present: 'points' in l, points: 'points' in l ? l.points : undefined });

/** Lines placed of lines counted. */
interface Tally { placed: number; of: number }

/** Two drawings of the same photos, the second scored against the first as if it were the reader's. */
function drawingsAgree(pairs: { first: AnnotatedPhoto; second: AnnotatedPhoto }[]): { lines: string; fate: string; agreed: { photo: AnnotatedPhoto; name: LineName }[] } {
  const lines = { placed: 0, of: 0 };
  const fate = { right: 0, of: 0 };
  const agreed: { photo: AnnotatedPhoto; name: LineName }[] = [];
  for (const { first, second } of pairs) {
    for (const name of LINE_NAMES) {
      const [truth, again] = [first.lines[name], second.lines[name]];
      if ('unknown' in truth || 'unknown' in again) continue;
      const verdict = judgeLine(truth, asDrawn(again), palmWidth(first.index_base, first.little_base));
      const right = verdict.kind === 'placed' || verdict.kind === 'absent_right';
      if (name === 'fate') [fate.right, fate.of] = [fate.right + Number(right), fate.of + 1];
      else [lines.placed, lines.of] = [lines.placed + Number(right), lines.of + 1];
      if (name !== 'fate' && verdict.kind === 'placed') agreed.push({ photo: first, name });
    }
  }
  return { lines: `${lines.placed} / ${lines.of}`, fate: `${fate.right} / ${fate.of}`, agreed };
}

/**
 * The photos that are other photos again (copy_of), left out of the figures above: whether the reader answers a
 * re-encoded copy as it answers the original, and how far two drawings of one crease agree (the copy's drawing
 * scored against the original's as if it were the reader's): how sure the annotations themselves are.
 */
function reportCopies(): Tally {
  const pairs = set.photos.filter(isCopy).flatMap((copy) => set.photos.filter((p) => p.repo === copy.repo && p.path === copy.copy_of).map((original) => ({ first: original, second: copy })));
  if (!pairs.length) return { placed: 0, of: 0 };
  const reader = { same: 0, of: 0 };
  for (const { first, second } of pairs) {
    const [a, b] = [results.find((r) => r.photo === first), results.find((r) => r.photo === second)];
    if (a && b) for (const name of LINE_NAMES) [reader.same, reader.of] = [reader.same + Number(a.verdicts[name].kind === b.verdicts[name].kind), reader.of + 1];
  }
  const agree = drawingsAgree(pairs);
  // The reader on the original, on the lines both drawings place alike (photos it read).
  const verdicts = agree.agreed.flatMap(({ photo, name }) => results.filter((r) => r.photo === photo).map((r) => r.verdicts[name]));
  const onAgreed: Tally = { placed: verdicts.filter((v) => v.kind === 'placed').length, of: verdicts.length };
  console.log(`\nRE-ENCODED COPIES: ${pairs.length} photos that are other photos again, without their EXIF (left out of the figures above)`);
  console.log(`  the reader's verdict on the copy is the one on the original: ${reader.same} / ${reader.of} lines`);
  console.log(`  two drawings of one crease (the copy's scored against the original's): heart, head and life placed ${agree.lines}, fate right ${agree.fate}`);
  console.log(`  on the lines the two drawings agree on, the reader places ${onAgreed.placed} / ${onAgreed.of} (on the original)`);
  return onAgreed;
}

/**
 * Photos drawn a second time (bench/palm-annotations-redrawn.json): how far the two drawings agree, and how many
 * lines the reader places against each, so a miss can be told from a crease that two drawings place apart.
 */
async function reportRedrawn(): Promise<Tally> {
  const redrawn = (await loadRedrawn()).photos;
  const pairs = redrawn.flatMap((second) => set.photos.filter((p) => p.repo === second.repo && p.path === second.path).map((first) => ({ first, second })));
  const read = pairs.flatMap(({ first, second }) => results.filter((r) => r.photo === first && r.reported).map((r) => ({ r, first, second })));
  if (!read.length) return { placed: 0, of: 0 };
  // Each heart, head and life line drawn both times: the second drawing, and the reader, judged against each drawing.
  const lines = read.flatMap(({ r, first, second }) => {
    const kind = (truth: AnnotatedPhoto['lines'][LineName], line: ReportedLine) => judgeLine(truth, line, palmWidth(first.index_base, first.little_base)).kind;
    return (['heart', 'head', 'life'] as const).filter((n) => 'points' in first.lines[n] && 'points' in second.lines[n]).map((name) => ({
      photo: first, name, drawings: kind(first.lines[name], asDrawn(second.lines[name])), first: kind(first.lines[name], r.reported![name]), second: kind(second.lines[name], r.reported![name]),
    }));
  });
  const count = (xs: typeof lines, key: 'drawings' | 'first' | 'second') => `${xs.filter((x) => x[key] === 'placed').length} / ${xs.length}`;
  console.log(`\nDRAWN TWICE: ${read.length} photos with a second drawing made without looking at the first`);
  for (const { first } of read) {
    const mine = lines.filter((l) => l.photo === first);
    console.log(`  ${first.file.split('/').slice(-2).join('/').padEnd(14)} ${mine.map((l) => `${l.name}: drawings ${l.drawings}, reader ${l.first} / ${l.second}`).join('; ')}`);
  }
  const kindOf = (p: AnnotatedPhoto) => `${isLarge(p) ? '12 MP photos' : 'close-ups'}${splitOf(p) === 'holdout' ? ', held out' : ''}`;
  for (const title of [...new Set(read.map((x) => kindOf(x.first)))]) {
    const group = lines.filter((l) => kindOf(l.photo) === title);
    const agreed = group.filter((l) => l.drawings === 'placed');
    console.log(`  ${title}: two drawings of one crease (the second scored against the first) place ${count(group, 'drawings')} heart, head and life lines;`);
    console.log(`    the reader places ${count(group, 'first')} against the first drawing, ${count(group, 'second')} against the second, and ${count(agreed, 'first')} of those the drawings agree on`);
  }
  const agreed = lines.filter((l) => l.drawings === 'placed');
  return { placed: agreed.filter((l) => l.first === 'placed').length, of: agreed.length };
}

const counted = results.filter((r) => !isCopy(r.photo));
report('TUNING photos', counted.filter((r) => splitOf(r.photo) === 'tuning'));
report('HELD-OUT photos (never tuned on)', counted.filter((r) => splitOf(r.photo) === 'holdout'));
const big = counted.filter((r) => isLarge(r.photo)).map((r) => r.ms);
const small = counted.filter((r) => !isLarge(r.photo)).map((r) => r.ms);
console.log(`  time per photo, end to end (get-palm-id + get-palm-image over HTTP), median: all ${median(counted.map((r) => r.ms)).toFixed(0)} ms; ` +
  `12 MP photos ${median(big).toFixed(0)} ms (n ${big.length}, target ≤ 1000); small photos ${median(small).toFixed(0)} ms (n ${small.length})`);

// The lines two drawings agree on are the surest ground truth there is here: the reader's figure on them.
const sure = [reportCopies(), await reportRedrawn()].reduce((a, b) => ({ placed: a.placed + b.placed, of: a.of + b.of }));
if (sure.of) console.log(`\nON LINES TWO DRAWINGS AGREE ON (copies and second drawings): heart, head and life placed ${sure.placed} / ${sure.of} (target ≥ 90 %)`);

const synthetic = Number(values.synthetic);
if (synthetic > 0) await reportPalmQuality(synthetic);
