// The Western natal prose reports through the hosted service's official SDK (astrologyapi 1.0.1, which has
// no method for them: customRequest), its base URL pointed at us. The placements are established with
// sweph called directly (positions, Placidus cusps, each planet's house by the cusp arcs below), or from
// published almanac facts; the text answered must be the bank's entry for that placement.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { REPORT_PLANETS } from '../src/western/report-planets.js';
import { ASCENDANTS } from '../src/western/texts/en/ascendants.js';
import { HOUSE_PLACEMENTS } from '../src/western/texts/en/house-placements.js';
import { NATAL_CHART_TEXTS } from '../src/western/texts/en/natal-chart.js';
import { SIGN_PLACEMENTS } from '../src/western/texts/en/sign-placements.js';
import { officialSdk, sdkError, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;
/** 15 May 1990, 10:30 IST, New Delhi. */
const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 };
const JD = sweph.julday(1990, 5, 15, 5, C.SE_GREG_CAL);
const BODIES = [C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_URANUS, C.SE_NEPTUNE, C.SE_PLUTO];
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

const longitude = (body: number) => sweph.calc_ut(JD, body, C.SEFLG_SWIEPH).data[0];
const { houses: CUSPS, points } = sweph.houses(JD, BIRTH.lat, BIRTH.lon, 'P').data;
/** House n holds [cusp n, cusp n+1), going round the zodiac. */
const houseOf = (x: number) => 1 + CUSPS.findIndex((c, i) => (x - c + 360) % 360 < (CUSPS[(i + 1) % 12]! - c + 360) % 360);
const PLACES = BODIES.map((b) => ({ sign: Math.floor(longitude(b) / 30), house: houseOf(longitude(b)) }));

let server: TestServer;
let sdk: OfficialSdk;
before(async () => {
  server = await startServer();
  sdk = officialSdk(server);
});
after(() => server.close());

const custom = async <T>(endpoint: string, params: Record<string, unknown> = BIRTH) => (await sdk.customRequest({ endpoint, params })) as T;

