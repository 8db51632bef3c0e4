// The no-5xx fuzz of the Western natal reports, 300 bodies each (the family's own file, kept within CI's budget).
import { after, before, it } from 'node:test';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: '+05:30', house_type: 'placidus' };
const RUNS = 300;
const PATHS = [
  '/v1/natal_chart_interpretation', '/v1/general_ascendant_report/tropical', '/v1/general_sign_report/tropical/moon',
  '/v1/general_house_report/tropical/Pluto', '/v1/house_cusps_report/tropical', '/v1/natal_house_cusp_report',
];

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const path of PATHS) {
  it(`${path} never answers 5xx`, { timeout: 300_000 }, () => assertNoServerErrors(server, path, BIRTH, RUNS));
}
