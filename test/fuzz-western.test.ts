// The no-5xx fuzz of the Western endpoints, 300 bodies each (the family's own file, kept within CI's budget).
import { after, before, it } from 'node:test';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: '+05:30', house_type: 'placidus' };
const WHEEL = { ...BIRTH, planet_icon_color: '#112233', inner_circle_background: 'white', sign_icon_color: 'red', sign_background: '#eeeeee', chart_size: 500, image_type: 'svg', theme_name: 'WHEEL_CHART_THEME_UPASTROLOGY' };
const RUNS = 300;

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const path of ['/v1/planets/tropical', '/v1/house_cusps/tropical', '/v1/western_horoscope', '/v1/western_chart_data']) {
  it(`${path} never answers 5xx`, { timeout: 300_000 }, () => assertNoServerErrors(server, path, BIRTH, RUNS));
}
it('/v1/natal_wheel_chart never answers 5xx', { timeout: 300_000 }, () => assertNoServerErrors(server, '/v1/natal_wheel_chart', WHEEL, RUNS));