describe('the Western natal reports through the official SDK', () => {
  it('the placements sweph gives, by hand: Sun Taurus 10th, Moon Capricorn 6th … Pluto Scorpio 4th; Leo rising', () => {
    assert.deepEqual(PLACES.map((p) => `${SIGNS[p.sign]} ${p.house}`), [
      'Taurus 10', 'Capricorn 6', 'Pisces 8', 'Taurus 10', 'Cancer 12', 'Aries 9', 'Capricorn 6', 'Capricorn 6', 'Capricorn 6', 'Scorpio 4',
    ]);
    assert.equal(SIGNS[Math.floor(points[0] / 30)], 'Leo');
  });

  it('general_sign_report/tropical/:planetName: each planet\'s entry for its sweph sign, naming it', async () => {
    for (const [i, planet] of REPORT_PLANETS.entries()) {
      const r = await custom<{ planet: string; sign_report: string }>(`general_sign_report/tropical/${planet.toUpperCase()}`);
      assert.deepEqual(Object.keys(r), ['planet', 'sign_report']);
      assert.equal(r.planet, planet);
      assert.equal(r.sign_report, SIGN_PLACEMENTS[planet][PLACES[i]!.sign]);
      assert.match(r.sign_report, new RegExp(SIGNS[PLACES[i]!.sign]!));
    }
  });

  it('general_house_report/tropical/:planetName: each planet\'s entry for its Placidus house, naming it', async () => {
    for (const [i, planet] of REPORT_PLANETS.entries()) {
      const r = await custom<{ planet: string; house_report: string }>(`general_house_report/tropical/${planet}`);
      assert.deepEqual(Object.keys(r), ['planet', 'house_report']);
      assert.equal(r.house_report, HOUSE_PLACEMENTS[planet][PLACES[i]!.house - 1]);
      assert.match(r.house_report, new RegExp(`${ORDINALS[PLACES[i]!.house - 1]} house`));
    }
  });

  it('the house follows house_type: whole-sign puts Pluto (Scorpio) in the 4th from Leo rising', async () => {
    // Leo 1, Virgo 2, Libra 3, Scorpio 4.
    const r = await custom<{ house_report: string }>('general_house_report/tropical/pluto', { ...BIRTH, house_type: 'whole_sign' });
    assert.equal(r.house_report, HOUSE_PLACEMENTS.pluto[3]);
  });

  it('house_cusps_report/tropical: Sun … Pluto with their sweph houses and those entries', async () => {
    const r = await custom<{ planet_name: string; house: number; report: string }[]>('house_cusps_report/tropical');
    assert.deepEqual(r.map((x) => x.planet_name), ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
    r.forEach((x, i) => {
      assert.deepEqual(Object.keys(x), ['planet_name', 'house', 'report']);
      assert.equal(x.house, PLACES[i]!.house);
      assert.equal(x.report, HOUSE_PLACEMENTS[REPORT_PLANETS[i]!][x.house - 1]);
    });
  });

  it('natal_house_cusp_report: twelve cusps where sweph puts them, each report naming its sign and house', async () => {
    const r = await custom<{ house: number; degree: number; sign: string; report: string }[]>('natal_house_cusp_report');
    assert.equal(r.length, 12);
    r.forEach((x, i) => {
      assert.deepEqual(Object.keys(x), ['house', 'degree', 'sign', 'report']);
      assert.equal(x.house, i + 1);
      assert.ok(Math.abs(x.degree - CUSPS[i]!) < 6e-6, `cusp ${i + 1}`);
      assert.equal(x.sign, SIGNS[Math.floor(CUSPS[i]! / 30)]);
      assert.match(x.report, new RegExp(`\\b${x.sign}\\b.*\\b${ORDINALS[i]} house\\b|\\b${ORDINALS[i]} house\\b.*\\b${x.sign}\\b`));
    });
    assert.deepEqual(r.map((x) => x.sign).slice(0, 3), ['Leo', 'Leo', 'Virgo']); // cusps 123.6°, 147.3°, 174.8°
  });

  it('general_ascendant_report/tropical: Leo rising (sweph\'s ascendant 123.6°) and its entry, at top level', async () => {
    const r = await custom<{ ascendant: string; report: string }>('general_ascendant_report/tropical');
    assert.deepEqual(r, { ascendant: 'Leo', report: ASCENDANTS[4] });
  });

  it('natal_chart_interpretation: the spec\'s keys in order, western_horoscope\'s chart, and the reading worked by hand', async () => {
    const r = await custom<Record<string, unknown>>('natal_chart_interpretation', { ...BIRTH, house_type: 'placidus' });
    assert.deepEqual(Object.keys(r), [
      'planets', 'houses', 'ascendant', 'midheaven', 'vertex', 'lilith', 'aspects',
      'ascendant_ruler', 'moon_phase', 'hemisphere', 'elements', 'modes', 'polarity', 'dominant_sign',
    ]);
    const horoscope = await custom<Record<string, unknown>>('western_horoscope');
    for (const key of ['planets', 'houses', 'ascendant', 'midheaven', 'vertex', 'lilith', 'aspects']) assert.deepEqual(r[key], horoscope[key], key);
    // Leo's ruler is the Sun, which sweph puts in Taurus, house 10.
    assert.match(r.ascendant_ruler as string, /^Your ascendant is in Leo, so the Sun rules your chart\. It stands in Taurus in your tenth house: career/);
    // Moon − Sun = 293.568° − 54.115° = 239.45°: the sixth 45° span (225°–270°), Waning Gibbous.
    const elongation = (longitude(C.SE_MOON) - longitude(C.SE_SUN) + 360) % 360;
    assert.ok(Math.abs(elongation - 239.453) < 1e-3);
    assert.deepEqual(r.moon_phase, {
      moon_phase_name: 'Waning Gibbous', moon_phase_id: 6,
      moon_phase_calc: 'At your birth the Moon was 239.4° ahead of the Sun, within the 225°–270° span of the Waning Gibbous phase.',
      moon_phase_description: NATAL_CHART_TEXTS.moonPhases[5],
    });
    // Houses above: west (4–9) Moon 6, Mars 8, Venus 9, Saturn 6, Uranus 6, Neptune 6, Pluto 4 = 7 against 3: west, id 1.
    // South (7–12) Sun 10, Mars 8, Mercury 10, Jupiter 12, Venus 9 = 5, north 5: a tie, the Sun's side (south), id 1.
    assert.deepEqual(r.hemisphere, {
      east_west: { description: NATAL_CHART_TEXTS.hemisphere.eastWest[0], id: 1 },
      north_south: { description: NATAL_CHART_TEXTS.hemisphere.northSouth[0], id: 1 },
    });
    // Eleven points. Fire: Venus (Aries), Ascendant (Leo) = 2 → 200/11 = 18.1818…; Earth: Sun, Mercury (Taurus), Moon, Saturn,
    // Uranus, Neptune (Capricorn) = 6 → 54.5454…; Air 0; Water: Mars (Pisces), Jupiter (Cancer), Pluto (Scorpio) = 3 → 27.2727…
    assert.deepEqual(r.elements, {
      elements: [{ name: 'Fire', percentage: 18.181 }, { name: 'Earth', percentage: 54.545 }, { name: 'Air', percentage: 0 }, { name: 'Water', percentage: 27.272 }],
      description: NATAL_CHART_TEXTS.elements[1], dominant_element_id: 2,
    });
    // Cardinal: Moon, Saturn, Uranus, Neptune (Capricorn), Jupiter (Cancer), Venus (Aries) = 6; Fixed: Sun, Mercury (Taurus),
    // Pluto (Scorpio), Ascendant (Leo) = 4 → 36.3636…; Mutable: Mars (Pisces) = 1 → 9.0909… (printed 9.09).
    assert.deepEqual(r.modes, {
      modes: [{ name: 'Cardinal', percentage: 54.545 }, { name: 'Fixed', percentage: 36.363 }, { name: 'Mutable', percentage: 9.09 }],
      description: NATAL_CHART_TEXTS.modes[0], dominant_mode_id: 1,
    });
    // Positive = fire + air = 2 → 18.181; negative = 9 → 81.8181…
    assert.deepEqual(r.polarity, { positive: 18.181, negative: 81.818, report: NATAL_CHART_TEXTS.polarity.negative });
    // Capricorn holds the Moon, Saturn, Uranus and Neptune: 4 of 11.
    assert.deepEqual(r.dominant_sign, { sign_id: 10, sign_name: 'Capricorn', percentage: 36.363 });
  });

  it('published moments: the Sun in Cancer on 4 July 1976; the phase just after the New Moon of 8 April 2024 18:21 UT and the Full Moon of 23 April 23:49 UT', async () => {
    // Almanac facts: the Sun is in Cancer from about 21 June to 22 July every year; the 2024 lunations as the US Naval Observatory lists them.
    const at = (day: number, month: number, year: number, hour: number, min: number) => ({ day, month, year, hour, min, lat: 51.48, lon: 0, tzone: 0 });
    const sun = await custom<{ sign_report: string }>('general_sign_report/tropical/sun', at(4, 7, 1976, 12, 0));
    assert.equal(sun.sign_report, SIGN_PLACEMENTS.sun[3]);
    type Phase = { moon_phase: { moon_phase_id: number; moon_phase_name: string } };
    const afterNew = await custom<Phase>('natal_chart_interpretation', at(8, 4, 2024, 20, 0)); // ~1.6 h later: about 0.8° of elongation
    assert.deepEqual([afterNew.moon_phase.moon_phase_id, afterNew.moon_phase.moon_phase_name], [1, 'New Moon']);
    const afterFull = await custom<Phase>('natal_chart_interpretation', at(24, 4, 2024, 3, 0)); // ~3.2 h later: about 181.6°
    assert.deepEqual([afterFull.moon_phase.moon_phase_id, afterFull.moon_phase.moon_phase_name], [5, 'Full Moon']);
  });

  it('English only: a Hindi request is answered in English and says so', async () => {
    const res = await server.post('/v1/general_ascendant_report/tropical', BIRTH, { 'accept-language': 'hi' });
    assert.equal(res.headers.get('content-language'), 'en');
    assert.deepEqual(await res.json(), { ascendant: 'Leo', report: ASCENDANTS[4] });
  });

  it('refusals name the field: a planet without texts, a missing latitude', async () => {
    await assert.rejects(custom('general_sign_report/tropical/node'), (err) => {
      const e = sdkError(err);
      return e.code === 'invalid_field' && /planetName/.test(e.message ?? '');
    });
    const { lat: _lat, ...noLat } = BIRTH;
    await assert.rejects(custom('natal_chart_interpretation', noLat), (err) => sdkError(err).code === 'missing_field' && /lat/.test(sdkError(err).message ?? ''));
  });
});
