// /ayanamsha, /ghat_chakra, /horo_chart_extended/:chartId and /biorhythm on the reference chart, each
// against an independent reference named beside its check.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { GHATAK_CHAKRA } from '../src/vedic/ghatak-tables.js';
import { GHATAK_VERSE } from './fixtures/ghatak-verse.js';
import { REFERENCE_BIRTH, REFERENCE_MEAN_AYANAMSHA } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

interface House { sign: number; sign_name: string; planet: string[]; planet_small: string[]; planet_degree: number[] }
interface Reading { percent: number; trend: number }

const NOW = new Date('2026-11-22T12:00:00Z');
let server: TestServer;
before(async () => { server = await startServer({ clock: () => NOW }); });
after(() => server.close());

const post = <T>(path: string, body: object = REFERENCE_BIRTH, headers: Record<string, string> = {}) => server.answer<T>(path, body, headers);

describe('POST /v1/ayanamsha', () => {
  it('is the reference chart’s mean Lahiri ayanamsha (computed outside this project), with its D° M\' S"', async () => {
    const a = await post<{ type: string; degree: number; formatted: string }>('/v1/ayanamsha');
    assert.deepEqual(Object.keys(a), ['type', 'degree', 'formatted']);
    assert.equal(a.type, 'LAHIRI');
    assert.ok(Math.abs(a.degree - REFERENCE_MEAN_AYANAMSHA) < 5e-7, String(a.degree));
    // 23.7225392° = 23° + 0.7225392 × 60 = 43.352352′ = 43′ + 0.352352 × 60 = 21.14″.
    assert.equal(a.formatted, '23° 43\' 21"');
  });
});

describe('ghatak chakra', () => {
  it('the table agrees with the ghatak verse on weekday, nakshatra and Moon house for all twelve rashis', () => {
    assert.deepEqual(GHATAK_CHAKRA.map((r) => ({ weekday: r.weekday, nakshatra: r.nakshatra, moonHouse: r.moonHouse })), GHATAK_VERSE);
  });

  it('POST /v1/ghat_chakra: Moon in Sagittarius → Friday, Bharani, Moon in Pisces (the verse’s 4th); Shravana, Jaya tithis, Vajra, Taitila, 1st prahara', async () => {
    const g = await post<Record<string, string>>('/v1/ghat_chakra');
    assert.deepEqual(g, {
      month: 'Shravana', tithi: 'Tritiya, Ashtami, Trayodashi', day: 'Friday', nakshatra: 'Bharni', yog: 'Vajra', karan: 'Taitil', pahar: '1', moon: 'Pisces',
    });
    const hi = await post<Record<string, string>>('/v1/ghat_chakra', REFERENCE_BIRTH, { 'accept-language': 'hi' });
    assert.equal(hi.day, 'शुक्रवार');
    assert.equal(hi.moon, 'मीन');
  });
});

/** Sidereal longitude of a body at the reference birth: the ephemeris called another way (tropical, mean equinox, less the mean ayanamsha). */
function siderealByHand(body: number): number {
  const C = sweph.constants;
  const jd = sweph.julday(1990, 5, 15, 10.5 - 5.5, C.SE_GREG_CAL);
  const r = sweph.calc_ut(jd, body, C.SEFLG_SWIEPH | C.SEFLG_NONUT);
  return (r.data[0] - REFERENCE_MEAN_AYANAMSHA + 360) % 360;
}
const OUTER = [
  { name: 'URANUS', small: 'Ur ', body: sweph.constants.SE_URANUS },
  { name: 'NEPTUNE', small: 'Ne ', body: sweph.constants.SE_NEPTUNE },
  { name: 'PLUTO', small: 'Pl ', body: sweph.constants.SE_PLUTO },
];

describe('POST /v1/horo_chart_extended/:chartId', () => {
  for (const id of ['D1', 'd9']) {
    it(`${id}: /horo_chart's houses, with Uranus, Neptune and Pluto added after the grahas where the ephemeris puts them`, async () => {
      const [extended, plain] = await Promise.all([post<House[]>(`/v1/horo_chart_extended/${id}`), post<House[]>(`/v1/horo_chart/${id}`)]);
      assert.equal(extended.length, 12);
      for (const [h, house] of extended.entries()) {
        const base = plain[h]!;
        assert.equal(house.sign, base.sign);
        assert.deepEqual(house.planet.slice(0, base.planet.length), base.planet);
        assert.deepEqual(house.planet_degree.slice(0, base.planet.length), base.planet_degree);
      }
      for (const o of OUTER) {
        const lon = siderealByHand(o.body);
        // D1: the sign; D9: the navamsa, the ninth part of 30° counted on from Aries round the zodiac: floor(lon / 3°20′) mod 12.
        const sign = id === 'D1' ? Math.floor(lon / 30) : Math.floor(lon / (10 / 3)) % 12;
        const house = extended.find((h) => h.sign === sign + 1)!;
        const at = house.planet.indexOf(o.name);
        assert.ok(at >= 0, `${o.name} in ${sign + 1}`);
        assert.equal(house.planet_small[at], o.small);
        const degree = id === 'D1' ? lon % 30 : ((lon % (10 / 3)) / (10 / 3)) * 30;
        assert.ok(Math.abs(house.planet_degree[at]! - degree) < 1e-4, `${o.name} ${house.planet_degree[at]} ${degree}`);
      }
    });
  }
});

