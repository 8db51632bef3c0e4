// The Western relationship and timing endpoints against independent references: sweph called directly
// (the return's Sun, the transits' longitudes at their exact instants, the Moon's distance, stations),
// a published table of the Moon's phases, and midpoints, aspects and sign relations worked by hand.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { startServer, type TestServer } from './helpers/server.js';
import { JANUARY_2024_PHASES } from './fixtures/moon-phases-2024.js';

const C = sweph.constants;
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SPEED;

/** 15 May 1990, 10:30 IST, New Delhi; and an invented partner, 20 August 1992, 14:15 IST, Mumbai. */
const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 };
const PARTNER = { day: 20, month: 8, year: 1992, hour: 14, min: 15, lat: 19.076, lon: 72.8777, tzone: 5.5 };
const JD = sweph.julday(1990, 5, 15, 10.5 - 5.5, C.SE_GREG_CAL);
const PARTNER_JD = sweph.julday(1992, 8, 20, 14.25 - 5.5, C.SE_GREG_CAL);
const prefixed = (prefix: string, birth: Record<string, number>): [string, number][] => Object.entries(birth).map(([k, v]) => [prefix + k, v]);
const couple = Object.fromEntries([...prefixed('p_', BIRTH), ...prefixed('s_', PARTNER)]);


const SWEPH_IDS: Record<string, number> = {
  Sun: C.SE_SUN, Moon: C.SE_MOON, Mars: C.SE_MARS, Mercury: C.SE_MERCURY, Jupiter: C.SE_JUPITER, Venus: C.SE_VENUS, Saturn: C.SE_SATURN,
  Uranus: C.SE_URANUS, Neptune: C.SE_NEPTUNE, Pluto: C.SE_PLUTO, Chiron: C.SE_CHIRON,
};
const ASPECT_ANGLES: Record<string, number> = { Conjunction: 0, Opposition: 180, Trine: 120, Square: 90, Sextile: 60 };

const norm = (x: number) => ((x % 360) + 360) % 360;
const sep = (a: number, b: number) => { const d = norm(a - b); return d > 180 ? 360 - d : d; };
const lon = (jd: number, body: number) => sweph.calc_ut(jd, body, FLAGS).data;
/** A natal point's longitude by sweph directly: a body, or the Placidus Ascendant / MC. */
function natalLongitude(name: string): number {
  if (name === 'Ascendant' || name === 'Midheaven') return sweph.houses(JD, BIRTH.lat, BIRTH.lon, 'P').data.points[name === 'Ascendant' ? 0 : 1];
  return lon(JD, SWEPH_IDS[name]!)[0];
}
const minutesBetween = (a: string, b: string) => Math.abs(Date.parse(`${a.replace(' ', 'T')}Z`) - Date.parse(`${b.replace(' ', 'T')}Z`)) / 60_000;

let server: TestServer;
before(async () => { server = await startServer({ clock: () => new Date('2024-04-15T06:00:00Z') }); });
after(() => server.close());

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await server.post(path, body);
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as T;
}

