// The Tamil panchang, match percentage, papasamyam and Pancha-pakshi through the hosted service's official SDK (astrologyapi
// 1.0.1 from npm, base URL ours, HTTP Basic): it has no method for these paths, so customRequest, as its README
// tells clients to call them. Values are the published or hand-worked ones of test/vedic-rest.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { CHENNAI } from './fixtures/tamil-calendar-dates.js';
import { officialSdk, sdkError, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

const COUPLE = Object.fromEntries(Object.entries(REFERENCE_BIRTH).flatMap(([k, v]) => [[`m_${k}`, v], [`f_${k}`, v]]));
let server: TestServer;
let sdk: OfficialSdk;
before(async () => {
  server = await startServer({ clock: () => new Date('2025-04-08T06:30:00Z') });
  sdk = officialSdk(server);
});
after(() => server.close());

const call = <T>(endpoint: string, params: object, language?: string) =>
  sdk.customRequest({ endpoint, params: { ...params }, ...(language ? { language } : {}) }) as Promise<T>;

describe('the family through the official SDK’s customRequest', () => {
  it('tamil_panchang: 14 April 2025 at Chennai is Chithirai 1 of Visuvavasu (Tamil Nadu’s holiday list), in Tamil', async () => {
    const p = await call<{ tamil_month: { name: string; day: number }; tamil_year: { id: number; began: number } }>(
      'tamil_panchang', { day: 14, month: 4, year: 2025, hour: 12, min: 0, ...CHENNAI }, 'ta');
    assert.deepEqual([p.tamil_month.name, p.tamil_month.day, p.tamil_year.id, p.tamil_year.began], ['சித்திரை', 1, 39, 2025]);
  });

  it('tamil_panchang: Tuesday 11 March 2025 at Chennai, the hand-worked periods of test/vedic-rest.test.ts, names kept in English in Tamil', async () => {
    type Span = { start: string; end: string };
    const p = await call<{ dur_muhurtha: Span[]; varjyam: Span[]; anandadi_yog: { details: { yog_name: string } } }>(
      'tamil_panchang', { day: 11, month: 3, year: 2025, hour: 12, min: 0, ...CHENNAI }, 'ta');
    assert.deepEqual(p.dur_muhurtha.map((s) => s.start), ['08 : 42 : 58', '11 : 06 : 43']);
    assert.deepEqual(p.varjyam.map((s) => [s.start, s.end]), [['02 : 24 : 19', '04 : 05 : 55']]);
    assert.equal(p.anandadi_yog.details.yog_name, 'Ananda');
  });

  it('papasamyam_details with the SDK’s own fields (full_name, date, ayanamsha): 51 points for the reference chart', async () => {
    const p = await call<{ total: { papa_points: number } }>('papasamyam_details', { ...REFERENCE_BIRTH, full_name: 'A', date: REFERENCE_BIRTH.day, ayanamsha: 'LAHIRI' });
    assert.equal(p.total.papa_points, 51);
  });

  it('match_percentage: 63.89 for a couple born at the same moment', async () => {
    assert.equal((await call<{ match_percentage: number }>('match_percentage', COUPLE)).match_percentage, 63.89);
  });

  it('moon_biorhythm: the reference chart’s owl on Tuesday 8 April 2025 (waxing) walks, rules, sleeps, dies, eats by day (PyJHora’s table), in Hindi', async () => {
    const b = await call<{ birth_pakshi: string; activity_cycle: { day: { activity: string }[] } }>('moon_biorhythm', REFERENCE_BIRTH, 'hi');
    assert.equal(b.birth_pakshi, 'उल्लू');
    assert.deepEqual(b.activity_cycle.day.map((y) => y.activity), ['गमन', 'शासन', 'शयन', 'मृत्यु', 'भोजन']);
  });

  it('carries a refusal back as the envelope', async () => {
    const refused = await call('match_percentage', { ...COUPLE, f_lat: 91 }).catch(sdkError);
    assert.equal((refused as { code: string }).code, 'invalid_field');
  });
});
