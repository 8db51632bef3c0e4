// npm run bench: our server against bare Fastify routes doing the same Swiss Ephemeris work,
// loaded alternately with autocannon in the same run, so the ratio is robust to a noisy machine.
// BENCH_SECONDS (default 10) and BENCH_ROUNDS (default 2) shorten or lengthen it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../test/helpers/net.js';
import { START_FLAGS } from '../test/helpers/start-flags.js';
import { openStore } from '../src/store/index.js';
import { reportDebits } from './debits.js';
import { reportPalmQuality, reportPalms } from './palms.js';
import { reportPdfs } from './pdfs.js';
import { WORKLOADS, type Workload } from './workloads.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * Seconds of unmeasured load per server and workload before measuring. V8 is still optimising our server's
 * code (far more of it than the bare route's) well after a second of load: callgrind counted its compiler at
 * ~11 % of a billed planets call after 3,000 calls. A server runs for days, so steady state is what to compare.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 5);
/** BENCH_ONLY=/v1/planets,/v1/major_vdasha limits the run to some endpoints; BENCH_ONLY=palm to the palm figures, BENCH_ONLY=pdf to the PDF ones. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const CONNECTIONS = 50;

const children: ChildProcess[] = [];

/** CPU seconds (user + system) a process has used, from /proc: the server's cost, whoever else is busy. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Starts a server process and waits until it answers (health or any HTTP answer). */
interface Server { url: string; pid: number; headers: Record<string, string> }

