// PDF report costs: the median time of a pro_horoscope_pdf over HTTP (made in a renderer process, stored, linked),
// and the planets endpoint's p99 at a steady 400 req/s alone and while PDFs are made back to back (#45: within
// 1.2×). Planets' load comes from a process of its own in an open loop, the PDFs from another (steady-load.ts,
// palm-poster.ts); rounds alternate, and each kind's median round is reported.
import { fork } from 'node:child_process';
import type { SteadyResult, SteadyRun } from './steady-load.js';

const POSTER = new URL('./palm-poster.ts', import.meta.url).pathname;
const STEADY_LOAD = new URL('./steady-load.ts', import.meta.url).pathname;

interface Target { url: string; headers: Record<string, string> }

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const PRO_BODY = JSON.stringify({
  name: 'Asha Verma', day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5, place: 'New Delhi', chart_style: 'NORTH_INDIAN',
  company_name: 'Star Desk', footer_link: 'example.com',
});

/** One pro report, made and downloaded; answers the ms and the PDF's size. */
async function proPdf(target: Target): Promise<{ ms: number; bytes: number }> {
  const t = performance.now();
  const res = await fetch(`${target.url}/v1/pro_horoscope_pdf`, { method: 'POST', headers: { 'content-type': 'application/json', ...target.headers }, body: PRO_BODY });
  if (res.status !== 200) throw new Error(`pro_horoscope_pdf answered ${res.status}: ${await res.text()}`);
  const { pdf_url } = (await res.json()) as { pdf_url: string };
  const pdf = await (await fetch(pdf_url)).arrayBuffer();
  return { ms: performance.now() - t, bytes: pdf.byteLength };
}

export async function reportPdfs(target: Target, seconds: number, rounds: number): Promise<void> {
  await proPdf(target); // the renderer starts and compiles on first use
  const runs = [];
  for (let i = 0; i < 7; i++) runs.push(await proPdf(target));
  console.log(`\npro_horoscope_pdf over HTTP (made in a renderer process, stored, then downloaded), median of 7: ${median(runs.map((r) => r.ms)).toFixed(0)} ms   target ≤ 3000; ${(runs[0]!.bytes / 1024).toFixed(0)} KB`);

  const loader = fork(STEADY_LOAD, [], { execArgv: ['--import', 'tsx'] });
  const planetsP99 = async (): Promise<number> => {
    loader.send({ url: target.url, headers: target.headers, rate: 400, seconds } satisfies SteadyRun);
    const r = await new Promise<SteadyResult>((resolve) => loader.once('message', resolve));
    if (r.failed) throw new Error(`${r.failed} of ${r.sent} planets requests failed`);
    return r.p99;
  };
  const poster = fork(POSTER, [], { execArgv: ['--import', 'tsx'] });
  poster.send({ target: { url: target.url, headers: target.headers, body: PRO_BODY, path: '/v1/pro_horoscope_pdf' } });
  await planetsP99();
  const p99s: Record<'alone' | 'pdfs', number[]> = { alone: [], pdfs: [] };
  let made = 0;
  for (let round = 0; round < rounds; round++) {
    for (const kind of round % 2 ? (['pdfs', 'alone'] as const) : (['alone', 'pdfs'] as const)) {
      if (kind === 'alone') {
        p99s.alone.push(await planetsP99());
        continue;
      }
      poster.send('start');
      p99s.pdfs.push(await planetsP99());
      poster.send('stop');
      made += await new Promise<number>((resolve) => poster.once('message', (n: number) => resolve(n)));
    }
  }
  poster.disconnect();
  loader.disconnect();
  const [alone, pdfs] = [median(p99s.alone), median(p99s.pdfs)];
  const by = (kind: 'alone' | 'pdfs') => p99s[kind].map((ms) => ms.toFixed(1)).join(' ');
  console.log(`POST /v1/planets at a steady 400 req/s, p99 (median of ${rounds} rounds of ${seconds} s; by round: alone ${by('alone')}, PDFs ${by('pdfs')} ms)`);
  console.log(`  alone                    ${alone.toFixed(1).padStart(6)} ms`);
  console.log(`  while PDFs are made      ${pdfs.toFixed(1).padStart(6)} ms   ratio ${(pdfs / alone).toFixed(2)} (target ≤ 1.20; ${made} pro reports made meanwhile)`);
}
