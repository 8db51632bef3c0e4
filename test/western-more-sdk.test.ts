// The Western relationship and timing paths through the hosted service's official SDK (astrologyapi
// 1.0.1 from npm) with only its base URL changed: getSynastryHoroscope where it has a method,
// customRequest for the rest; each answer checked against sweph called directly or against the same
// call over plain HTTP.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sweph from 'sweph';
import { sdkSuite } from './helpers/official-sdk.js';

const C = sweph.constants;
const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 };
const PARTNER = { day: 20, month: 8, year: 1992, hour: 14, min: 15, lat: 19.076, lon: 72.8777, tzone: 5.5 };
const prefixed = (prefix: string, birth: Record<string, number>): [string, number][] => Object.entries(birth).map(([k, v]) => [prefix + k, v]);
const COUPLE = Object.fromEntries([...prefixed('p_', BIRTH), ...prefixed('s_', PARTNER)]);
const JD = sweph.julday(1990, 5, 15, 5, C.SE_GREG_CAL);
const sunAt = (jd: number) => sweph.calc_ut(jd, C.SE_SUN, C.SEFLG_SWIEPH).data[0];

describe('Western relations and timing through the official SDK', () => {
  const suite = sdkSuite('2024-04-15T06:00:00Z');
  const { custom } = suite;

  it('getSynastryHoroscope: both charts with sweph\'s Suns, overlays and aspects', async () => {
    const s = (await suite.sdk.western.getSynastryHoroscope(COUPLE)) as { first: { name: string; full_degree: number }[]; second: { full_degree: number }[]; synastry: { house_1: unknown[]; aspects: { first: string; second: string; type: string }[] } };
    assert.equal(s.first[0]!.full_degree, Math.round(sunAt(JD) * 1e4) / 1e4);
    assert.equal(s.second[0]!.full_degree, Math.round(sunAt(sweph.julday(1992, 8, 20, 8.75, C.SE_GREG_CAL)) * 1e4) / 1e4);
    assert.equal(s.synastry.house_1.length, 13);
    assert.ok(s.synastry.aspects.some((a) => a.first === 'Sun' && a.second === 'Sun' && a.type === 'Square'));
  });

  it('customRequest: composite_horoscope and zodiac_compatibility', async () => {
    const c = await custom<{ composite: { planets: { name: string; full_degree: number }[] } }>('composite_horoscope', COUPLE);
    assert.equal(c.composite.planets.length, 13);
    const z = await custom<{ your_sign: string; your_partner_sign: string; compatibility_percentage: number }>('zodiac_compatibility/aries/leo', {});
    assert.deepEqual([z.your_sign, z.your_partner_sign, z.compatibility_percentage], ['Aries', 'Leo', 90]); // four signs apart: a trine
  });

  it('customRequest: the solar return family, the Sun back on its natal longitude', async () => {
    const body = { ...BIRTH, solar_year: 2030 };
    const d = await custom<{ solar_return_jd: number; solar_return_date: string }>('solar_return_details', body);
    assert.ok(Math.abs(sunAt(d.solar_return_jd) - sunAt(JD)) < 1e-6);
    assert.match(d.solar_return_date, /^05-1[456]-2030 /);
    const planets = await custom<{ name: string; fullDegree: number }[]>('solar_return_planets', body);
    assert.equal(planets[0]!.fullDegree, Math.round(sunAt(d.solar_return_jd) * 1e4) / 1e4);
    const cusps = await custom<{ ascendant: number }>('solar_return_house_cusps', body);
    assert.ok(Math.abs(cusps.ascendant - sweph.houses(d.solar_return_jd, BIRTH.lat, BIRTH.lon, 'P').data.points[0]) < 1e-6);
    const aspects = await custom<{ solar_return_planet: string; natal_planet: string; type: string }[]>('solar_return_planet_aspects', body);
    assert.deepEqual(aspects[0], { solar_return_planet: 'Sun', natal_planet: 'Sun', type: 'Conjunction', orb: 0 });
  });

  it('customRequest: lunar_metrics and moon_phase_report', async () => {
    const m = await custom<{ distance: string }>('lunar_metrics', BIRTH);
    assert.equal(m.distance, String(Math.round(sweph.calc_ut(JD, C.SE_MOON, C.SEFLG_SWIEPH).data[2] * 149_597_870.7)));
    const p = await custom<{ moon_phase_angle: number }>('moon_phase_report', BIRTH);
    const e = (((sweph.calc_ut(JD, C.SE_MOON, C.SEFLG_SWIEPH).data[0] - sunAt(JD)) % 360) + 360) % 360;
    assert.ok(Math.abs(p.moon_phase_angle - e) < 1e-4);
  });

  it('customRequest: the five transit paths, as plain HTTP answers them', async () => {
    for (const path of ['tropical_transits/daily', 'tropical_transits/weekly', 'tropical_transits/monthly', 'natal_transits/daily', 'natal_transits/weekly']) {
      const viaSdk = await custom<{ ascendant: string; transit_relation: unknown[] }>(path, BIRTH);
      const viaHttp = (await (await suite.server.post(`/v1/${path}`, BIRTH)).json()) as unknown;
      assert.deepEqual(viaSdk, viaHttp, path);
      assert.ok(viaSdk.transit_relation.length > 0, path);
    }
  });
});
