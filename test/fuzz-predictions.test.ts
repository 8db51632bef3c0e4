// The no-5xx fuzz of the prediction endpoints, 300 bodies each (beside the 10,000-run astrology groups).
import { after, before, it } from 'node:test';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const RUNS = 300;
const SIGN_BODY = { timezone: 5.5 };
const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 };

const PATHS: Record<string, Record<string, unknown>> = {
  '/v1/sun_sign_prediction/daily/aries': SIGN_BODY,
  '/v1/sun_sign_prediction/daily/next/Taurus': SIGN_BODY,
  '/v1/sun_sign_prediction/daily/previous/PISCES': SIGN_BODY,
  '/v1/sun_sign_consolidated/daily/leo': SIGN_BODY,
  '/v1/horoscope_prediction/monthly/capricorn': SIGN_BODY,
  '/v1/daily_nakshatra_prediction': BIRTH,
  '/v1/daily_nakshatra_prediction/next': BIRTH,
  '/v1/daily_nakshatra_prediction/previous': BIRTH,
};

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const [path, valid] of Object.entries(PATHS)) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, valid, RUNS));
}
