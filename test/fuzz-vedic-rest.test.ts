// The no-5xx fuzz of the Tamil panchang, match percentage, papasamyam and Pancha-pakshi: 300 bodies per path, each field
// kept, dropped or replaced by a nasty value.
import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const path of ['/v1/tamil_panchang', '/v1/papasamyam_details', '/v1/moon_biorhythm']) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, { ...REFERENCE_BIRTH, gender: 'female' }, 300));
}

const COUPLE = Object.fromEntries(Object.entries(REFERENCE_BIRTH).flatMap(([k, v]) => [[`m_${k}`, v], [`f_${k}`, v + (k === 'year' ? 2 : 0)]]));
it('never answers /v1/match_percentage with a 5xx, and names the field of every 400', () => assertNoServerErrors(server, '/v1/match_percentage', COUPLE, 300));
