// The no-5xx fuzz of tarot and Chinese astrology, 300 runs a path.
import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const BODIES: Record<string, Record<string, unknown>> = {
  '/v1/tarot_predictions': { love: 29, career: 57, finance: 43, seed: 2026 },
  '/v1/yes_no_tarot': { tarot_id: 20, seed: 7 },
  '/v1/chinese_zodiac': { ...REFERENCE_BIRTH },
  '/v1/chinese_year_forecast': { ...REFERENCE_BIRTH, forecast_year: 2032 },
};

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const [path, valid] of Object.entries(BODIES)) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, valid, 300));
}
