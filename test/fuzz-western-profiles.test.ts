// The no-5xx fuzz of the Western profile reports, solar return forecasts, planet_sign_report,
// natal_aspects_report and life_forecast_report, 300 runs a path.
import { after, before, it } from 'node:test';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: '+05:30', house_type: 'koch' };
const RETURN = { ...BIRTH, solar_year: 2027, return_lat: 51.5, return_lon: -0.13, return_tzone: 1 };

/** The couple body the SDK sends to friendship and karma_destiny (p_ primary, s_ secondary). */
const { house_type: houseType, ...birth } = BIRTH;
const COUPLE = {
  ...Object.fromEntries(Object.entries(birth).flatMap(([k, v]) => [[`p_${k}`, v], [`s_${k}`, v]])),
  house_type: houseType,
};

const BODIES: [string, Record<string, unknown>][] = [
  ['/v1/personality_report/tropical', BIRTH],
  ['/v1/romantic_personality_report/tropical', BIRTH],
  ['/v1/friendship_report/tropical', BIRTH],
  ['/v1/friendship_report/tropical', COUPLE],
  ['/v1/karma_destiny_report/tropical', BIRTH],
  ['/v1/karma_destiny_report/tropical', COUPLE],
  ['/v1/karma_destiny_report', COUPLE],
  ['/v1/romantic_forecast_report/tropical', BIRTH],
  ['/v1/solar_return_planet_report', RETURN],
  ['/v1/solar_return_aspects_report', RETURN],
  ['/v1/planet_sign_report/tropical', BIRTH],
  ['/v1/natal_aspects_report', BIRTH],
  ['/v1/life_forecast_report/tropical', { ...BIRTH, forecast_start: '2031-07-04' }],
];

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const [path, valid] of BODIES) {
  const couple = 'p_day' in valid;
  // A missing field of the couple body is named by its single name (day when neither day nor p_day came).
  it(`never answers ${path}${couple ? ' (couple body)' : ''} with a 5xx, and names the field of every 400`, () =>
    assertNoServerErrors(server, path, valid, 300, couple ? Object.keys(birth) : []));
}
