// The no-5xx fuzz of the PDF endpoints: every mutated body is a 400 naming its field or a report (never a
// 500 from a renderer). Fewer runs than the JSON endpoints' 300: a valid body costs a whole report.
import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

const BODY = {
  ...REFERENCE_BIRTH, name: 'Asha Verma', gender: 'female', place: 'New Delhi', language: 'hi', chart_style: 'EAST_INDIAN', footer_link: 'example.com',
  logo_url: 'http://127.0.0.1/logo.png', company_name: 'Star Desk', company_info: 'Readings', domain_url: 'https://example.com', company_email: 'a@example.com',
  company_landline: '011', company_mobile: '98765',
};

const person = (p: string) => Object.fromEntries(Object.entries({
  first_name: 'Asha', last_name: 'Verma', day: 15, month: 5, year: 1990, hour: 10, minute: 30, latitude: 28.6139, longitude: 77.209, timezone: 5.5, place: 'New Delhi',
}).map(([k, v]) => [p + k, v]));
const COUPLE = { ...person('m_'), ...person('f_'), language: 'en', ashtakoot: 'true', dashakoot: true, papasyam: 'false', chart_style: 'NORTH_INDIAN', footer_link: 'x', domain_url: 'y', logo_url: 'ftp://z' };

let server: TestServer;
// A queue long enough that one request at a time never meets a 503.
before(async () => { server = await startServer({ config: { pdf: { threads: 1, queue: 64, retentionDays: 7 } } }); });
after(() => server.close());

it('never answers mini_horoscope_pdf with a 5xx, and names the field of every 400', () => assertNoServerErrors(server, '/v1/mini_horoscope_pdf', { ...BODY }, 120));
it('never answers pro_horoscope_pdf with a 5xx, and names the field of every 400', () => assertNoServerErrors(server, '/v1/pro_horoscope_pdf', { ...BODY }, 40));
it('never answers match_making_pdf with a 5xx, and names the field of every 400', () => assertNoServerErrors(server, '/v1/match_making_pdf', { ...COUPLE }, 80));
it('never answers natal_horoscope_report/tropical with a 5xx, and names the field of every 400', () => assertNoServerErrors(server, '/v1/natal_horoscope_report/tropical', {
  name: 'Asha Verma', day: 15, month: 5, year: 1990, hour: 10, minute: 30, latitude: 28.6139, longitude: 77.209, timezone: 5.5, place: 'New Delhi', language: 'en', company_name: 'Star Desk',
}, 60));
