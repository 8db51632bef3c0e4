// The no-5xx fuzz of the ayanamsha, ghatak chakra, extended chart, ashtakavarga, Chara dasha and
// biorhythm endpoints: 300 bodies per path, each field kept, dropped or replaced by a nasty value (bad path
// values are refused naming the parameter: test/ashtakavarga.test.ts, test/chara-dasha.test.ts).
import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const PATHS = [
  '/v1/ayanamsha', '/v1/ghat_chakra', '/v1/horo_chart_extended/D1', '/v1/horo_chart_extended/chalit', '/v1/horo_chart_extended/D60',
  '/v1/planet_ashtak/sun', '/v1/planet_ashtak/SATURN', '/v1/sarvashtak', '/v1/major_chardasha', '/v1/current_chardasha',
  '/v1/sub_chardasha/scorpio', '/v1/sub_chardasha/Aquarius/PISCES', '/v1/biorhythm',
];

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const path of PATHS) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, { ...REFERENCE_BIRTH, ayanamsha: 'LAHIRI' }, 300));
}

const COUPLE = Object.fromEntries(Object.entries(REFERENCE_BIRTH).flatMap(([k, v]) => [[`m_${k}`, v], [`f_${k}`, v + (k === 'year' ? 2 : 0)]]));
it('never answers /v1/match_dashakoot_points with a 5xx, and names the field of every 400', () => assertNoServerErrors(server, '/v1/match_dashakoot_points', COUPLE, 300));
