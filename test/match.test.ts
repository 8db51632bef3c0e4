import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_BIRTH, REFERENCE_MEAN_AYANAMSHA, REFERENCE_SUNRISE, REFERENCE_SUNSET } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const prefixed = (p: string, b: Record<string, number>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [p + k, v]));
const couple = (male: Record<string, number>, female: Record<string, number>) => ({ ...prefixed('m_', male), ...prefixed('f_', female) });

type Details = Record<string, unknown> & { sunrise: string | null; sunset: string | null; ayanamsha: number };

describe('POST /v1/match_birth_details', () => {
  it('echoes each person, with the reference ayanamsha, sunrise and sunset', async () => {
    const res = await server.post('/v1/match_birth_details', couple(REFERENCE_BIRTH, { ...REFERENCE_BIRTH, year: 1992 }));
    assert.equal(res.status, 200);
    const body = (await res.json()) as { male_astro_details: Details; female_astro_details: Details };
    assert.deepEqual(Object.keys(body), ['male_astro_details', 'female_astro_details']);
    const m = body.male_astro_details;
    assert.deepEqual(Object.keys(m), ['year', 'month', 'day', 'hour', 'minute', 'latitude', 'longitude', 'timezone', 'gender', 'ayanamsha', 'sunrise', 'sunset']);
    assert.deepEqual(
      [m.year, m.month, m.day, m.hour, m.minute, m.latitude, m.longitude, m.timezone, m.gender],
      [1990, 5, 15, 10, 30, 28.6139, 77.209, 5.5, 'male'],
    );
    assert.ok(Math.abs(m.ayanamsha - REFERENCE_MEAN_AYANAMSHA) < 1e-6);
    // Reference: 5:30:41.0 and 19:04:34.0 (±1 s); printed unpadded and truncated to the second.
    assert.equal(m.sunrise, REFERENCE_SUNRISE);
    assert.equal(m.sunset, REFERENCE_SUNSET);
    assert.equal(body.female_astro_details.gender, 'female');
    assert.equal(body.female_astro_details.year, 1992);
  });

  it('answers null sunrise and sunset under the midnight sun (Tromsø, 21 June)', async () => {
    const tromso = { day: 21, month: 6, year: 1995, hour: 12, min: 0, lat: 69.65, lon: 18.96, tzone: 2 };
    const body = (await (await server.post('/v1/match_birth_details', couple(REFERENCE_BIRTH, tromso))).json()) as { female_astro_details: Details };
    assert.equal(body.female_astro_details.sunrise, null);
    assert.equal(body.female_astro_details.sunset, null);
  });

  it('answers null under the polar night (Tromsø, 21 December) and real times in March', async () => {
    const dec = { day: 21, month: 12, year: 1995, hour: 12, min: 0, lat: 69.65, lon: 18.96, tzone: 1 };
    const mar = { ...dec, month: 3 };
    const body = (await (await server.post('/v1/match_birth_details', couple(dec, mar))).json()) as { male_astro_details: Details; female_astro_details: Details };
    assert.deepEqual([body.male_astro_details.sunrise, body.male_astro_details.sunset], [null, null]);
    assert.match(body.female_astro_details.sunrise!, /^[5-7]:\d{1,2}:\d{1,2}$/);
    assert.match(body.female_astro_details.sunset!, /^1[78]:\d{1,2}:\d{1,2}$/);
  });

  it('names the prefixed field of a bad value, for each person', async () => {
    const res = await server.post('/v1/match_birth_details', { ...couple(REFERENCE_BIRTH, REFERENCE_BIRTH), f_lat: 95, m_day: 31, m_month: 4 });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { errors: { field: string }[] };
    assert.deepEqual(body.errors.map((e) => e.field), ['f_lat']);
    const res2 = await server.post('/v1/match_birth_details', { ...couple(REFERENCE_BIRTH, REFERENCE_BIRTH), m_day: 31, m_month: 4, f_day: 30, f_month: 2 });
    assert.deepEqual(((await res2.json()) as { errors: { field: string }[] }).errors.map((e) => e.field), ['m_day', 'f_day']);
  });

  it('lists all sixteen fields when the body is empty', async () => {
    const body = (await (await server.post('/v1/match_birth_details', {})).json()) as { code: string; errors: { field: string }[] };
    assert.equal(body.code, 'missing_field');
    assert.equal(body.errors.length, 16);
  });
});
