import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

type PlanetRecord = Record<string, unknown> & { id: number; fullDegree: number; normDegree: number; speed: number };

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

async function planets(body: object): Promise<PlanetRecord[]> {
  const res = await server.post('/v1/planets', body);
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as PlanetRecord[];
}

describe('POST /v1/planets on the reference chart (15 May 1990 10:30 +5:30, New Delhi)', () => {
  let chart: PlanetRecord[];
  before(async () => { chart = await planets(REFERENCE_BIRTH); });

  it('answers the ten records in order with the interface key order', () => {
    assert.deepEqual(chart.map((p) => p.id), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const p of chart) {
      assert.deepEqual(Object.keys(p), [
        'id', 'name', 'fullDegree', 'normDegree', 'speed', 'isRetro', 'sign', 'signLord', 'nakshatra', 'nakshatraLord',
        'nakshatra_pad', 'house', 'is_planet_set', 'planet_awastha',
      ]);
    }
  });

  for (const ref of REFERENCE_BODIES) {
    it(`${ref.name}: longitude and speed within 1e-6°, sign, nakshatra and pada`, () => {
      const p = chart[ref.id]!;
      assert.equal(p.name, ref.name);
      assert.ok(Math.abs(p.fullDegree - ref.fullDegree) < 1e-6, `fullDegree ${p.fullDegree} vs ${ref.fullDegree}`);
      assert.ok(Math.abs(p.speed - ref.speed) < 1e-6, `speed ${p.speed} vs ${ref.speed}`);
      assert.ok(Math.abs(p.normDegree - (ref.fullDegree % 30)) < 1e-6);
      assert.equal(p.sign, ref.sign);
      assert.equal(p.nakshatra, ref.nakshatra);
      assert.equal(p.nakshatra_pad, ref.pada);
    });
  }

  it('derives lords, whole-sign houses, retrograde flags, awastha and combustion', () => {
    // Worked by hand from the reference longitudes: ascendant in Cancer, so Cancer is house 1.
    // Awastha: 6° bands of the degree in sign, Bala→Mrit in odd signs, reversed in even ones.
    // Combustion: every graha is farther from the Sun (30.39°) than its orb (Mercury is 16.06°
    // away, over its retrograde orb of 12°), so none is set.
    const expected = [
      ['Sun', 'Venus', 'Sun', 11, 'false', 'Mrit'], // Taurus (even) 0.39° → band 0 → Mrit
      ['Moon', 'Jupiter', 'Sun', 6, 'false', 'Mrit'], // Sagittarius (odd) 29.84° → band 4
      ['Mars', 'Saturn', 'Jupiter', 8, 'false', 'Mrit'], // Aquarius (odd) 24.39°
      ['Mercury', 'Mars', 'Venus', 10, 'true', 'Yuva'], // Aries (odd) 14.32°
      ['Jupiter', 'Mercury', 'Rahu', 12, 'false', 'Yuva'], // Gemini (odd) 15.76°
      ['Venus', 'Jupiter', 'Mercury', 9, 'false', 'Kumara'], // Pisces (even) 18.76° → band 3 → Kumara
      ['Saturn', 'Saturn', 'Sun', 7, 'true', 'Mrit'], // Capricorn (even) 1.53°
      ['Rahu', 'Saturn', 'Moon', 7, 'true', 'Yuva'], // Capricorn (even) 17.63°
      ['Ketu', 'Moon', 'Mercury', 1, 'true', 'Yuva'], // Cancer (even) 17.63°
    ] as const;
    expected.forEach(([name, signLord, nakLord, house, retro, awastha], id) => {
      const p = chart[id]!;
      assert.deepEqual(
        [p.name, p.signLord, p.nakshatraLord, p.house, p.isRetro, p.planet_awastha, p.is_planet_set],
        [name, signLord, nakLord, house, retro, awastha, false],
      );
    });
  });

  it('gives the Ascendant its own conventions', () => {
    const asc = chart[9]!;
    assert.deepEqual(
      { speed: asc.speed, isRetro: asc.isRetro, house: asc.house, set: asc.is_planet_set, awastha: asc.planet_awastha, lord: asc.signLord, nakLord: asc.nakshatraLord },
      { speed: 0, isRetro: false, house: 1, set: false, awastha: '--', lord: 'Moon', nakLord: 'Saturn' },
    );
  });

  it('keeps the Moon 9.5′ short of the Sagittarius/Capricorn boundary (a rounding case)', () => {
    const moon = chart[1]!;
    assert.equal(moon.sign, 'Sagittarius');
    assert.ok(moon.normDegree > 29.84 && moon.normDegree < 29.85);
  });

  it('puts Ketu exactly opposite Rahu with Rahu’s speed', () => {
    assert.ok(Math.abs(((chart[8]!.fullDegree - chart[7]!.fullDegree + 360) % 360) - 180) < 1e-9);
    assert.equal(chart[8]!.speed, chart[7]!.speed);
  });
});

describe('combustion at independently known conjunctions', () => {
  // Dates of conjunctions with the Sun are published astronomical events, not our output.
  it('marks the Moon set at the total solar eclipse of 21 Aug 2017 (18:26 UT)', async () => {
    const chart = await planets({ day: 21, month: 8, year: 2017, hour: 18, min: 26, lat: 36.97, lon: -87.67, tzone: 0 });
    assert.equal(chart[1]!.is_planet_set, true);
    assert.equal(chart[1]!.sign, chart[0]!.sign);
  });

  it('marks retrograde Venus set at the transit of Venus, 6 Jun 2012 (01:30 UT)', async () => {
    const chart = await planets({ day: 6, month: 6, year: 2012, hour: 1, min: 30, lat: 0, lon: 0, tzone: 0 });
    assert.equal(chart[5]!.isRetro, 'true');
    assert.equal(chart[5]!.is_planet_set, true);
  });

  it('marks retrograde Mercury set at the transit of Mercury, 11 Nov 2019 (15:20 UT)', async () => {
    const chart = await planets({ day: 11, month: 11, year: 2019, hour: 15, min: 20, lat: 0, lon: 0, tzone: 0 });
    assert.equal(chart[3]!.isRetro, 'true');
    assert.equal(chart[3]!.is_planet_set, true);
  });

  it('never marks the Sun, Rahu, Ketu or the Ascendant set', async () => {
    const chart = await planets({ day: 21, month: 8, year: 2017, hour: 18, min: 26, lat: 36.97, lon: -87.67, tzone: 0 });
    for (const id of [0, 7, 8, 9]) assert.equal(chart[id]!.is_planet_set, false);
  });
});

describe('time zone handling', () => {
  it('treats tzone literally: the same UT instant from two offsets gives the same positions', async () => {
    const ist = await planets(REFERENCE_BIRTH); // 10:30 at +5.5 = 05:00 UT
    const utc = await planets({ ...REFERENCE_BIRTH, hour: 5, min: 0, tzone: 0 });
    const minus = await planets({ ...REFERENCE_BIRTH, day: 14, hour: 23, min: 15, tzone: -5.75 });
    for (let id = 0; id < 9; id++) {
      assert.equal(utc[id]!.fullDegree, ist[id]!.fullDegree);
      assert.equal(minus[id]!.fullDegree, ist[id]!.fullDegree);
    }
  });
});
