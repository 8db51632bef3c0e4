// The Vedic reports and remedies through the hosted service's official SDK (astrologyapi 1.0.1), its base
// URL ours: the SDK has no method for these paths, so each goes through customRequest. Values are the
// reference chart's, worked by hand in test/reports.test.ts (ascendant Cancer, Moon in Sagittarius).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { officialSdk, sdkError, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
let sdk: OfficialSdk;
before(async () => { server = await startServer(); sdk = officialSdk(server); });
after(() => server.close());

const call = async <T>(endpoint: string, language?: string) => (await sdk.customRequest({ endpoint, params: { ...REFERENCE_BIRTH }, ...(language ? { language } : {}) })) as T;

describe('Vedic reports through the official SDK', () => {
  it('general_ascendant_report: Cancer, in English and in Hindi', async () => {
    const en = await call<{ asc_report: { ascendant: string; report: string } }>('general_ascendant_report');
    assert.equal(en.asc_report.ascendant, 'Cancer');
    assert.match(en.asc_report.report, /^Cancer rises/);
    const hi = await call<{ asc_report: { ascendant: string } }>('general_ascendant_report', 'hi');
    assert.equal(hi.asc_report.ascendant, 'कर्क');
  });

  it('general_nakshatra_report: Uttara Ashadha', async () => {
    const r = await call<{ nak_report: { character: string[] } }>('general_nakshatra_report');
    assert.match(r.nak_report.character[0]!, /^Uttara Ashadha/);
  });

  it('general_house_report/sun and general_rashi_report/moon, rahu', async () => {
    assert.match((await call<{ house_report: string }>('general_house_report/sun')).house_report, /eleventh house/);
    assert.match((await call<{ rashi_report: string }>('general_rashi_report/moon')).rashi_report, /\bMoon in Sagittarius\b/);
    assert.deepEqual(await call('general_rashi_report/rahu'), { planet: 'rahu' });
  });

  it('basic_gem_suggestion: Pearl, Red Coral, Yellow Sapphire', async () => {
    const g = await call<Record<'LIFE' | 'BENEFIC' | 'LUCKY', { gem_key: string; gem_deity: string }>>('basic_gem_suggestion');
    assert.deepEqual([g.LIFE.gem_key, g.BENEFIC.gem_key, g.LUCKY.gem_key], ['pearl', 'red_coral', 'yellow_sapphire']);
    assert.deepEqual([g.LIFE.gem_deity, g.BENEFIC.gem_deity, g.LUCKY.gem_deity], ['Moon', 'Mars', 'Jupiter']);
  });

  it('rudraksha_suggestion: two and five faces', async () => {
    const r = await call<{ rudraksha_key: string; img_url: string }>('rudraksha_suggestion');
    assert.deepEqual([r.rudraksha_key, r.img_url], ['two_faced_five_faced', '/img/two+five.jpg']);
  });

  it('puja_suggestion, pitra_dosha_report, sadhesati_remedies', async () => {
    assert.deepEqual((await call<{ suggestions: unknown[] }>('puja_suggestion')).suggestions, []);
    const p = await call<{ is_pitri_dosha_present: boolean; rules_matched: string[]; remedies: string[] }>('pitra_dosha_report');
    assert.deepEqual([p.is_pitri_dosha_present, p.rules_matched], [false, []]);
    assert.ok(p.remedies.length > 1);
    const s = await call<{ what_is_sadhesati: string; remedies: string[] }>('sadhesati_remedies');
    assert.match(s.what_is_sadhesati, /Saturn/);
  });

  it('an unknown planet is refused with the envelope naming it', async () => {
    const err = await sdk.customRequest({ endpoint: 'general_house_report/pluto', params: { ...REFERENCE_BIRTH } }).then(() => assert.fail('accepted'), (e: unknown) => sdkError(e));
    assert.deepEqual([err.status, err.code], [false, 'invalid_field']);
    assert.match(err.message ?? '', /planet/);
  });
});
