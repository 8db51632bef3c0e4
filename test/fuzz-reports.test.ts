// The no-5xx fuzz of the Vedic reports and remedies, 300 runs a path.
import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const PATHS = [
  '/v1/general_ascendant_report', '/v1/general_nakshatra_report', '/v1/general_house_report/saturn', '/v1/general_house_report/Rahu',
  '/v1/general_rashi_report/venus', '/v1/general_rashi_report/ketu', '/v1/basic_gem_suggestion',
  '/v1/rudraksha_suggestion', '/v1/puja_suggestion', '/v1/sadhesati_remedies', '/v1/pitra_dosha_report',
];

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const path of PATHS) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, { ...REFERENCE_BIRTH }, 300));
}
