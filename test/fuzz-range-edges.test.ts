// The no-5xx fuzz around the edges issue 40 found: bodies mutated from births at Reykjavik in June, at the
// date line, and at the first and last days of the year range, on the endpoints whose rules changed there.
import { after, before, describe, it } from 'node:test';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const REYKJAVIK_SOLSTICE = { day: 21, month: 6, year: 2024, hour: 12, min: 0, lat: 64.1466, lon: -21.9426, tzone: 0 };
const DATE_LINE = { day: 23, month: 7, year: 1934, hour: 12, min: 0, lat: 0, lon: 180, tzone: 0 };
const FIRST_DAY = { day: 1, month: 1, year: 1800, hour: 5, min: 50, lat: 28.6139, lon: 77.209, tzone: 0 };
const LAST_DAY = { day: 31, month: 12, year: 2399, hour: 23, min: 59, lat: 28.6139, lon: 77.209, tzone: -12 };

const CASES: [string, Record<string, number>][] = [
  ['/v1/advanced_panchang', REYKJAVIK_SOLSTICE],
  ['/v1/advanced_panchang/sunrise', DATE_LINE],
  ['/v1/basic_panchang', FIRST_DAY],
  ['/v1/advanced_panchang', LAST_DAY],
  ['/v1/birth_details', REYKJAVIK_SOLSTICE],
  ['/v1/planets/extended', FIRST_DAY],
  ['/v1/sadhesati_life_details', LAST_DAY],
  ['/v1/manglik', FIRST_DAY],
  ['/v1/astro_details', LAST_DAY],
];

describe('no 5xx near the range ends and at high latitudes', () => {
  for (const [path, body] of CASES) {
    it(`${path} from ${JSON.stringify(body)}`, async () => { await assertNoServerErrors(server, path, body, 300); });
  }
});
