import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

interface Envelope { status: false; code: string; message: string; errors?: { field: string; message: string }[]; request_id: string }

async function expectFieldError(body: object, field: string, code = 'invalid_field'): Promise<Envelope> {
  const res = await server.post('/v1/planets', body);
  const json = (await res.json()) as Envelope;
  assert.equal(res.status, 400, JSON.stringify(json));
  assert.equal(json.code, code);
  assert.ok(json.errors?.some((e) => e.field === field), `${field} not named in ${JSON.stringify(json.errors)}`);
  assert.ok(json.message.includes(field));
  assert.equal(json.request_id, res.headers.get('x-request-id'));
  return json;
}

describe('birth-details bounds (design.md §2)', () => {
  const cases: [string, number | string][] = [
    ['day', 0], ['day', 32], ['month', 0], ['month', 13], ['year', 1799], ['year', 2400], ['hour', -1], ['hour', 24],
    ['min', -1], ['min', 60], ['lat', -90.0001], ['lat', 90.0001], ['lon', -180.0001], ['lon', 180.0001],
    ['tzone', -12.5], ['tzone', 14.25], ['hour', 10.5], ['day', 'fifteen'], ['lat', ''], ['lat', 'NaN'],
  ];
  for (const [field, value] of cases) {
    it(`rejects ${field} = ${JSON.stringify(value)}`, async () => { await expectFieldError({ ...REFERENCE_BIRTH, [field]: value }, field); });
  }

  it('rejects a day the month does not have, and accepts 29 February in a leap year', async () => {
    const res = await expectFieldError({ ...REFERENCE_BIRTH, day: 31, month: 4 }, 'day');
    assert.match(res.errors![0]!.message, /1 to 30/);
    await expectFieldError({ ...REFERENCE_BIRTH, day: 29, month: 2, year: 2023 }, 'day');
    assert.equal((await server.post('/v1/planets', { ...REFERENCE_BIRTH, day: 29, month: 2, year: 2024 })).status, 200);
    assert.equal((await server.post('/v1/planets', { ...REFERENCE_BIRTH, day: 29, month: 2, year: 2000 })).status, 200);
    await expectFieldError({ ...REFERENCE_BIRTH, day: 29, month: 2, year: 1900 }, 'day');
  });

  it('accepts the inclusive edges of every bound', async () => {
    const edges = { day: 1, month: 12, year: 2399, hour: 23, min: 59, lat: -90, lon: 180, tzone: -12 };
    assert.equal((await server.post('/v1/planets', edges)).status, 200);
    assert.equal((await server.post('/v1/planets', { ...edges, year: 1800, month: 6, lat: 90, lon: -180, tzone: 14, hour: 0, min: 0 })).status, 200);
  });

  it('says the year range is the ephemeris span', async () => {
    const res = await expectFieldError({ ...REFERENCE_BIRTH, year: 1700 }, 'year');
    assert.match(res.message, /Swiss Ephemeris/);
  });

  it('names year when the time zone moves 1 January 1800 before the data files begin', async () => {
    const res = await expectFieldError({ ...REFERENCE_BIRTH, day: 1, month: 1, year: 1800, hour: 0, min: 30, tzone: 5.5 }, 'year');
    assert.match(res.message, /1800-01-01/);
  });

  it('lists every missing field with missing_field', async () => {
    const res = await expectFieldError({}, 'day', 'missing_field');
    assert.deepEqual(res.errors!.map((e) => e.field), ['day', 'month', 'year', 'hour', 'min', 'lat', 'lon', 'tzone']);
    assert.ok(res.errors!.every((e) => e.message === 'is required'));
  });

  it('lists several bad fields at once', async () => {
    const res = await expectFieldError({ ...REFERENCE_BIRTH, lat: 100, hour: 30 }, 'lat');
    assert.deepEqual(res.errors!.map((e) => e.field), ['hour', 'lat']);
  });
});

