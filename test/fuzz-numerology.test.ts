// The no-5xx fuzz of the numerology endpoints beyond numero_table (that one is in fuzz-astrology-vimshottari-numerology),
// 300 runs a path, from the body the official SDK sends (with the aliases date and full_name).
import { after, before, it } from 'node:test';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const SDK_BODY = { day: 25, month: 12, year: 1988, name: 'Rahul Sharma', full_name: 'Rahul Sharma', date: 25 };

const PATHS = [
  '/v1/numero_report', '/v1/numero_fav_time', '/v1/numero_place_vastu', '/v1/numero_fasts_report', '/v1/numero_fav_lord', '/v1/numero_fav_mantra',
  '/v1/numerological_numbers', '/v1/lifepath_number', '/v1/personality_number', '/v1/expression_number', '/v1/soul_urge_number', '/v1/sub_conscious_self_number',
  '/v1/challenge_numbers',
];
const DATED_PATHS = ['/v1/numero_prediction/daily', '/v1/personal_day_prediction', '/v1/personal_month_prediction', '/v1/personal_year_prediction'];

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

for (const path of PATHS) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, SDK_BODY, 300));
}
for (const path of DATED_PATHS) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, { ...SDK_BODY, timezone: 5.5 }, 300));
}