describe('solar return', () => {
  it('finds the instant the Sun is back on its natal longitude, to 1e-6°, near the birthday', async () => {
    for (const solar_year of [1991, 2024, 2031]) {
      const d = await post<{ native_birth_date: string; native_age: number; solar_return_date: string; solar_return_jd: number }>('/v1/solar_return_details', { ...BIRTH, solar_year });
      const natal = lon(JD, C.SE_SUN)[0];
      assert.ok(sep(lon(d.solar_return_jd, C.SE_SUN)[0], natal) < 1e-6, `${solar_year}`);
      assert.equal(d.native_birth_date, '05-15-1990 10:30:00');
      assert.equal(d.native_age, solar_year - 1990);
      const r = sweph.revjul(d.solar_return_jd + 5.5 / 24, C.SE_GREG_CAL);
      assert.match(d.solar_return_date, new RegExp(`^${String(r.month).padStart(2, '0')}-${String(r.day).padStart(2, '0')}-${r.year} ${String(Math.floor(r.hour)).padStart(2, '0')}:`));
      assert.ok([14, 15, 16].includes(r.day) && r.month === 5 && r.year === solar_year, d.solar_return_date);
    }
  });

  it('uses the current year without solar_year, and casts the chart at the place given', async () => {
    const d = await post<{ solar_return_date: string; solar_return_jd: number }>('/v1/solar_return_details', BIRTH);
    assert.match(d.solar_return_date, /^05-1\d-2024 /);
    const elsewhere = { ...BIRTH, solar_year: 2024, return_lat: 51.5074, return_lon: -0.1278, return_tzone: '+01:00' };
    const cusps = await post<{ houses: { degree: number }[]; ascendant: number }>('/v1/solar_return_house_cusps', elsewhere);
    const ref = sweph.houses(d.solar_return_jd, 51.5074, -0.1278, 'P');
    assert.ok(sep(cusps.ascendant, ref.data.points[0]) < 1e-6);
    cusps.houses.forEach((h, i) => assert.ok(sep(h.degree, ref.data.houses[i]!) < 1e-5, `cusp ${i + 1}`));
    const planets = await post<{ name: string; fullDegree: number; isRetro: string }[]>('/v1/solar_return_planets', { ...BIRTH, solar_year: 2024 });
    assert.equal(planets.length, 13);
    for (const p of planets.slice(0, 10)) assert.ok(sep(p.fullDegree, lon(d.solar_return_jd, SWEPH_IDS[p.name]!)[0]) < 1e-4, p.name);
  });

  it('lists the return chart\'s aspects to the natal chart, recomputed by hand', async () => {
    const d = await post<{ solar_return_jd: number }>('/v1/solar_return_details', { ...BIRTH, solar_year: 2024 });
    const aspects = await post<{ solar_return_planet: string; natal_planet: string; type: string; orb: number }[]>('/v1/solar_return_planet_aspects', { ...BIRTH, solar_year: 2024 });
    assert.deepEqual(aspects[0], { solar_return_planet: 'Sun', natal_planet: 'Sun', type: 'Conjunction', orb: 0 });
    for (const a of aspects.filter((x) => SWEPH_IDS[x.solar_return_planet] && SWEPH_IDS[x.natal_planet])) {
      const orb = Math.abs(sep(lon(d.solar_return_jd, SWEPH_IDS[a.solar_return_planet]!)[0], natalLongitude(a.natal_planet)) - ASPECT_ANGLES[a.type]!);
      assert.ok(Math.abs(orb - a.orb) <= 0.006, `${a.solar_return_planet}–${a.natal_planet}`);
    }
  });
});

describe('the Moon', () => {
  it('puts January 2024\'s principal phases within a minute of the published table', async () => {
    const r = await post<Record<string, string | number>>('/v1/moon_phase_report', { day: 15, month: 1, year: 2024, hour: 12, min: 0, lat: 0, lon: 0, tzone: 0 });
    for (const [key, published] of Object.entries(JANUARY_2024_PHASES)) assert.ok(minutesBetween(r[key] as string, published) <= 1, `${key}: ${r[key]} against ${published}`);
    // 15 January 12:00 UT: between the new moon and the first quarter, 4.0 days old.
    assert.equal(r.moon_phase_name, 'Waxing Crescent');
    assert.equal(r.moon_phase_id, 2);
    assert.ok(Math.abs((r.moon_age as number) - (Date.parse('2024-01-15T12:00Z') - Date.parse('2024-01-11T11:58Z')) / 86_400_000) < 0.002);
    const e = norm(lon(sweph.julday(2024, 1, 15, 12, C.SE_GREG_CAL), C.SE_MOON)[0] - lon(sweph.julday(2024, 1, 15, 12, C.SE_GREG_CAL), C.SE_SUN)[0]);
    assert.ok(Math.abs((r.moon_phase_angle as number) - e) < 1e-4);
    // Lit fraction ≈ (1 − cos elongation) / 2, the geometry ignoring the Moon's latitude and parallax.
    assert.ok(Math.abs((r.illumination as number) - 50 * (1 - Math.cos((e * Math.PI) / 180))) < 1, `${r.illumination}`);
  });

  it('gives the Moon\'s distance and places it between its orbit\'s perigee and apogee', async () => {
    const m = await post<{ month: string; distance: string; perigee_distance: string; apogee_distance: string; within_perigee_range: boolean; within_apogee_range: boolean }>('/v1/lunar_metrics', BIRTH);
    assert.equal(m.month, '05-1990');
    assert.equal(m.distance, String(Math.round(lon(JD, C.SE_MOON)[2] * 149_597_870.7)));
    const [d, p, a] = [m.distance, m.perigee_distance, m.apogee_distance].map(Number) as [number, number, number];
    assert.ok(p < d && d < a && p > 356_000 && a < 407_000, JSON.stringify(m));
    assert.equal(m.within_perigee_range, d <= p + (a - p) / 10);
    assert.equal(m.within_apogee_range, d >= a - (a - p) / 10);
  });
});

type Relation = { transit_planet: string; natal_planet: string; exact_jd: number; type?: string; aspect_type?: string };