describe('bodies', () => {
  it('gives identical answers to JSON, numeric strings and form-encoded bodies', async () => {
    const json = await (await server.post('/v1/planets', REFERENCE_BIRTH)).text();
    const strings = Object.fromEntries(Object.entries(REFERENCE_BIRTH).map(([k, v]) => [k, String(v)]));
    const quoted = await (await server.post('/v1/planets', strings)).text();
    const form = await fetch(server.url + '/v1/planets', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...server.auth },
      body: new URLSearchParams(strings).toString(),
    });
    assert.equal(form.status, 200);
    assert.equal(quoted, json);
    assert.equal(await form.text(), json);
  });

  it('ignores unknown fields such as name and gender', async () => {
    const res = await server.post('/v1/planets', { ...REFERENCE_BIRTH, name: 'Asha', gender: 'female' });
    assert.equal(res.status, 200);
  });

  it('answers malformed JSON with invalid_json', async () => {
    const res = await server.post('/v1/planets', '{"day": 15,');
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as Envelope).code, 'invalid_json');
  });

  it('answers a JSON array body naming the body', async () => {
    const res = await server.post('/v1/planets', '[1,2]');
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as Envelope).errors![0]!.field, 'body');
  });

  it('answers an empty POST by listing the required fields', async () => {
    const res = await fetch(server.url + '/v1/planets', { method: 'POST', headers: server.auth });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as Envelope).code, 'missing_field');
  });

  it('refuses other content types with 415', async () => {
    const res = await fetch(server.url + '/v1/planets', { method: 'POST', headers: { 'content-type': 'text/plain', ...server.auth }, body: 'day=1' });
    assert.equal(res.status, 415);
    assert.equal(((await res.json()) as Envelope).code, 'unsupported_media_type');
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await server.post('/v1/planets', { ...REFERENCE_BIRTH, pad: 'x'.repeat(1024 * 1024) });
    assert.equal(res.status, 413);
    assert.equal(((await res.json()) as Envelope).code, 'payload_too_large');
  });
});

describe('paths, methods, headers', () => {
  it('answers an unknown path with the 404 envelope', async () => {
    const res = await server.post('/v1/nope', {});
    assert.equal(res.status, 404);
    const body = (await res.json()) as Envelope;
    assert.deepEqual(Object.keys(body), ['status', 'code', 'message', 'request_id']);
    assert.equal(body.code, 'not_found');
  });

  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    it(`answers ${method} on an API path with 405 and Allow: POST`, async () => {
      const res = await fetch(server.url + '/v1/planets', { method });
      assert.equal(res.status, 405);
      assert.equal(res.headers.get('allow'), 'POST');
      assert.equal(((await res.json()) as Envelope).code, 'method_not_allowed');
    });
  }

  it('sends no CORS header on any answer, preflight included', async () => {
    const origin = { origin: 'https://example.com', 'access-control-request-method': 'POST' };
    const answers = [
      await fetch(server.url + '/v1/planets', { method: 'OPTIONS', headers: origin }),
      await server.post('/v1/planets', REFERENCE_BIRTH, origin),
      await server.post('/v1/planets', {}, origin),
      await fetch(server.url + '/health', { headers: origin }),
      await fetch(server.url + '/openapi.json', { headers: origin }),
      await fetch(server.url + '/nowhere', { headers: origin }),
    ];
    for (const res of answers) {
      const cors = [...res.headers.keys()].filter((h) => h.startsWith('access-control-'));
      assert.deepEqual(cors, [], `${res.url} ${res.status}`);
    }
  });

  it('puts a request id on every answer and echoes a safe caller id', async () => {
    const mine = await server.post('/v1/planets', REFERENCE_BIRTH, { 'x-request-id': 'abc-123' });
    assert.equal(mine.headers.get('x-request-id'), 'abc-123');
    const unsafe = await server.post('/v1/planets', REFERENCE_BIRTH, { 'x-request-id': 'a b\tc' });
    assert.match(unsafe.headers.get('x-request-id')!, /^[0-9a-f-]{36}$/);
    const missing = await fetch(server.url + '/missing');
    assert.ok(missing.headers.get('x-request-id'));
  });

  it('sends Content-Language, English for an unknown language', async () => {
    const res = await server.post('/v1/planets', REFERENCE_BIRTH, { 'accept-language': 'fr-FR, de;q=0.5' });
    assert.equal(res.headers.get('content-language'), 'en');
  });

  it('serves health, OpenAPI and the docs page', async () => {
    const health = (await (await fetch(server.url + '/health')).json()) as { status: string; ephemeris: { version: string } };
    assert.equal(health.status, 'ok');
    assert.equal(health.ephemeris.version, '2.10.03');
    const docs = await fetch(server.url + '/docs/');
    assert.equal(docs.status, 200);
    assert.match(await docs.text(), /swagger-ui/i);
  });
});
