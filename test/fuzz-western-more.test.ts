// The no-5xx fuzz of the Western relationship and timing endpoints, 300 runs a path.
import { after, before, it } from 'node:test';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5, house_type: 'placidus' };
const PARTNER = { day: 20, month: 8, year: 1992, hour: 14, min: 15, lat: 19.076, lon: 72.8777, tzone: '+05:30' };
const prefixed = (prefix: string, birth: Record<string, unknown>) => Object.fromEntries(Object.entries(birth).map(([k, v]) => [prefix + k, v]));
const { house_type: houseType, ...person } = BIRTH;
const COUPLE = { ...prefixed('p_', person), ...prefixed('s_', PARTNER), house_type: houseType };
const RETURN = { ...BIRTH, solar_year: 2027, return_lat: 51.5, return_lon: -0.13, return_tzone: 1 };

const BODIES: Record<string, Record<string, unknown>> = {
  '/v1/synastry_horoscope': COUPLE,
  '/v1/composite_horoscope': COUPLE,
  '/v1/zodiac_compatibility/aries/leo': { anything: 1 },
  '/v1/solar_return_details': RETURN,
  '/v1/solar_return_planets': RETURN,
  '/v1/solar_return_house_cusps': RETURN,
  '/v1/solar_return_planet_aspects': RETURN,
  '/v1/lunar_metrics': BIRTH,
  '/v1/moon_phase_report': BIRTH,
  '/v1/tropical_transits/daily': BIRTH,
  '/v1/tropical_transits/weekly': BIRTH,
  '/v1/tropical_transits/monthly': BIRTH,
  '/v1/natal_transits/daily': BIRTH,
  '/v1/natal_transits/weekly': BIRTH,
};

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const [path, valid] of Object.entries(BODIES)) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, valid, 300));
}
