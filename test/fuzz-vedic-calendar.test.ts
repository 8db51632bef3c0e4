// The no-5xx fuzz of the muhurta, gochara and calendar endpoints: 300 bodies per path, each field
// kept, dropped or replaced by a nasty value.
import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const PATHS = ['/v1/hora_muhurta', '/v1/hora_muhurta_dinman', '/v1/chaughadiya_muhurta', '/v1/vedic_planetary_events', '/v1/planet_panchang', '/v1/planet_panchang/sunrise'];

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const path of PATHS) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, REFERENCE_BIRTH, 300));
}
for (const path of ['/v1/vedic_sign_gochara', '/v1/vedic_nakshatra_gochara']) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, { ...REFERENCE_BIRTH, planet: 'moon' }, 300));
}