async function startProcess(args: string[], env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      await fetch(url + '/health');
      // Our server prints its first-run owner token; the bare one needs none.
      if (env.DATABASE_URL) {
        const token = /Access token\s+(ak-[\w-]+)/.exec(out)?.[1];
        if (!token) throw new Error('no starter token yet');
        return { url, pid: child.pid!, headers: { 'x-service-key': token } };
      }
      return { url, pid: child.pid!, headers: {} };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${args.join(' ')} did not start`);
}

interface Sample { rps: number; p50: number; p99: number; non2xx: number; cpuUsPerRequest: number }

async function load(server: Server, w: Workload, duration = SECONDS): Promise<Sample> {
  const cpuBefore = cpuSeconds(server.pid);
  const r = await autocannon({
    url: server.url + w.path,
    connections: CONNECTIONS,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...server.headers },
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(w.body()) }) }],
  });
  await drained(server);
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  // Answers per second: a refused request (non-2xx) is no answer, however quickly it came back.
  return { rps: r['2xx'] / r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, cpuUsPerRequest: (cpu * 1e6) / r.requests.total };
}

/**
 * Waits until the server answers /health promptly again: autocannon stops sending when a run ends,
 * but a slow endpoint's queued requests keep the server busy, and would bleed into the next run.
 */
async function drained(server: Server): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const t0 = performance.now();
    await fetch(server.url + '/health').then((r) => r.arrayBuffer(), () => undefined);
    if (performance.now() - t0 < 50) return;
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** What npm start runs (the tsc build), on a fresh SQLite store, each call authenticated and billed. */
async function startOurs(env: Record<string, string> = {}): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-bench-'));
  const databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
  // Our server logs through pino like production; warn level keeps per-request lines out of the measurement.
  const server = await startProcess([...START_FLAGS, 'dist/main.js'], { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_SECOND: '1000000',
    // No load shedding: the bare server has none, and a machine shared with other work would trip it.
    SHED_EVENT_LOOP_DELAY_MS: '0', ...env });
  // Enough credits that no measured call is refused for want of them.
  const store = await openStore(databaseUrl);
  const [owner] = await store.listUsers();
  await store.topUp(owner!.id, 1_000_000_000, 'benchmark', Date.now());
  await store.close();
  return server;
}

/** Single process against WORKERS=2, and answers from the cache against computed ones, on /v1/planets. */
async function reportScale(ours: Server): Promise<void> {
  const two = await startOurs({ WORKERS: '2' });
  const planets = WORKLOADS[0]!;
  const pool = Array.from({ length: 100 }, () => planets.body());
  const repeated: Workload = { ...planets, body: () => pool[Math.floor(Math.random() * pool.length)]! };
  await load(two, planets, 1);
  const rps: Record<'single' | 'workers' | 'cached', number[]> = { single: [], workers: [], cached: [] };
  for (let round = 0; round < ROUNDS; round++) {
    rps.single.push((await load(ours, planets)).rps);
    rps.workers.push((await load(two, planets)).rps);
    rps.cached.push((await load(ours, repeated)).rps);
  }
  const [single, workers, cached] = [mean(rps.single), mean(rps.workers), mean(rps.cached)];
  console.log(`\nscale-out, POST /v1/planets (billed)`);
  console.log(`  single process ${single.toFixed(0).padStart(6)} req/s`);
  console.log(`  WORKERS=2      ${workers.toFixed(0).padStart(6)} req/s   ratio ${(workers / single).toFixed(2)} (autocannon shares the 2 cores)`);
  console.log(`  cached (100 charts repeated) ${cached.toFixed(0).padStart(6)} req/s   ratio to uncached ${(cached / single).toFixed(2)}`);
}

try {
  const ours = await startOurs();
  // With npm start's V8 flags too, so the two stay comparable.
  const bare = await startProcess([...START_FLAGS, '--import', 'tsx', 'bench/bare-server.ts']);
  const selected = WORKLOADS.filter((x) => !ONLY || ONLY.includes(x.path));
  // Unmeasured warm-up: JIT, caches and the database's first pages, for both servers alike.
  for (const w of selected) for (const server of [ours, bare]) await load(server, w, WARMUP_SECONDS);
  console.log(`jyotish-api bench: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} alternated rounds after ${WARMUP_SECONDS} s of warm-up each, node ${process.version}`);
  const table: string[] = [];
  for (const w of selected) {
    const samples: Record<'ours' | 'bare', Sample[]> = { ours: [], bare: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // ABBA: alternating which server goes first cancels a steady drift of the machine's speed.
      const order = round % 2 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
      for (const name of order) samples[name].push(await load(name === 'ours' ? ours : bare, w));
    }
    const row = (name: 'ours' | 'bare') => {
      const s = samples[name];
      return `${name.padEnd(5)} ${mean(s.map((x) => x.rps)).toFixed(0).padStart(7)} req/s  p50 ${mean(s.map((x) => x.p50)).toFixed(1).padStart(5)} ms  p99 ${mean(s.map((x) => x.p99)).toFixed(1).padStart(5)} ms  cpu ${mean(s.map((x) => x.cpuUsPerRequest)).toFixed(0).padStart(4)} µs/req  non-2xx ${s.reduce((a, x) => a + x.non2xx, 0)}`;
    };
    const ratio = mean(samples.ours.map((x) => x.rps)) / mean(samples.bare.map((x) => x.rps));
    const cpuRatio = mean(samples.bare.map((x) => x.cpuUsPerRequest)) / mean(samples.ours.map((x) => x.cpuUsPerRequest));
    // Each round's ours/bare, to show the spread on a machine others are using too.
    const perRound = samples.ours.map((o, i) => (o.rps / samples.bare[i]!.rps).toFixed(2)).join(' ');
    // Each round's server CPU per request, so a round's throughput ratio can be read against what each
    // server spent per call in it (on a shared machine both move with others' work).
    const cpuRounds = (name: 'ours' | 'bare') => samples[name].map((x) => x.cpuUsPerRequest.toFixed(0)).join(' ');
    console.log(`\nPOST ${w.path} (bare: ${w.bare})\n  ${row('ours')}\n  ${row('bare')}\n  ratio ours/bare: throughput ${ratio.toFixed(3)} (rounds ${perRound}), CPU efficiency (bare µs / ours µs) ${cpuRatio.toFixed(3)}\n  server CPU µs/req by round: ours ${cpuRounds('ours')}, bare ${cpuRounds('bare')}`);
    table.push(`  ${w.path.padEnd(46)} ${w.bare.padEnd(16)} ${ratio.toFixed(2).padStart(10)} ${cpuRatio.toFixed(2).padStart(8)}   ${perRound}`);
  }
  console.log(`\nours/bare, every endpoint\n  ${'endpoint'.padEnd(46)} ${'bare work'.padEnd(16)} throughput      CPU   rounds\n${table.join('\n')}`);
  if (!ONLY || process.env.BENCH_SCALE) await reportScale(ours);
  if (!ONLY || ONLY.includes('pdf')) await reportPdfs(ours, SECONDS, ROUNDS);
  if (!ONLY || ONLY.includes('palm')) await reportPalms(ours, SECONDS, ROUNDS);
} finally {
  for (const c of children) c.kill('SIGTERM');
}
if (!ONLY) await reportDebits(SECONDS);
if (!ONLY || ONLY.includes('palm')) await reportPalmQuality();
