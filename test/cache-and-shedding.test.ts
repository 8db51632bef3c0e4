import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AnswerCache } from '../src/http/answer-cache.js';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

describe('answer cache', () => {
  let cached: TestServer;
  let uncached: TestServer;
  before(async () => {
    cached = await startServer({ cacheEntries: 100, clock: () => new Date('2026-11-22T12:00:00Z') });
    uncached = await startServer({ cacheEntries: 0, clock: () => new Date('2026-11-22T12:00:00Z') });
  });
  after(async () => {
    await cached.close();
    await uncached.close();
  });

  it('answers a repeated request identically to an uncached server, in each language, and still bills it', async () => {
    const before = await cached.store.balance(cached.account.user_id);
    for (const lang of ['en', 'ta', 'en', 'ta']) {
      const a = await (await cached.post('/v1/planets', REFERENCE_BIRTH, { 'accept-language': lang })).text();
      const b = await (await uncached.post('/v1/planets', REFERENCE_BIRTH, { 'accept-language': lang })).text();
      assert.equal(a, b, lang);
    }
    // Numbers sent as strings are the same request once coerced.
    const strings = Object.fromEntries(Object.entries(REFERENCE_BIRTH).map(([k, v]) => [k, String(v)]));
    assert.equal((await cached.post('/v1/planets', strings)).status, 200);
    assert.equal(await cached.store.balance(cached.account.user_id), before - 5);
    assert.equal(await cached.store.ledgerSum(cached.account.user_id), before - 5);
  });

  it('keys requests apart exactly: a number from its string, a float from its nearest neighbour, an absent field from null', () => {
    const key = (body: Record<string, unknown>, params: Record<string, unknown> = {}) =>
      AnswerCache.key('horo_chart', 'en', [[params, Object.keys(params)], [body, ['lat', 'lon', 'name']]]);
    assert.equal(key({ lat: 12.97, lon: 77.59 }), key({ lon: 77.59, lat: 12.97, extra: 1 }));
    assert.notEqual(key({ lat: 12.97, lon: 77.59 }), key({ lat: '12.97', lon: 77.59 }));
    // 0.1 + 0.2 is 0.30000000000000004, one step of a double above 0.3.
    assert.notEqual(key({ lat: 0.1 + 0.2, lon: 0 }), key({ lat: 0.3, lon: 0 }));
    assert.notEqual(key({ lat: 1, lon: 2 }), key({ lat: 1, lon: 2, name: null }));
    assert.notEqual(key({ lat: 1, lon: 2, name: '~' }), key({ lat: 1, lon: 2 }));
    assert.notEqual(key({ lat: 1 }, { chartId: 'D9' }), key({ lat: 1 }, { chartId: 'D10' }));
  });

  it('keeps an answer from its second request on, so a one-off request computes once and displaces nothing', async () => {
    const cache = new AnswerCache(2);
    let computed = 0;
    const ask = (key: string) => cache.getOrCompute(key, () => ({ key, n: ++computed }));
    assert.deepEqual(await ask('a'), { key: 'a', n: 1 });
    assert.equal(cache.size, 0);
    assert.deepEqual(await ask('a'), { key: 'a', n: 2 });
    assert.equal(cache.size, 1);
    assert.deepEqual(await ask('a'), { key: 'a', n: 2 }); // the kept answer, not computed again
    // Three one-offs leave the kept answer in place.
    for (const k of ['b', 'c', 'd']) await ask(k);
    assert.deepEqual(await ask('a'), { key: 'a', n: 2 });
    assert.equal(computed, 5);
  });

  it('never caches an error', async () => {
    for (let i = 0; i < 2; i++) assert.equal((await cached.post('/v1/planets', { ...REFERENCE_BIRTH, day: 31, month: 4 })).status, 400);
  });
});

describe('load shedding', () => {
  let server: TestServer;
  before(async () => { server = await startServer({ shedding: { maxEventLoopDelayMs: 20, maxHeapUsedBytes: 0, sampleIntervalMs: 100 } }); });
  after(() => server.close());

  it('answers 503 overloaded with Retry-After while the event loop lags, and recovers', async () => {
    // A server just started may still be shedding the lag of its own start on a busy machine: begin healthy.
    let first = 0;
    for (let i = 0; i < 50 && first !== 200; i++) {
      first = (await server.post('/v1/numero_table', { day: 1, month: 1, year: 2000, name: 'A' })).status;
      if (first !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal(first, 200);
    // Sustained lag: stall this process's event loop, which the server shares, again and again.
    for (let i = 0; i < 8; i++) {
      const until = Date.now() + 60;
      while (Date.now() < until);
      await new Promise((r) => setImmediate(r));
    }
    const res = await server.post('/v1/numero_table', { day: 1, month: 1, year: 2000, name: 'A' });
    assert.equal(res.status, 503);
    assert.equal(res.headers.get('retry-after'), '1');
    assert.equal(((await res.json()) as { code: string }).code, 'overloaded');
    let status = 503;
    for (let i = 0; i < 50 && status === 503; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await server.post('/v1/numero_table', { day: 1, month: 1, year: 2000, name: 'A' })).status;
    }
    assert.equal(status, 200);
  });
});
