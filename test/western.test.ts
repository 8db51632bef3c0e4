// The Western chart endpoints against independent references: sweph called directly (positions),
// sweph's houses_armc fed an ARMC computed from sidereal time (Placidus), Porphyry trisected by hand
// (the polar fallback), aspects and the Part of Fortune recomputed by hand from the answer's longitudes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { NATAL_ORBS } from './fixtures/western-orbs.js';
import { startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;

/** 15 May 1990, 10:30 IST, New Delhi (the docs' reference birth). */
const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 };
const JD = sweph.julday(1990, 5, 15, 10.5 - 5.5, C.SE_GREG_CAL);

type WP = { name: string; full_degree: number; norm_degree: number; speed: number; is_retro: string; sign_id: number; sign: string; house: number };
type WH = { house: number; sign: string; sign_id: number; degree: number };
type WA = { aspecting_planet: string; aspected_planet: string; aspecting_planet_id: number; aspected_planet_id: number; aspect_type: number; type: string; orb: number; diff: number };
type Horoscope = { planets: WP[]; houses: WH[]; ascendant: number; midheaven: number; vertex: number; lilith: WP; aspects: WA[] };

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await server.post(path, body);
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as T;
}

const near = (actual: number, expected: number, tol: number, what: string) =>
  assert.ok(Math.abs(((actual - expected + 540) % 360) - 180) <= tol, `${what}: ${actual} against ${expected}`);
const norm = (x: number) => ((x % 360) + 360) % 360;
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const SWEPH_IDS: Record<string, number> = {
  Sun: C.SE_SUN, Moon: C.SE_MOON, Mars: C.SE_MARS, Mercury: C.SE_MERCURY, Jupiter: C.SE_JUPITER, Venus: C.SE_VENUS, Saturn: C.SE_SATURN,
  Uranus: C.SE_URANUS, Neptune: C.SE_NEPTUNE, Pluto: C.SE_PLUTO, Node: C.SE_TRUE_NODE, Chiron: C.SE_CHIRON, Lilith: C.SE_MEAN_APOG,
};

