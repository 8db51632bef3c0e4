import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_BIRTH, REFERENCE_MEAN_AYANAMSHA, REFERENCE_SUNRISE, REFERENCE_SUNSET } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

describe('POST /v1/birth_details', () => {
  it('echoes the reference birth with the independently computed ayanamsha, sunrise and sunset, in the client-model key order', async () => {
    const res = await server.post('/v1/birth_details', REFERENCE_BIRTH);
    assert.equal(res.status, 200);
    const body = (await res.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), ['year', 'month', 'day', 'hour', 'minute', 'latitude', 'longitude', 'timezone', 'seconds', 'ayanamsha', 'sunrise', 'sunset']);
    const { ayanamsha, ...rest } = body;
    // Reference values: shared/reference/reference-chart.md (Swiss Ephemeris 2.10.03 outside this project).
    assert.ok(Math.abs((ayanamsha as number) - REFERENCE_MEAN_AYANAMSHA) < 1e-6, String(ayanamsha));
    assert.deepEqual(rest, {
      year: 1990, month: 5, day: 15, hour: 10, minute: 30, latitude: 28.6139, longitude: 77.209, timezone: 5.5,
      seconds: 0, sunrise: REFERENCE_SUNRISE, sunset: REFERENCE_SUNSET,
    });
  });

  it('takes a form body (strings), ignores unknown fields and is billed one credit', async () => {
    const before = await server.store.balance(server.account.user_id);
    const form = new URLSearchParams({ ...Object.fromEntries(Object.entries(REFERENCE_BIRTH).map(([k, v]) => [k, String(v)])), gender: 'female' });
    const res = await fetch(server.url + '/v1/birth_details', { method: 'POST', headers: { ...server.auth, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as { sunrise: string }).sunrise, REFERENCE_SUNRISE);
    assert.equal(await server.store.balance(server.account.user_id), before - 1);
  });

  it('names a day the month does not have', async () => {
    const res = await server.post('/v1/birth_details', { ...REFERENCE_BIRTH, month: 2, day: 30 });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field, 'day');
  });
});
