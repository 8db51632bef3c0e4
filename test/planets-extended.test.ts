import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { LANGUAGES, vocabulary } from '../src/i18n/index.js';
import { OUTER_PLANET_NAMES } from '../src/i18n/outer-planets.js';
import { REFERENCE_BIRTH, REFERENCE_MEAN_AYANAMSHA } from './fixtures/reference-chart.js';
import { sharedWords, vocabularyProblems } from './helpers/vocabulary-checks.js';
import { startServer, type TestServer } from './helpers/server.js';

type PlanetRecord = Record<string, unknown> & { id: number; name: string; fullDegree: number; speed: number };

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

async function post(path: string, headers: Record<string, string> = {}): Promise<PlanetRecord[]> {
  const res = await server.post(path, REFERENCE_BIRTH, headers);
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as PlanetRecord[];
}

/**
 * The ephemeris called another way: tropical longitudes referred to the mean equinox of date (no nutation,
 * no sidereal mode), minus the reference chart's mean Lahiri ayanamsha (23.7225392°, computed outside this
 * project). The speed loses the precession rate by hand: 5029.0966″ per Julian century (IAU 2006 general
 * precession in longitude) = 5029.0966 / 3600 / 36525 = 3.82454e-5 ° per day.
 */
function outerByHand(body: number): { longitude: number; speed: number } {
  const C = sweph.constants;
  const jd = sweph.julday(1990, 5, 15, 10.5 - 5.5, C.SE_GREG_CAL); // 10:30 at +5:30 = 05:00 UT
  const r = sweph.calc_ut(jd, body, C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_NONUT);
  assert.equal(r.error, '');
  return { longitude: r.data[0] - REFERENCE_MEAN_AYANAMSHA, speed: r.data[3] - 5029.0966 / 3600 / 36525 };
}

describe('POST /v1/planets/extended on the reference chart', () => {
  let extended: PlanetRecord[];
  let planets: PlanetRecord[];
  before(async () => { [extended, planets] = await Promise.all([post('/v1/planets/extended'), post('/v1/planets')]); });

  it('lists Sun … Ketu, Uranus, Neptune, Pluto and the Ascendant last, with ids 0–12 and the /planets keys', () => {
    assert.deepEqual(extended.map((p) => [p.id, p.name]), [
      [0, 'Sun'], [1, 'Moon'], [2, 'Mars'], [3, 'Mercury'], [4, 'Jupiter'], [5, 'Venus'], [6, 'Saturn'], [7, 'Rahu'], [8, 'Ketu'],
      [9, 'Uranus'], [10, 'Neptune'], [11, 'Pluto'], [12, 'Ascendant'],
    ]);
    for (const p of extended) assert.deepEqual(Object.keys(p), Object.keys(planets[0]!));
  });

  it('gives the grahas and the Ascendant exactly as /planets does (the Ascendant renumbered 12)', () => {
    assert.deepEqual(extended.slice(0, 9), planets.slice(0, 9));
    assert.deepEqual(extended[12], { ...planets[9], id: 12 });
  });

  const outer = [
    { id: 9, body: sweph.constants.SE_URANUS },
    { id: 10, body: sweph.constants.SE_NEPTUNE },
    { id: 11, body: sweph.constants.SE_PLUTO },
  ];
  for (const { id, body } of outer) {
    it(`matches the ephemeris called another way for id ${id} (1e-6° and 1e-6°/day)`, () => {
      const p = extended[id]!;
      const ref = outerByHand(body);
      assert.ok(Math.abs(p.fullDegree - ref.longitude) < 1e-6, `${p.name} ${p.fullDegree} vs ${ref.longitude}`);
      assert.ok(Math.abs(p.speed - ref.speed) < 1e-6, `${p.name} speed ${p.speed} vs ${ref.speed}`);
    });
  }

  it('derives the outer planets’ signs, nakshatras, houses and states by hand', () => {
    // Longitudes from the check above: Uranus 255.4652°, Neptune 260.6314°, Pluto 202.4497°, all retrograde.
    // Uranus: 255.4652 / 30 = 8.52 → Sagittarius (lord Jupiter); / 13.3333 = 19.16 → the 20th, Purva Shadha
    //   (lord 19 mod 9 = 1 → Venus); / 3.3333 = 76.64 → 76 mod 4 = 0 → pada 1; Cancer ascendant → house 6;
    //   15.47° in an odd sign → 6° band 2 → Yuva.
    // Neptune: 260.6314 → Sagittarius, 19.55 → Purva Shadha, 78.19 → pada 3, house 6, 20.63° → band 3 → Vridha.
    // Pluto: 202.4497 / 30 = 6.75 → Libra (lord Venus, odd sign); / 13.3333 = 15.18 → the 16th, Vishakha
    //   (15 mod 9 = 6 → Jupiter); / 3.3333 = 60.73 → pada 1; Libra is the 4th from Cancer; 22.45° → band 3 → Vridha.
    const pick = (p: PlanetRecord) => [p.sign, p.signLord, p.nakshatra, p.nakshatraLord, p.nakshatra_pad, p.house, p.isRetro, p.is_planet_set, p.planet_awastha];
    assert.deepEqual(extended.slice(9, 12).map(pick), [
      ['Sagittarius', 'Jupiter', 'Purva Shadha', 'Venus', 1, 6, 'true', false, 'Yuva'],
      ['Sagittarius', 'Jupiter', 'Purva Shadha', 'Venus', 3, 6, 'true', false, 'Vridha'],
      ['Libra', 'Venus', 'Vishakha', 'Jupiter', 1, 4, 'true', false, 'Vridha'],
    ]);
  });

  it('names the outer planets in the requested language, numbers unchanged', async () => {
    const hi = await post('/v1/planets/extended', { 'accept-language': 'hi' });
    assert.deepEqual(hi.slice(9).map((p) => p.name), ['अरुण', 'वरुण', 'यम', 'लग्न']);
    assert.equal(hi[3]!.name, 'बुध');
    assert.deepEqual(hi.map((p) => p.fullDegree), extended.map((p) => p.fullDegree));
  });
});

describe('outer planet names', () => {
  it('are in each language’s script, and no name of an extended planets answer means two things', () => {
    for (const lang of LANGUAGES) {
      const v = vocabulary(lang);
      const outer = OUTER_PLANET_NAMES[lang];
      const pairs: [string, string][] = [
        ...v.planets.map((n, i) => [`planet ${i}`, n] as [string, string]),
        ...outer.map((n, i) => [`planet ${9 + i}`, n] as [string, string]),
        ...v.signs.map((n, i) => [`sign ${i}`, n] as [string, string]),
        ...v.nakshatras.map((n, i) => [`nakshatra ${i}`, n] as [string, string]),
        ...Object.entries(v.awastha).map(([k, n]) => [`awastha ${k}`, n] as [string, string]),
      ];
      assert.deepEqual([...vocabularyProblems(lang, outer), ...sharedWords(pairs).map((w) => `${w.value}: ${w.meanings.join(', ')}`)], [], lang);
    }
  });
});