describe('transits (the server\'s clock at 15 April 2024, 11:30 IST)', () => {
  const exactEverywhere = (relations: Relation[]) => {
    assert.ok(relations.length > 0);
    for (const r of relations) {
      const angle = ASPECT_ANGLES[(r.type ?? r.aspect_type)!]!;
      const off = Math.abs(sep(lon(r.exact_jd, SWEPH_IDS[r.transit_planet]!)[0], natalLongitude(r.natal_planet)) - angle);
      assert.ok(off < 1e-6, `${r.transit_planet} ${r.type ?? r.aspect_type} ${r.natal_planet}: ${off}°`);
    }
    const times = relations.map((r) => r.exact_jd);
    assert.deepEqual(times, [...times].sort((x, y) => x - y));
  };

  it('tropical_transits/monthly: every aspect exact at its instant, within April, with Mercury\'s station', async () => {
    const m = await post<{ month_start_date: string; month_end_date: string; ascendant: string; transit_relation: Relation[]; retrogrades: { planet: string; station: string; exact_time: string }[]; moon_phase: { phase_type: string; exact_time: string }[] }>('/v1/tropical_transits/monthly', BIRTH);
    assert.equal(m.month_start_date, '1-4-2024');
    assert.equal(m.month_end_date, '30-4-2024');
    assert.equal(m.ascendant, ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'][Math.floor(natalLongitude('Ascendant') / 30)]);
    exactEverywhere(m.transit_relation);
    assert.ok(m.transit_relation.every((r) => r.transit_planet !== 'Moon'));
    const lo = sweph.julday(2024, 4, 1, -5.5, C.SE_GREG_CAL);
    assert.ok(m.transit_relation.every((r) => r.exact_jd >= lo && r.exact_jd < lo + 30));
    // Mercury turned direct on 25 April 2024 (12:54 UT by the almanacs): its speed changes sign there.
    const direct = m.retrogrades.find((s) => s.planet === 'Mercury' && s.station === 'direct');
    assert.ok(direct && direct.exact_time.startsWith('2024-04-25 '), JSON.stringify(m.retrogrades));
    const at = Date.parse(`${direct.exact_time.replace(' ', 'T')}+05:30`) / 86_400_000 + 2_440_587.5;
    assert.ok(lon(at - 0.01, C.SE_MERCURY)[3] < 0 && lon(at + 0.01, C.SE_MERCURY)[3] > 0);
    // April 2024's new moon (8 April 18:21 UT) and full moon (23 April 23:49 UT) as the US Naval Observatory's
    // "Phases of the Moon" table prints them, here in IST.
    const phase = (type: string) => m.moon_phase.find((p) => p.phase_type === type)!.exact_time;
    assert.ok(minutesBetween(phase('New Moon'), '2024-04-08 23:51') <= 1, phase('New Moon'));
    assert.ok(minutesBetween(phase('Full Moon'), '2024-04-24 05:19') <= 1, phase('Full Moon'));
  });

  it('natal_transits/daily and /weekly: the Moon\'s aspects too, each exact to 1e-6°', async () => {
    const day = await post<{ transit_date: string; transit_relation: Relation[] }>('/v1/natal_transits/daily', BIRTH);
    assert.equal(day.transit_date, '15-4-2024');
    exactEverywhere(day.transit_relation);
    const week = await post<{ week_start_date: string; week_end_date: string; transit_relation: Relation[] }>('/v1/natal_transits/weekly', { ...BIRTH, house_type: 'koch' });
    assert.equal(week.week_start_date, '15-4-2024'); // a Monday
    assert.equal(week.week_end_date, '21-4-2024');
    exactEverywhere(week.transit_relation);
    assert.ok(week.transit_relation.some((r) => r.transit_planet === 'Moon'));
  });

  it('tropical_transits/daily and /weekly answer the same day\'s aspects', async () => {
    const day = await post<{ transit_relation: Relation[]; transit_house: { planet: string; transit_house: number }[] }>('/v1/tropical_transits/daily', BIRTH);
    const week = await post<{ transit_relation: Relation[] }>('/v1/tropical_transits/weekly', BIRTH);
    exactEverywhere(week.transit_relation);
    assert.deepEqual(day.transit_relation, week.transit_relation.filter((r) => r.exact_jd < sweph.julday(2024, 4, 16, -5.5, C.SE_GREG_CAL)));
    assert.equal(day.transit_house.length, 11);
  });
});

type WP = { name: string; full_degree: number };

describe('synastry and composite', () => {
  it('synastry: overlays in the other\'s Placidus houses, and aspects recomputed by hand', async () => {
    const s = await post<{ first: WP[]; second: WP[]; synastry: { house_1: { name: string; synastry_house: number }[]; house_2: { name: string; synastry_house: number }[]; aspects: { first: string; second: string; type: string; orb: number }[] } }>('/v1/synastry_horoscope', couple);
    const partnerCusps = sweph.houses(PARTNER_JD, PARTNER.lat, PARTNER.lon, 'P').data.houses;
    s.synastry.house_1.forEach((o, i) => {
      const x = s.first[i]!.full_degree;
      const h = partnerCusps.findIndex((c, k) => norm(x - c) < norm(partnerCusps[(k + 1) % 12]! - c)) + 1;
      assert.equal(o.synastry_house, h, o.name);
    });
    assert.equal(s.synastry.house_2.length, 13);
    // Sun against Sun: 54.11° and 147.9°-ish, about 93.8° apart: a square within 10°.
    const sunSun = s.synastry.aspects.find((a) => a.first === 'Sun' && a.second === 'Sun');
    const expected = Math.abs(sep(s.first[0]!.full_degree, s.second[0]!.full_degree) - 90);
    assert.equal(sunSun?.type, 'Square');
    assert.ok(Math.abs(sunSun.orb - expected) < 0.006);
    for (const a of s.synastry.aspects.filter((x) => ASPECT_ANGLES[x.type] !== undefined)) {
      const f = s.first.find((p) => p.name === a.first);
      const g = s.second.find((p) => p.name === a.second);
      if (f && g) assert.ok(Math.abs(Math.abs(sep(f.full_degree, g.full_degree) - ASPECT_ANGLES[a.type]!) - a.orb) < 0.006, `${a.first}–${a.second}`);
    }
  });

  it('composite: each point at the midpoint of the shorter arc', async () => {
    const c = await post<{ first: WP[]; second: WP[]; composite: { planets: (WP & { house: number })[]; houses: { degree: number }[]; ascendant: number } }>('/v1/composite_horoscope', couple);
    c.composite.planets.forEach((p, i) => {
      const [a, b] = [c.first[i]!.full_degree, c.second[i]!.full_degree];
      const d = norm(b - a);
      const mid = norm(a + (d > 180 ? d - 360 : d) / 2);
      assert.ok(sep(p.full_degree, mid) < 2e-4, p.name);
    });
    const asc1 = sweph.houses(JD, BIRTH.lat, BIRTH.lon, 'P').data.points[0];
    const asc2 = sweph.houses(PARTNER_JD, PARTNER.lat, PARTNER.lon, 'P').data.points[0];
    const d = norm(asc2 - asc1);
    assert.ok(sep(c.composite.ascendant, norm(asc1 + (d > 180 ? d - 360 : d) / 2)) < 1e-4);
    assert.equal(c.composite.houses[0]!.degree, c.composite.ascendant);
  });

  it('zodiac_compatibility: by the signs\' relation, symmetric, any case; an unknown sign is a 400', async () => {
    // Aries–Leo are four signs apart (a trine), Aries–Cancer three (a square), Aries–Virgo five (a quincunx).
    for (const [a, b, pct] of [['aries', 'leo', 90], ['LEO', 'Aries', 90], ['aries', 'cancer', 50], ['virgo', 'aries', 40], ['pisces', 'pisces', 75], ['libra', 'aries', 60]] as const) {
      const r = await post<{ your_sign: string; your_partner_sign: string; compatibility_percentage: number; compatibility_report: string }>(`/v1/zodiac_compatibility/${a}/${b}`, {});
      assert.equal(r.compatibility_percentage, pct, `${a}/${b}`);
      assert.equal(r.your_sign, a[0]!.toUpperCase() + a.slice(1).toLowerCase());
      assert.match(r.compatibility_report, new RegExp(r.your_partner_sign)); // prose: test/western-profiles-sdk.test.ts
    }
    const bad = await server.post('/v1/zodiac_compatibility/aries/ophiuchus', {});
    assert.equal(bad.status, 400);
  });

  it('takes a form body, and names the secondary person\'s field when a date does not exist', async () => {
    const form = new URLSearchParams(Object.entries(couple).map(([k, v]) => [k, String(v)])).toString();
    const res = await fetch(`${server.url}/v1/synastry_horoscope`, { method: 'POST', headers: { ...server.auth, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    assert.equal(res.status, 200);
    const bad = await server.post('/v1/composite_horoscope', { ...couple, s_month: 2, s_day: 30 });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /s_day/);
  });
});
