// A steady load for the palm p99 measure (palms.ts), from a process of its own: POST /v1/planets at a fixed
// rate, each request sent at its own moment whether or not earlier ones were answered (an open loop), and
// every latency kept to the microsecond.
// Why not autocannon: its `overallRate` gives each connection a budget per second that it spends back to back
// as fast as answers come, so "400 req/s" over 10 connections arrived as ~400 requests in the first 100-200 ms
// of each second and none in the rest (counted at a bare server, 24 Nov 2026; docs/performance.md); it measured
// latency at saturation in those bursts. It also records each latency with HdrHistogram's correction for an
// expected interval of 1 ms, adding made-up samples below every answer slower than that, and reports whole
// milliseconds.
import { Agent, request } from 'node:http';
import { randomBirth } from './workloads.js';

export interface SteadyRun { url: string; headers: Record<string, string>; rate: number; seconds: number }
export interface SteadyResult {
  sent: number;
  /** Answers other than 200 (none expected). */
  failed: number;
  /** Latency percentiles, ms. */
  p50: number; p99: number; p999: number;
  /** How late the latest request left against its moment, ms: the load's own steadiness. */
  maxLag: number;
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

function post(agent: Agent, run: SteadyRun): Promise<{ ok: boolean; ms: number }> {
  const body = JSON.stringify(randomBirth());
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(`${run.url}/v1/planets`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...run.headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ok: res.statusCode === 200, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
    req.end(body);
  });
}

async function steady(run: SteadyRun): Promise<SteadyResult> {
  // Enough connections that a slow answer never holds back the next request's moment.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(run.rate * run.seconds);
  const interval = 1000 / run.rate;
  const answers: Promise<{ ok: boolean; ms: number }>[] = [];
  let maxLag = 0;
  const start = performance.now();
  while (answers.length < total) {
    const now = performance.now();
    // Every request whose moment has come; a timer of 1 ms between looks keeps them within about a millisecond.
    while (answers.length < total && start + answers.length * interval <= now) {
      maxLag = Math.max(maxLag, now - (start + answers.length * interval));
      answers.push(post(agent, run));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  const done = await Promise.all(answers);
  agent.destroy();
  const ms = done.filter((a) => a.ok).map((a) => a.ms).sort((a, b) => a - b);
  return { sent: total, failed: total - ms.length, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), p999: percentile(ms, 0.999), maxLag };
}

process.on('message', (run: SteadyRun) => {
  void steady(run).then((result) => process.send!(result));
});
