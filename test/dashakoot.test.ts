// The ten poruthams: couples worked by hand from the rules of B. V. Raman's "Muhurtha" (as restated in
// src/vedic/dashakoot-tables.ts), and /match_dashakoot_points over HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DASHAKOOT_NAMES } from '../src/i18n/dashakoot.js';
import { LANGUAGES } from '../src/i18n/index.js';
import { matchMoon } from '../src/vedic/ashtakoot.js';
import { dashakoot } from '../src/vedic/dashakoot.js';
import { RAJJU_BY_NAKSHATRA } from '../src/vedic/dashakoot-tables.js';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';
import { vocabularyProblems } from './helpers/vocabulary-checks.js';

const NAK = 40 / 3;
const agreed = (r: ReturnType<typeof dashakoot>) => Object.entries(r.agrees).filter(([, v]) => v).map(([k]) => k);

describe('the rajju table', () => {
  it('is the almanacs’ grouping: Pada Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati; Siro Mrigashira, Chitra, Dhanishtha', () => {
    const members = (r: string) => RAJJU_BY_NAKSHATRA.flatMap((x, n) => (x === r ? [n] : []));
    assert.deepEqual(members('pada'), [0, 8, 9, 17, 18, 26]);
    assert.deepEqual(members('kati'), [1, 7, 10, 16, 19, 25]);
    assert.deepEqual(members('nabhi'), [2, 6, 11, 15, 20, 24]);
    assert.deepEqual(members('kantha'), [3, 5, 12, 14, 21, 23]);
    assert.deepEqual(members('siro'), [4, 13, 22]);
  });
});

describe('the porutham and rajju names', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: in the language's script, no word for two meanings`, () => {
      const { poruthams, rajjus } = DASHAKOOT_NAMES[lang];
      assert.deepEqual([...vocabularyProblems(lang, poruthams, { alsoAllowed: ' ' }), ...vocabularyProblems(lang, rajjus)], []);
    });
  }
});

describe('couples worked by hand', () => {
  it('girl Ashwini (Aries), boy Rohini (Taurus): 7 of 10', () => {
    // Count Ashwini → Rohini = 4. Dina 4 mod 9 = 4 ✓; Gana Deva/Manushya ✓; Mahendra 4 ✓; Stree-deergha 4 ≤ 13 ✗;
    // Yoni horse/serpent (friendly, 3 points) ✓; Rasi Taurus is 2nd from Aries ✗; lords Mars and Venus, each neutral to the other ✓;
    // Vasya: Aries rules Leo, Scorpio; Taurus rules Cancer, Libra ✗; Rajju Pada/Kantha ✓; Vedha none ✓.
    const r = dashakoot(matchMoon(3 * NAK + 5), matchMoon(5));
    assert.deepEqual(agreed(r), ['dina', 'gana', 'mahendra', 'yoni', 'rasyadhipati', 'rajju', 'vedha']);
    assert.equal(r.received, 7);
  });

  it('girl Ashwini (Aries), boy Jyeshtha (Scorpio): 5 of 10', () => {
    // Count = 18. Dina 18 mod 9 = 0 ✓; Gana Deva/Rakshasa ✗; Mahendra ✗; Stree-deergha 18 > 13 ✓; Yoni horse/deer (3) ✓;
    // Rasi Scorpio is 8th ✗; both lords Mars ✓; Vasya Scorpio is vasya to Aries ✓; Rajju both Pada ✗; Vedha Ashwini–Jyeshtha ✗.
    const r = dashakoot(matchMoon(17 * NAK + 5), matchMoon(5));
    assert.deepEqual(agreed(r), ['dina', 'stree_deergha', 'yoni', 'rasyadhipati', 'vasya']);
  });
});

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

describe('POST /v1/match_dashakoot_points', () => {
  it('the reference birth matched with itself: 5 of 10, worked by hand', async () => {
    const couple = Object.fromEntries(Object.entries(REFERENCE_BIRTH).flatMap(([k, v]) => [[`m_${k}`, v], [`f_${k}`, v]]));
    const res = await server.post('/v1/match_dashakoot_points', couple);
    assert.equal(res.status, 200);
    const r = (await res.json()) as Record<string, { description?: string; male_koot_attribute?: string; received_points: number; total_points: number }>;
    // Both Moons in Uttra Shadha, Sagittarius. Count 1: Dina (1 mod 9) ✗, Mahendra ✗, Stree-deergha ✗; same gana ✓, same yoni ✓,
    // same sign (1st) ✓, same lord ✓; Vasya (Sagittarius rules only Pisces) ✗; same rajju ✗; no vedha ✓.
    const points = Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'total').map(([k, v]) => [k, v.received_points]));
    assert.deepEqual(points, { dina: 0, gana: 1, mahendra: 0, stree_deergha: 0, yoni: 1, rasi: 1, rasyadhipati: 1, vasya: 0, rajju: 0, vedha: 1 });
    assert.deepEqual(r.total, { total_points: 10, received_points: 5 });
    assert.deepEqual(r.rajju, { description: 'Rajju', male_koot_attribute: 'Nabhi', female_koot_attribute: 'Nabhi', total_points: 1, received_points: 0 });
    assert.equal(r.rasyadhipati!.male_koot_attribute, 'Jupiter');
  });
});
