// Answers depend only on their own request: a refused moment (before the data files begin) used to
// leave Swiss Ephemeris without its open file, so valid moments in 2400-01-01 … 2400-01-09 UT, which
// only that file covers, were refused until another call reopened it (src/astro/ephemeris.ts).
// Every answer here must equal a fresh process's answer to the same request, whatever came before.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { startServer, type TestServer } from './helpers/server.js';
import { STORES, type TestStore } from './helpers/stores.js';

const at = (year: number, month: number, day: number, hour: number, min: number, tzone: number) => ({ day, month, year, hour, min, lat: 28.6139, lon: 77.209, tzone });

// Refused: before 1800-01-01 01:09 UT, where the files begin (the request first).
const REFUSED = [at(1800, 1, 1, 0, 0, 14), at(1800, 1, 1, 0, 30, 0), at(1800, 1, 1, 5, 0, 5.5)];
// Valid, near both ends: 2399-12-31 23:xx at −12 is 2400-01-01 11:xx UT, inside the files (to 2400-01-09).
const VALID = [
  at(2399, 12, 31, 23, 0, -12), at(2399, 12, 31, 23, 59, -12), at(2399, 12, 31, 12, 0, -12), at(2399, 12, 31, 23, 59, 14),
  at(1800, 1, 1, 12, 0, -12), at(1800, 1, 1, 8, 0, 5.5), at(1800, 1, 2, 0, 0, 0),
];
const PATHS = ['/v1/planets', '/v1/major_vdasha'];
const POOL = [...REFUSED, ...VALID].flatMap((body) => PATHS.map((path) => ({ path, body })));

/** Each request's answer from a process that has answered nothing else before it. */
function freshAnswers(): { status: number; body: unknown }[] {
  const script = fileURLToPath(new URL('./helpers/fresh-answers.ts', import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { input: JSON.stringify(POOL), encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout) as { status: number; body: unknown }[];
}

const expected = freshAnswers();

it('the fresh process refuses the charts before the files begin and answers every valid request', () => {
  // (A dasha needs only the Moon, whose file begins a little earlier, so some refused moments have one.)
  POOL.forEach((r, i) => {
    if (VALID.includes(r.body)) assert.equal(expected[i]!.status, 200, JSON.stringify(r));
    else if (r.path === '/v1/planets') assert.equal(expected[i]!.status, 400, JSON.stringify(r));
  });
});

for (const [kind, open] of Object.entries(STORES)) {
  describe(`after refused requests, on ${kind}`, () => {
    let db: TestStore;
    let server: TestServer;
    before(async () => {
      db = await open();
      server = await startServer({ store: db.store, cacheEntries: 0 }); // no cached answer may hide a wrong one
    });
    after(async () => {
      await server.close();
      await db.dispose();
    });

    const ask = async (i: number) => {
      const res = await server.post(POOL[i]!.path, POOL[i]!.body);
      const body = (await res.json()) as Record<string, unknown>;
      if (res.status >= 400) delete body.request_id; // the only part that differs by request
      const want = structuredClone(expected[i]!) as { status: number; body: Record<string, unknown> };
      if (want.status >= 400) delete want.body.request_id;
      assert.deepEqual({ status: res.status, body }, want, `${POOL[i]!.path} ${JSON.stringify(POOL[i]!.body)}`);
    };

    it('answers the issue sequence as a fresh process does', async () => {
      const refused = POOL.findIndex((r) => r.body === REFUSED[0] && r.path === '/v1/planets');
      const late = POOL.map((r, i) => (r.body.year === 2399 && r.body.tzone === -12 ? i : -1)).filter((i) => i >= 0);
      await ask(refused);
      for (const i of late) await ask(i);
    });

    it('answers 1,000 random interleavings of refused and valid requests as a fresh process does', async () => {
      await fc.assert(fc.asyncProperty(fc.array(fc.nat(POOL.length - 1), { minLength: 1, maxLength: 3 }), async (sequence) => {
        for (const i of sequence) await ask(i);
      }), { numRuns: 1000 });
    });
  });
}
