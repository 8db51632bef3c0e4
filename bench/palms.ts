// Palm reading costs: the time to read a 12-megapixel JPEG (in process, and end to end over HTTP), and
// the planets endpoint's p99 at a steady request rate alone, while palms are read, and beside two controls.
// Also the detector's quality over 50 synthetic palms (per-line recall and position error).
import { randomFillSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import sharp from 'sharp';
import { inspectPhoto, PhotoRejected, readPalm } from '../src/palmistry/photo.js';
import { PalmReaders } from '../src/palmistry/pool.js';
import { stageClock } from '../src/palmistry/stage-clock.js';
import { LINE_NAMES, type LineName } from '../src/palmistry/lines.js';
import { scoreLine } from '../test/helpers/palm-score.js';
import { syntheticPalm } from '../test/helpers/synthetic-palm.js';
import type { SteadyResult, SteadyRun } from './steady-load.js';

const POSTER = new URL('./palm-poster.ts', import.meta.url).pathname;
const STEADY_LOAD = new URL('./steady-load.ts', import.meta.url).pathname;

interface Target { url: string; headers: Record<string, string> }
/** What planets are measured beside: nothing, the control loop, uploads refused before any reading, or palms being read. */
type Beside = 'alone' | 'spin' | 'uploads' | 'palms';

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * A JPEG of about `bytes` that is refused once its header is read (300 px wide, under the 400 px minimum).
 * Noise compresses little: at quality 94 a 300 px row of it takes about 290 bytes.
 */
async function refusedPhoto(bytes: number): Promise<Buffer> {
  const height = Math.round(bytes / 290);
  const noise = randomFillSync(Buffer.alloc(300 * height * 3));
  return sharp(noise, { raw: { width: 300, height, channels: 3 } }).jpeg({ quality: 94 }).toBuffer();
}

/** A get-palm-id body carrying `jpeg` inline, as a client sends a photo. */
const palmIdBody = (jpeg: Buffer) => JSON.stringify({ image_url: `data:image/jpeg;base64,${jpeg.toString('base64')}`, day: 1, month: 1, year: 1990 });

/**
 * The synthetic palm at 3000×4000 as a JPEG of `quality`. `grain` (grey levels, peak to peak) adds a sensor's
 * noise, the same every run: it is what makes a phone photo's JPEG large, as the smooth drawing alone takes
 * about 1.3 MB at quality 90.
 */
async function twelveMegapixels(quality = 90, grain = 0): Promise<Buffer> {
  const palm = await syntheticPalm(7, { width: 960, height: 1280 });
  const { data, info } = await sharp(palm.image).resize(3000, 4000).raw().toBuffer({ resolveWithObject: true });
  let state = 1;
  if (grain) for (let i = 0; i < data.length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0; // a fixed linear congruential sequence
    data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + grain * (state / 2 ** 32 - 0.5))));
  }
  return sharp(data, { raw: info }).jpeg({ quality }).toBuffer();
}