describe('POST /v1/biorhythm', () => {
  it('on 22-11-2026 for a birth on 15-5-1990: the hand-worked cycles', async () => {
    // Days: 15-5-1990 → 15-5-2026 is 36 × 365 + 9 leap days (1992 … 2024) = 13,149; then May 16, June 30, July 31, August 31,
    // September 30, October 31 and 22 days of November = 191: t = 13,340.
    // Physical: 13,340 = 23 × 580 → sin 0 = 0; tomorrow sin(2π/23) = 0.2698 > 0 → rising.
    // Emotional: 13,340 − 28 × 476 = 12 → 100 sin(2π·12/28) = 100 sin(π/7) = 43.39 → 43; tomorrow 100 sin(π/14) = 22.25 → falling.
    // Intellectual: 13,340 − 33 × 404 = 8 → 100 sin(16π/33) = 99.89 → 100; tomorrow 100 sin(18π/33) = 98.98 → falling.
    // Average: (0 + 43.39 + 99.89) / 3 = 47.76 → 48; tomorrow (26.98 + 22.25 + 98.98) / 3 = 49.40 → rising.
    const b = await post<Record<string, Reading>>('/v1/biorhythm');
    assert.deepEqual(b, {
      physical: { percent: 0, trend: 1 }, emotional: { percent: 43, trend: -1 },
      intellectual: { percent: 100, trend: -1 }, average: { percent: 48, trend: 1 },
    });
  });

  it('refuses a date of birth after today, naming year', async () => {
    const res = await server.post('/v1/biorhythm', { ...REFERENCE_BIRTH, year: 2027 });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field, 'year');
  });
});

describe('form bodies', () => {
  it('every path of the family answers a form body as it answers JSON', async () => {
    const form = new URLSearchParams(Object.entries(REFERENCE_BIRTH).map(([k, v]) => [k, String(v)])).toString();
    for (const path of ['/v1/ayanamsha', '/v1/ghat_chakra', '/v1/horo_chart_extended/D1', '/v1/planet_ashtak/sun', '/v1/sarvashtak',
      '/v1/major_chardasha', '/v1/current_chardasha', '/v1/sub_chardasha/aries', '/v1/sub_chardasha/aries/taurus', '/v1/biorhythm']) {
      const res = await server.post(path, form, { 'content-type': 'application/x-www-form-urlencoded' });
      assert.equal(res.status, 200, path);
      assert.deepEqual(await res.json(), await post(path), path);
    }
    const couple = Object.entries(REFERENCE_BIRTH).flatMap(([k, v]) => [[`m_${k}`, String(v)], [`f_${k}`, String(v)]]);
    const res = await server.post('/v1/match_dashakoot_points', new URLSearchParams(couple).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), await post('/v1/match_dashakoot_points', Object.fromEntries(couple) as Record<string, string>));
  });
});

describe('ghat_chakra for a Purna-tithi rashi', () => {
  it('names the 15th both as Purnima and as Amavasya (Moon in Taurus: Margashirsha, Saturday, Hasta, Moon in Virgo)', async () => {
    // 27 April 1990, 12:00 IST (06:30 UT): the ephemeris called directly (tropical, mean equinox, less the reference chart's mean
    // ayanamsha, which moves under 0.001° in those 18 days) puts the Moon in Taurus, so the test does not lean on our chart code.
    const C = sweph.constants;
    const birth = { day: 27, month: 4, year: 1990, hour: 12, min: 0, lat: 28.6139, lon: 77.209, tzone: 5.5 };
    const moon = sweph.calc_ut(sweph.julday(1990, 4, 27, 6.5, C.SE_GREG_CAL), C.SE_MOON, C.SEFLG_SWIEPH | C.SEFLG_NONUT).data[0] - REFERENCE_MEAN_AYANAMSHA;
    assert.equal(Math.floor(moon / 30), 1, `Moon at ${moon}° is in Taurus`);
    const g = await post<Record<string, string>>('/v1/ghat_chakra', birth);
    assert.deepEqual([g.month, g.tithi, g.day, g.nakshatra, g.moon], ['Margashirsha', 'Panchami, Dashami, Purnima, Amavasya', 'Saturday', 'Hast', 'Virgo']);
  });
});
