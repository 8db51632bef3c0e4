// No 5xx from the location endpoints, whatever the body (300 runs each keeps CI within budget).
import { after, before, describe, it } from 'node:test';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const RUNS = 300;

describe('fuzz: places and time zones', () => {
  it('geo_details', () => assertNoServerErrors(server, '/v1/geo_details', { place: 'Varanasi, Uttar Pradesh', maxRows: 6 }, RUNS));
  // The documented spelling: the harness expects refusals to name the valid body's own fields, and an
  // empty body is asked for these (the SDK's spelling is tested in places.test.ts).
  it('timezone_with_dst', () => assertNoServerErrors(server, '/v1/timezone_with_dst', { latitude: 25.31668, longitude: 83.01041, date: '6-27-2000' }, RUNS));
  it('timezone', () => assertNoServerErrors(server, '/v1/timezone', { country_code: 'Asia/Kolkata', isDst: false }, RUNS));
});
