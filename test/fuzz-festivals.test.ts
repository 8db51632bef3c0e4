// The no-5xx fuzz of the festival endpoints: 300 bodies per path, each field kept, dropped or replaced
// by a nasty value (polar places and the ends of the year range among them).
import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const BODIES: Record<string, Record<string, unknown>> = {
  '/v1/yearly_festivals': { year: 2025, lat: 69.65, lon: 18.96, tzone: 1 },
  '/v1/panchang_festival': { ...REFERENCE_BIRTH, day: 20, month: 10, year: 2025 },
  '/v1/festival_muhurta': { festival_name: 'DEV_UTHANI_EKADASHI', festival_date: '2025-11-1', year: 2025, latitude: 28.6139, longitude: 77.209, timezone: '+05:30' },
};

for (const [path, body] of Object.entries(BODIES)) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, body, 300));
}
