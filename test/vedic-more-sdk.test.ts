// Every path of the family through the hosted service's official SDK (astrologyapi 1.0.1 from npm, base URL
// ours, HTTP Basic with the numeric user ID and API key): it has no method for these paths, so
// customRequest, as its README tells clients to call them. Values are the hand-worked ones of the
// family's own tests (test/ashtakavarga.test.ts, chara-dasha.test.ts, vedic-more.test.ts, dashakoot.test.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { officialSdk, sdkError, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

const COUPLE = Object.fromEntries(Object.entries(REFERENCE_BIRTH).flatMap(([k, v]) => [[`m_${k}`, v], [`f_${k}`, v]]));
let server: TestServer;
let sdk: OfficialSdk;
before(async () => {
  server = await startServer({ clock: () => new Date('2026-11-22T12:00:00Z') });
  sdk = officialSdk(server);
});
after(() => server.close());

const call = <T>(endpoint: string, params: object = REFERENCE_BIRTH, language?: string) =>
  sdk.customRequest({ endpoint, params: { ...params }, ...(language ? { language } : {}) }) as Promise<T>;

describe('the family through the official SDK’s customRequest', () => {
  it('ayanamsha and ghat_chakra', async () => {
    assert.equal((await call<{ formatted: string }>('ayanamsha')).formatted, '23° 43\' 21"');
    const ghat = await call<Record<string, string>>('ghat_chakra', REFERENCE_BIRTH, 'hi');
    assert.equal(ghat.day, 'शुक्रवार');
    assert.equal(ghat.pahar, '1');
  });

  it('horo_chart_extended/D1 with the SDK’s ayanamsha field: Uranus, Neptune and Pluto are placed', async () => {
    const houses = await call<{ planet: string[] }[]>('horo_chart_extended/D1', { ...REFERENCE_BIRTH, ayanamsha: 'LAHIRI' });
    assert.equal(houses.length, 12);
    const named = houses.flatMap((h) => h.planet);
    for (const p of ['SUN', 'KETU', 'URANUS', 'NEPTUNE', 'PLUTO']) assert.ok(named.includes(p), p);
  });

  it('planet_ashtak/sun and sarvashtak: the hand-worked Aries row and the total of 337', async () => {
    const sun = await call<{ ashtak_points: Record<string, Record<string, number>> }>('planet_ashtak/sun');
    assert.equal(sun.ashtak_points.aries!.total, 3);
    const sarva = await call<{ ashtak_points: Record<string, { total: number }> }>('sarvashtak');
    assert.equal(Object.values(sarva.ashtak_points).reduce((s, p) => s + p.total, 0), 337);
  });

  it('the Chara dasha paths', async () => {
    const majors = await call<{ sign_name: string; duration: string }[]>('major_chardasha');
    assert.deepEqual(majors.slice(0, 3).map((m) => `${m.sign_name} ${m.duration}`), ['Cancer 7 Years', 'Gemini 10 Years', 'Taurus 10 Years']);
    const now = await call<{ major_dasha: { sign_name: string }; sub_sub_dasha: { sign_name: string } }>('current_chardasha');
    assert.equal(now.major_dasha.sign_name, 'Aries');
    assert.equal(now.sub_sub_dasha.sign_name, 'Libra');
    const subs = await call<{ sub_dasha: { sign_id: number }[] }>('sub_chardasha/cancer');
    assert.deepEqual(subs.sub_dasha.map((s) => s.sign_id), [2, 1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const subSubs = await call<{ sub_dasha: { duration: string }; sub_sub_dasha: unknown[] }>('sub_chardasha/cancer/leo');
    assert.equal(subSubs.sub_dasha.duration, '7 Months');
    assert.equal(subSubs.sub_sub_dasha.length, 12);
  });

  it('biorhythm and match_dashakoot_points', async () => {
    const bio = await call<Record<string, { percent: number }>>('biorhythm');
    assert.deepEqual([bio.physical!.percent, bio.emotional!.percent, bio.intellectual!.percent, bio.average!.percent], [0, 43, 100, 48]);
    const match = await call<{ total: { received_points: number } }>('match_dashakoot_points', COUPLE);
    assert.equal(match.total.received_points, 5);
  });

  it('carries a refusal back as the envelope', async () => {
    const refused = await call('sub_chardasha/ophiuchus').catch(sdkError);
    assert.equal((refused as { code: string }).code, 'invalid_field');
  });
});
