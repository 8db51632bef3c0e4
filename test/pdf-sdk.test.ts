// The horoscope PDFs through the hosted service's official SDK (astrologyapi 1.0.1) as a PDF client builds it
// (apiType PDF, which puts the language in the body), its base URL pointed at our server. The SDK has a
// method for basic_horoscope_pdf; the others go through customRequest. The PDF is then fetched from pdf_url
// and read back with pdftotext: the reference chart's ascendant (Cancer, Swiss Ephemeris outside this project,
// test/fixtures/reference-chart.ts) must be on it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import AstrologyAPI from 'astrologyapi';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { sdkError } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
let sdk: AstrologyAPI;
before(async () => {
  server = await startServer();
  sdk = new AstrologyAPI({ userId: String(server.account.user_number), apiKey: server.account.api_key, apiType: 'PDF' });
  sdk.client.baseUrl = `${server.url}/v1`;
});
after(() => server.close());

// The spec's fields, as a client of the hosted PDF host sends them (all strings, as in its form examples).
const PARAMS: Record<string, string> = {
  name: 'Asha Verma', ...Object.fromEntries(Object.entries(REFERENCE_BIRTH).map(([k, v]) => [k, String(v)])), gender: 'female', place: 'New Delhi',
  chart_style: 'SOUTH_INDIAN', footer_link: 'example.com', logo_url: '', company_name: 'Star Desk', company_info: 'Readings since 1990',
  domain_url: 'https://example.com', company_email: 'desk@example.com', company_landline: '+91 11 2345 6789', company_mobile: '+91 98765 43210',
};
const ASCENDANT = REFERENCE_BODIES.find((b) => b.name === 'Ascendant')!.sign;

async function pdfText(answer: unknown): Promise<string> {
  const { status, pdf_url } = answer as { status: boolean; pdf_url: string };
  assert.equal(status, true);
  const res = await fetch(pdf_url);
  assert.equal(res.status, 200);
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await res.arrayBuffer()), encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

describe('PDF reports through the official SDK', () => {
  it('basic_horoscope_pdf through its own method: name, company and ascendant printed', async () => {
    const text = await pdfText(await sdk.vedic.getBasicHoroscopePDF(PARAMS));
    assert.match(text, /Asha Verma/);
    assert.match(text, /Prepared by Star Desk/);
    assert.match(text, new RegExp(`\\nAscendant ${ASCENDANT}\\n`));
  });

  for (const endpoint of ['mini_horoscope_pdf', 'pro_horoscope_pdf']) {
    it(`${endpoint} through customRequest, in English`, async () => {
      const text = await pdfText(await sdk.customRequest({ endpoint, params: PARAMS, language: 'en' }));
      assert.match(text, new RegExp(`\\nAscendant ${ASCENDANT}\\n`));
    });
  }

  it('language hi in the body gives the Hindi report', async () => {
    const text = await pdfText(await sdk.customRequest({ endpoint: 'mini_horoscope_pdf', params: PARAMS, language: 'hi' }));
    assert.match(text, /लग्न स्वामी चंद्र\n/);
  });

  it('match_making_pdf through customRequest, with the fields the SDK sends (m_minute, m_latitude, …, flags as "true")', async () => {
    const person = (p: string, b: typeof REFERENCE_BIRTH, first: string) => ({
      [`${p}first_name`]: first, [`${p}last_name`]: 'Test', [`${p}day`]: b.day, [`${p}month`]: b.month, [`${p}year`]: b.year, [`${p}hour`]: b.hour,
      [`${p}minute`]: b.min, [`${p}latitude`]: b.lat, [`${p}longitude`]: b.lon, [`${p}timezone`]: b.tzone, [`${p}place`]: 'Somewhere',
    });
    const params = { ...person('m_', { ...REFERENCE_BIRTH, year: 1988 }, 'Dev'), ...person('f_', REFERENCE_BIRTH, 'Isha'), ashtakoot: 'true', dashakoot: 'false', papasyam: 'true', chart_style: 'NORTH_INDIAN', footer_link: 'example.com', domain_url: 'https://example.com', logo_url: '' };
    const text = await pdfText(await sdk.customRequest({ endpoint: 'match_making_pdf', params, language: 'en' }));
    assert.match(text, /Dev Test & Isha Test/);
    assert.match(text, /\n ?Nadi \(/);
    assert.doesNotMatch(text, /Dashakoot Milan/);
  });

  it('natal_horoscope_report/tropical through customRequest, with the Western names (minute, latitude, longitude, timezone)', async () => {
    const b = REFERENCE_BIRTH;
    const params = { name: 'Asha Verma', day: b.day, month: b.month, year: b.year, hour: b.hour, minute: b.min, latitude: b.lat, longitude: b.lon, timezone: b.tzone, place: 'New Delhi', footer_link: 'example.com' };
    const text = await pdfText(await sdk.customRequest({ endpoint: 'natal_horoscope_report/tropical', params, language: 'en' }));
    assert.match(text, /Natal Chart Report/);
    assert.match(text, /\n ?Sun Taurus \S+ \d+ No\n/); // the Sun at 24° Taurus tropical on 15 May 1990
  });

  it('a missing birth field is the 400 envelope naming it', async () => {
    const { min: _min, ...noMinute } = PARAMS;
    const err = await sdk.vedic.getBasicHoroscopePDF(noMinute).then(() => assert.fail('answered'), sdkError);
    assert.equal(err.code, 'missing_field');
    assert.match(err.message ?? '', /\bmin\b/);
  });
});