/** The median of 5 get-palm-id calls over HTTP with `jpeg` inline, in ms. */
async function palmIdOverHttp(target: Target, jpeg: Buffer): Promise<number> {
  const body = palmIdBody(jpeg);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const res = await fetch(`${target.url}/palmistry/get-palm-id`, { method: 'POST', headers: { 'content-type': 'application/json', ...target.headers }, body });
    if (res.status !== 200) throw new Error(`get-palm-id answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  return median(times);
}

/** Resident memory of one palm reader process (models loaded, 20 photos read), in MB. */
async function palmReaderMemory(photo: Buffer): Promise<number> {
  const info = await inspectPhoto(photo);
  const pool = new PalmReaders(1, 1);
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-bench-'));
  writeFileSync(join(dir, 'photo.jpg'), photo);
  try {
    for (let i = 0; i < 20; i++) await pool.read(join(dir, 'photo.jpg'), info, join(dir, 'overlay.png'));
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pool.pids[0]!}/status`, 'utf8'))![1]!;
    return Number(kb) / 1024;
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function reportPalms(target: Target, seconds: number, rounds: number): Promise<void> {
  const photo = await twelveMegapixels();
  const info = await inspectPhoto(photo);
  const inProcess: number[] = [];
  const stages: Record<string, number[]> = {};
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const cpu: Record<string, number> = {};
    const clock = stageClock(cpu);
    await readPalm(photo, await inspectPhoto(photo), clock);
    inProcess.push(performance.now() - t);
    for (const [stage, ms] of Object.entries(cpu)) (stages[stage] ??= []).push(ms);
  }
  const overHttp = await palmIdOverHttp(target, photo);
  // The size: a 5 MB photo (under the 5 MiB limit), which a grainy 12 MP photo at quality 95 is.
  const large = await twelveMegapixels(95, 24);
  if (large.length < 4.5e6 || large.length > 5 * 1024 * 1024) throw new Error(`the large photo is ${large.length} bytes, not about 5 MB`);
  const largeOverHttp = await palmIdOverHttp(target, large);
  console.log(`\npalm reading, ${info.width}×${info.height} JPEG (${(photo.length / 1048576).toFixed(1)} MB), median of 5`);
  console.log(`  in process (decode, detect, overlay PNG) ${median(inProcess).toFixed(0).padStart(5)} ms   target ≤ 1500`);
  console.log(`  get-palm-id over HTTP (base64 upload, reader process, stored) ${overHttp.toFixed(0).padStart(5)} ms`);
  console.log(`  get-palm-id over HTTP, the same palm grainy at quality 95 (${(large.length / 1e6).toFixed(2)} MB) ${largeOverHttp.toFixed(0).padStart(5)} ms   target ≤ 1500`);
  console.log('  CPU per stage in process (all threads, median of 5):');
  for (const [stage, ms] of Object.entries(stages)) console.log(`    ${stage.padEnd(14)} ${median(ms).toFixed(0).padStart(5)} ms`);
  console.log(`  resident memory of one palm reader process after 20 photos: ${(await palmReaderMemory(photo)).toFixed(0)} MB`);

  // Planets at a steady 400 req/s: alone, while palms are read back to back, and beside two controls. One is
  // a loop that only spins, in the idle scheduling class like the reader: what a second core kept busy costs
  // at all (on a 2-core virtual machine, a good part of the palms' cost). The other is uploads of a photo of
  // the same size, posted at the rate palms are read, that are refused once the photo's header is read: what
  // receiving and handing off the body costs without any reading (docs/performance.md). Unmeasured
  // first, so the planets route's JIT warm-up does not land in the first round; then rounds in alternating
  // order, so a drift of the machine's speed cancels; each kind's median round is reported. Planets' load
  // comes from a process of its own, in an open loop (steady-load.ts says why not autocannon).
  const loader = fork(STEADY_LOAD, [], { execArgv: ['--import', 'tsx'] });
  let maxLag = 0;
  const planetsP99 = async (): Promise<number> => {
    loader.send({ url: target.url, headers: target.headers, rate: 400, seconds } satisfies SteadyRun);
    const r = await new Promise<SteadyResult>((resolve) => loader.once('message', resolve));
    if (r.failed) throw new Error(`${r.failed} of ${r.sent} planets requests failed`);
    maxLag = Math.max(maxLag, r.maxLag);
    return r.p99;
  };
  const poster = fork(POSTER, [], { execArgv: ['--import', 'tsx'] });
  poster.send({ target: { url: target.url, headers: target.headers, body: palmIdBody(photo) } });
  const uploader = fork(POSTER, [], { execArgv: ['--import', 'tsx'] });
  uploader.send({ target: { url: target.url, headers: target.headers, body: palmIdBody(await refusedPhoto(photo.length)), rate: 1000 / overHttp } });
  await planetsP99();
  const p99s: Record<Beside, number[]> = { alone: [], spin: [], uploads: [], palms: [] };
  const answered: Record<'uploads' | 'palms', number> = { uploads: 0, palms: 0 };
  /** One round beside a poster; it counts what was answered 200 (palms read; uploads must all be refused). */
  const beside = async (kind: 'uploads' | 'palms', sender: ChildProcess): Promise<number> => {
    sender.send('start');
    const p99 = await planetsP99();
    sender.send('stop');
    answered[kind] += await new Promise<number>((resolve) => sender.once('message', (n: number) => resolve(n)));
    return p99;
  };
  for (let round = 0; round < rounds; round++) {
    const order: Beside[] = ['alone', 'spin', 'uploads', 'palms'];
    for (const kind of round % 2 ? order.reverse() : order) {
      if (kind === 'alone') p99s.alone.push(await planetsP99());
      else if (kind === 'spin') {
        const spinner = spawn('chrt', ['--idle', '0', process.execPath, '-e', 'for (;;);'], { stdio: 'ignore' });
        p99s.spin.push(await planetsP99());
        spinner.kill('SIGKILL');
      } else p99s[kind].push(await beside(kind, kind === 'palms' ? poster : uploader));
    }
  }
  poster.disconnect();
  uploader.disconnect();
  loader.disconnect();
  if (answered.uploads) throw new Error(`${answered.uploads} of the uploads meant to be refused were read`);
  const [q, s, u, b] = [median(p99s.alone), median(p99s.spin), median(p99s.uploads), median(p99s.palms)];
  const by = (kind: Beside) => p99s[kind].map((ms) => ms.toFixed(1)).join(' ');
  console.log(`\nPOST /v1/planets at a steady 400 req/s (open loop; latest request ${maxLag.toFixed(1)} ms late), p99 (median of ${rounds} rounds of ${seconds} s; by round: alone ${by('alone')}, busy loop ${by('spin')}, uploads ${by('uploads')}, palms ${by('palms')} ms)`);
  console.log(`  alone               ${q.toFixed(1).padStart(6)} ms`);
  console.log(`  while reading palms ${b.toFixed(1).padStart(6)} ms   ratio ${(b / q).toFixed(2)} (target ≤ 1.20; ${answered.palms} 12 MP palms read meanwhile)`);
  console.log(`  controls: beside an idle-class busy loop ${s.toFixed(1)} ms, ratio ${(s / q).toFixed(2)}; beside uploads of the same size refused before reading, at the palms' rate, ${u.toFixed(1)} ms, ratio ${(u / q).toFixed(2)}`);
}