describe('POST /v1/western_horoscope on 15 May 1990, 10:30 IST, New Delhi', () => {
  let h: Horoscope;
  before(async () => { h = await post<Horoscope>('/v1/western_horoscope', BIRTH); });

  it('lists the thirteen points in the service\'s order and Lilith apart', () => {
    assert.deepEqual(h.planets.map((p) => p.name), ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Node', 'Chiron', 'Part of Fortune']);
    assert.equal(h.lilith.name, 'Lilith');
    assert.deepEqual(Object.keys(h), ['planets', 'houses', 'ascendant', 'midheaven', 'vertex', 'lilith', 'aspects']);
  });

  it('gives each body sweph\'s own tropical apparent longitude and speed, to 4 decimals', () => {
    for (const p of [...h.planets.slice(0, 12), h.lilith]) {
      const r = sweph.calc_ut(JD, SWEPH_IDS[p.name]!, C.SEFLG_SWIEPH | C.SEFLG_SPEED);
      assert.equal(r.error, '');
      assert.equal(p.full_degree, round4(r.data[0]), p.name);
      assert.equal(p.speed, round4(r.data[3]), p.name);
      assert.equal(p.is_retro, r.data[3] < 0 ? 'true' : 'false', p.name);
      assert.equal(p.sign, SIGNS[Math.floor(r.data[0] / 30)], p.name);
      assert.equal(p.sign_id, Math.floor(r.data[0] / 30) + 1, p.name);
      assert.equal(p.norm_degree, round4(r.data[0] % 30), p.name);
    }
    // Known facts of that morning: the Sun in early Taurus (24° Taurus is 24 May), the true node retrograde.
    assert.equal(h.planets[0]!.sign, 'Taurus');
    assert.equal(h.planets[10]!.is_retro, 'true');
  });

  it('places the Placidus cusps where houses_armc puts them for the ARMC of local sidereal time', () => {
    const armc = norm(sweph.sidtime(JD) * 15 + BIRTH.lon);
    const eps = sweph.calc_ut(JD, C.SE_ECL_NUT, 0).data[0]; // true obliquity of date
    const ref = sweph.houses_armc(armc, BIRTH.lat, eps, 'P');
    h.houses.forEach((c, i) => near(c.degree, ref.data.houses[i]!, 6e-6, `cusp ${i + 1}`));
    near(h.ascendant, ref.data.points[0], 1e-6, 'ascendant');
    near(h.midheaven, ref.data.points[1], 1e-6, 'midheaven');
    near(h.vertex, ref.data.points[3], 1e-6, 'vertex');
    assert.equal(h.houses[0]!.degree, Math.round(h.ascendant * 1e5) / 1e5);
    assert.equal(h.houses[9]!.degree, Math.round(h.midheaven * 1e5) / 1e5);
  });

  it('puts each point in the house whose cusps bracket it', () => {
    for (const p of h.planets) {
      const start = h.houses[p.house - 1]!.degree;
      const end = h.houses[p.house % 12]!.degree;
      assert.ok(norm(p.full_degree - start) < norm(end - start), `${p.name} in house ${p.house}`);
    }
  });

  it('computes the Part of Fortune by the day formula (the Sun above the horizon at 10:30)', () => {
    const [sun, moon] = h.planets;
    assert.ok(norm(sun!.full_degree - h.ascendant) >= 180, 'a day chart');
    near(h.planets[12]!.full_degree, norm(h.ascendant + moon!.full_degree - sun!.full_degree), 2e-4, 'Part of Fortune');
    assert.equal(h.planets[12]!.speed, 0);
    assert.equal(h.planets[12]!.is_retro, 'false');
  });

  it('lists exactly the major aspects within the orbs, each pair once, recomputed by hand', () => {
    const points = [...h.planets.slice(0, 10).map((p) => p.full_degree), h.ascendant, h.midheaven];
    const names = [...h.planets.slice(0, 10).map((p) => p.name), 'Ascendant', 'Midheaven'];
    const expected: WA[] = [];
    for (let i = 0; i < 12; i++) {
      for (let j = i + 1; j < 12; j++) {
        const d = norm(points[i]! - points[j]!);
        const diff = d > 180 ? 360 - d : d;
        const hit = NATAL_ORBS.find((o) => Math.abs(diff - o.angle) <= o.orb);
        if (hit) {
          expected.push({
            aspecting_planet: names[i]!, aspected_planet: names[j]!, aspecting_planet_id: i, aspected_planet_id: j,
            aspect_type: hit.aspect_type, type: hit.type, orb: Math.round(Math.abs(diff - hit.angle) * 100) / 100, diff: Math.round(diff * 100) / 100,
          });
        }
      }
    }
    assert.ok(expected.length >= 5);
    assert.equal(h.aspects.length, expected.length);
    h.aspects.forEach((a, k) => {
      const e = expected[k]!;
      assert.deepEqual({ ...a, orb: 0, diff: 0 }, { ...e, orb: 0, diff: 0 });
      assert.ok(Math.abs(a.orb - e.orb) <= 0.011 && Math.abs(a.diff - e.diff) <= 0.011, `${a.aspecting_planet}–${a.aspected_planet}`);
    });
  });
});

describe('Western bodies and house systems', () => {
  it('reads tzone "+05:30" as 5.5 hours, in JSON and in form bodies', async () => {
    const numeric = await post<WP[]>('/v1/planets/tropical', BIRTH);
    assert.deepEqual(await post<WP[]>('/v1/planets/tropical', { ...BIRTH, tzone: '+05:30' }), numeric);
    const form = await fetch(`${server.url}/v1/planets/tropical`, {
      method: 'POST',
      headers: { ...server.auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.entries({ ...BIRTH, tzone: '+05:30' }).map(([k, v]) => [k, String(v)])).toString(),
    });
    assert.equal(form.status, 200);
    assert.deepEqual(await form.json(), numeric);
    // "-03:30" is −3.5 hours: the same answer as the number.
    assert.deepEqual(await post('/v1/planets/tropical', { ...BIRTH, tzone: '-03:30' }), await post('/v1/planets/tropical', { ...BIRTH, tzone: -3.5 }));
  });

  it('refuses a bad tzone or house_type, naming the field', async () => {
    for (const [field, value] of [['tzone', '+5h'], ['tzone', '+15:00'], ['house_type', 'placidius']] as const) {
      const res = await server.post('/v1/house_cusps/tropical', { ...BIRTH, [field]: value });
      assert.equal(res.status, 400);
      const body = (await res.json()) as { errors?: { field: string }[] };
      assert.ok(JSON.stringify(body).includes(field), JSON.stringify(body));
    }
  });

  type Cusps = { houses: WH[]; ascendant: number; midheaven: number; vertex: number; house_system: string };

  it('draws each house_type with its own rule', async () => {
    const equal = await post<Cusps>('/v1/house_cusps/tropical', { ...BIRTH, house_type: 'equal_house' });
    equal.houses.forEach((c, i) => near(c.degree, norm(equal.ascendant + 30 * i), 6e-6, `equal cusp ${i + 1}`));
    const whole = await post<Cusps>('/v1/house_cusps/tropical', { ...BIRTH, house_type: 'Whole_Sign' });
    whole.houses.forEach((c, i) => assert.equal(c.degree, norm(Math.floor(whole.ascendant / 30) * 30 + 30 * i), `whole-sign cusp ${i + 1}`));
    assert.equal(whole.house_system, 'whole_sign');
    const armc = norm(sweph.sidtime(JD) * 15 + BIRTH.lon);
    const eps = sweph.calc_ut(JD, C.SE_ECL_NUT, 0).data[0];
    for (const [type, letter] of [['koch', 'K'], ['regiomontanus', 'R'], ['campanus', 'C'], ['topocentric', 'T'], ['poryphry', 'O']] as const) {
      const got = await post<Cusps>('/v1/house_cusps/tropical', { ...BIRTH, house_type: type });
      const ref = sweph.houses_armc(armc, BIRTH.lat, eps, letter);
      got.houses.forEach((c, i) => near(c.degree, ref.data.houses[i]!, 6e-6, `${type} cusp ${i + 1}`));
      assert.equal(got.house_system, type === 'poryphry' ? 'porphyry' : type);
    }
  });

  it('falls back to Porphyry at latitude 70° N, where Placidus is undefined, and says so', async () => {
    const polar = { ...BIRTH, lat: 70, lon: 20, tzone: 1 };
    const got = await post<Cusps>('/v1/house_cusps/tropical', polar);
    assert.equal(got.house_system, 'porphyry');
    // Porphyry by hand: each quadrant between the angles divided into three equal arcs.
    const { ascendant: asc, midheaven: mc } = got;
    const ic = norm(mc + 180);
    const q1 = norm(ic - asc) / 3; // houses 1–3
    const q2 = norm(asc + 180 - ic) / 3; // houses 4–6
    const byHand = [asc, asc + q1, asc + 2 * q1, ic, ic + q2, ic + 2 * q2].flatMap((x) => [norm(x)]);
    const all = [...byHand, ...byHand.map((x) => norm(x + 180))];
    got.houses.forEach((c, i) => near(c.degree, all[i]!, 6e-6, `cusp ${i + 1}`));
    // Koch likewise; equal houses are defined there and are kept.
    assert.equal((await post<Cusps>('/v1/house_cusps/tropical', { ...polar, house_type: 'koch' })).house_system, 'porphyry');
    assert.equal((await post<Cusps>('/v1/house_cusps/tropical', { ...polar, house_type: 'equal_house' })).house_system, 'equal_house');
    // The planets' houses follow the same cusps.
    const h = await post<Horoscope>('/v1/western_horoscope', polar);
    assert.deepEqual(h.houses.map((c) => c.degree), got.houses.map((c) => c.degree));
  });

  it('computes the Part of Fortune by the night formula when the Sun is below the horizon', async () => {
    const h = await post<Horoscope>('/v1/western_horoscope', { ...BIRTH, hour: 23 });
    const [sun, moon] = h.planets;
    assert.ok(norm(sun!.full_degree - h.ascendant) < 180, 'a night chart');
    near(h.planets[12]!.full_degree, norm(h.ascendant + sun!.full_degree - moon!.full_degree), 2e-4, 'Part of Fortune');
  });
});

describe('POST /v1/western_chart_data', () => {
  it('gives each house its span and its points, and the aspects with the minor ones', async () => {
    const [data, h] = await Promise.all([
      post<{ houses: { start_degree: number; end_degree: number; sign: string; house_id: number; planets: WP[] }[]; aspects: WA[] }>('/v1/western_chart_data', BIRTH),
      post<Horoscope>('/v1/western_horoscope', BIRTH),
    ]);
    data.houses.forEach((house, i) => {
      assert.equal(house.house_id, i + 1);
      assert.equal(house.start_degree, h.houses[i]!.degree);
      assert.equal(house.end_degree, h.houses[(i + 1) % 12]!.degree);
      assert.deepEqual(house.planets, h.planets.filter((p) => p.house === i + 1));
    });
    // Every major aspect of western_horoscope is here too; the rest are minor ones within their orbs.
    const minors = { 'Semi Sextile': [30, 2], 'Semi Square': [45, 2], Quincunx: [150, 3], Quintile: [72, 2] } as Record<string, [number, number]>;
    const key = (a: WA) => `${a.aspecting_planet_id}-${a.aspected_planet_id}`;
    const majors = new Set(h.aspects.map(key));
    for (const a of data.aspects) {
      if (majors.has(key(a))) continue;
      const [angle, orb] = minors[a.type]!;
      assert.ok(Math.abs(a.diff - angle) <= orb + 0.005, `${a.type} ${a.diff}`);
    }
    assert.equal(data.aspects.filter((a) => majors.has(key(a))).length, h.aspects.length);
  });
});