/** Per-line recall and position error over 50 synthetic palms (docs/palmistry.md, Synthetic palms). */
export async function reportPalmQuality(count = 50): Promise<void> {
  const stats = Object.fromEntries(LINE_NAMES.map((n) => [n, { truePresent: 0, found: 0, falseAlarms: 0, trueAbsent: 0, recall: [] as number[], error: [] as number[] }])) as Record<
    LineName, { truePresent: number; found: number; falseAlarms: number; trueAbsent: number; recall: number[]; error: number[] }
  >;
  let notSeen = 0;
  for (let seed = 9000; seed < 9000 + count; seed++) {
    const palm = await syntheticPalm(seed);
    // A palm the hand model does not see is counted, not fatal: every present line of it is a miss.
    const reading = await readPalm(palm.image, await inspectPhoto(palm.image)).catch((err: unknown) => {
      if (!(err instanceof PhotoRejected)) throw err;
      notSeen++;
      return { lines: LINE_NAMES.map((name) => ({ name, present: false, confidence: 0, path: [] })) };
    });
    for (const line of reading.lines) {
      const s = stats[line.name];
      const truth = palm.lines[line.name];
      if (!truth.present) {
        s.trueAbsent++;
        if (line.present) s.falseAlarms++;
        continue;
      }
      s.truePresent++;
      const score = scoreLine(truth.path, line.path, 0.06 * palm.options.scale);
      s.recall.push(line.present ? score.recall : 0);
      if (line.present) {
        s.found++;
        s.error.push(score.meanError / palm.options.scale);
      }
    }
  }
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
  console.log(`\npalm line detection on ${count} synthetic palms (tolerance 6 % of the palm's half-width; ${notSeen} refused, their lines counted as missed)`);
  console.log('  line   present found  recall  position error (palm half-widths)  absent  false alarms');
  for (const name of LINE_NAMES) {
    const s = stats[name];
    console.log(`  ${name.padEnd(6)} ${String(s.truePresent).padStart(7)} ${String(s.found).padStart(5)}  ${avg(s.recall).toFixed(3)}   ${avg(s.error).toFixed(4)}                             ${String(s.trueAbsent).padStart(6)}  ${String(s.falseAlarms).padStart(12)}`);
  }
}
