// planet_sign_report/tropical, natal_aspects_report and life_forecast_report/tropical through the
// hosted service's official SDK (astrologyapi 1.0.1 from npm, base URL changed; customRequest, as it has
// no method for them). Every sign, aspect and transit instant is checked against the Swiss Ephemeris
// called directly here (planets by calc_ut, Placidus Ascendant and Midheaven by houses), and the year's
// transit count against an independent six-hourly scan of sweph's longitudes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sweph from 'sweph';
import { fill } from '../src/reports/texts/index.js';
import { PROFILE_TEXTS as T } from '../src/western/profiles.js';
import { SIGN_PLACEMENTS } from '../src/western/texts/en/sign-placements.js';
import { sdkError, sdkSuite } from './helpers/official-sdk.js';
import { type Birth, BIRTHS, jdOf, lon, norm, PLANETS, sep, SIGNS } from './helpers/western-reference.js';

const C = sweph.constants;
/** The major aspects and their orbs (src/western/aspect-kinds.ts, written out here): exact angle, orb. */
const ASPECTS: Record<string, [number, number]> = { Conjunction: [0, 10], Opposition: [180, 10], Trine: [120, 8], Square: [90, 8], Sextile: [60, 6] };

const [BIRTH] = BIRTHS as [Birth];

/** Sun … Pluto, then the Placidus Ascendant and Midheaven. */
function natalLongitudes(b: Birth): Record<string, number> {
  const jd = jdOf(b);
  const { points } = sweph.houses(jd, b.lat, b.lon, 'P').data;
  return { ...Object.fromEntries(PLANETS.map((p) => [p, lon(jd, p)])), Ascendant: points[0], Midheaven: points[1] };
}
const localDate = (jd: number, tzone: number) => {
  const local = new Date((jd - 2440587.5 + tzone / 24) * 86_400_000); // JD 2440587.5 is the Unix epoch
  return `${local.getUTCDate()}-${local.getUTCMonth() + 1}-${local.getUTCFullYear()}`;
};

type Forecast = { life_forecast: { planet_position: string; date: string; forecast: string; exact_jd: number }[] };
const SLOW = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
const WATCHED = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant', 'Midheaven'];

/**
 * The exact aspects of the slow planets to the watched points in [start, end), found by sampling every
 * six hours: a sign change of the offset from a target longitude (within 5° of it, so the far side's
 * jump does not count) is one crossing. Jupiter moves under 0.1° in six hours, so no loop is missed.
 */
function scan(natal: Record<string, number>, start: number, end: number): { planet: string; point: string; angle: number; jd: number }[] {
  const steps = Math.ceil((end - start) * 4);
  const found: { planet: string; point: string; angle: number; jd: number }[] = [];
  for (const planet of SLOW) {
    const track = Array.from({ length: steps + 1 }, (_, i) => lon(Math.min(start + i / 4, end), planet));
    for (const point of WATCHED) {
      for (const angle of [0, 60, 90, 120, 180, 240, 270, 300]) {
        const offset = (x: number) => norm(x - natal[point]! - angle + 180) - 180;
        for (let i = 0; i < steps; i++) {
          const [a, b] = [offset(track[i]!), offset(track[i + 1]!)];
          if (a < 0 !== b < 0 && Math.abs(a) < 5) found.push({ planet, point, angle: angle > 180 ? 360 - angle : angle, jd: start + i / 4 });
        }
      }
    }
  }
  return found;
}

describe('planet_sign_report, natal_aspects_report and life_forecast_report through the official SDK', () => {
  const suite = sdkSuite('2024-04-15T06:00:00Z');
  const { custom } = suite;

  it('planet_sign_report/tropical: sweph\'s sign of each of Sun … Pluto, with general_sign_report\'s paragraph', async () => {
    for (const b of BIRTHS) {
      const jd = jdOf(b);
      const r = await custom<{ planet_name: string; sign_name: string; report: string }[]>('planet_sign_report/tropical', b);
      assert.deepEqual(r, PLANETS.map((p) => {
        const sign = Math.floor(lon(jd, p) / 30);
        return { planet_name: p, sign_name: SIGNS[sign], report: SIGN_PLACEMENTS[p.toLowerCase() as keyof typeof SIGN_PLACEMENTS][sign] };
      }));
      const single = await custom<{ sign_report: string }>('general_sign_report/tropical/saturn', b);
      assert.equal(r[6]!.report, single.sign_report);
    }
  });

  it('natal_aspects_report: every pair sweph puts within orb of a major aspect, in western_horoscope\'s order, with the natal template', async () => {
    const names = [...PLANETS, 'Ascendant', 'Midheaven'];
    for (const b of BIRTHS) {
      const natal = natalLongitudes(b);
      const r = await custom<{ aspecting_planet: string; type: string; aspected_planet: string; report: string }[]>('natal_aspects_report', b);
      // Independent: every pair of the twelve points within orb (inclusive) of an exact angle.
      const expected = names.flatMap((a, i) => names.slice(i + 1).flatMap((p) =>
        Object.entries(ASPECTS).filter(([, [angle, orb]]) => Math.abs(sep(natal[a]!, natal[p]!) - angle) <= orb).map(([type]) => `${a} ${type} ${p}`)));
      assert.deepEqual(r.map((x) => `${x.aspecting_planet} ${x.type} ${x.aspected_planet}`).sort(), expected.sort());
      const horoscope = await custom<{ aspects: { aspecting_planet: string; type: string; aspected_planet: string }[] }>('western_horoscope', b);
      assert.deepEqual(r.map((x) => [x.aspecting_planet, x.type, x.aspected_planet]), horoscope.aspects.map((x) => [x.aspecting_planet, x.type, x.aspected_planet]));
      for (const x of r) {
        const template = T.natalAspects.aspect[Object.keys(ASPECTS).indexOf(x.type)]!;
        const stands = T.solarReturn.stands as Record<string, string>;
        assert.equal(x.report, fill(template, { first: stands[x.aspecting_planet]!, second: stands[x.aspected_planet]! }));
      }
      assert.ok(r.length > 5, `${r.length} aspects`);
    }
  });

  it('life_forecast_report/tropical: each instant exact to 1e-5° on sweph, the count a six-hourly scan finds, in time order, from the server\'s local date', async () => {
    let loops = 0;
    for (const b of BIRTHS) {
      const natal = natalLongitudes(b);
      const r = await custom<Forecast>('life_forecast_report/tropical', b);
      // The clock's 15 April 2024 06:00 UT is 15 April locally in IST and in EDT: local midnight to local midnight a year on.
      const start = sweph.julday(2024, 4, 15, -b.tzone, C.SE_GREG_CAL);
      const end = sweph.julday(2025, 4, 15, -b.tzone, C.SE_GREG_CAL);
      const found = scan(natal, start, end);
      assert.equal(r.life_forecast.length, found.length);
      const keys = new Map<string, number>();
      r.life_forecast.forEach((f, i) => {
        const m = /^(\w+) (conjunction|opposition|trine|square|sextile) natal (\w+)$/.exec(f.planet_position);
        assert.ok(m, f.planet_position);
        const [, planet, aspect, point] = m as unknown as [string, string, string, string];
        assert.ok(SLOW.includes(planet) && WATCHED.includes(point), f.planet_position);
        const angle = ASPECTS[aspect[0]!.toUpperCase() + aspect.slice(1)]![0];
        assert.ok(Math.abs(sep(lon(f.exact_jd, planet), natal[point]!) - angle) < 1e-5, f.planet_position);
        assert.ok(f.exact_jd >= start && f.exact_jd < end);
        if (i > 0) assert.ok(f.exact_jd >= r.life_forecast[i - 1]!.exact_jd, 'time order');
        assert.equal(f.date, localDate(f.exact_jd, b.tzone));
        // Each instant lies in the scan step that brackets it.
        assert.ok(found.some((s) => s.planet === planet && s.point === point && s.angle === angle && f.exact_jd >= s.jd && f.exact_jd <= s.jd + 0.25), f.planet_position);
        assert.ok(f.forecast.startsWith(`Transiting ${planet} `) && f.forecast.includes(T.solarReturn.stands[point as keyof typeof T.solarReturn.stands]), f.forecast);
        const key = `${planet} ${aspect} ${point}`;
        keys.set(key, (keys.get(key) ?? 0) + 1);
      });
      loops += [...keys.values()].filter((n) => n > 1).length;
    }
    assert.ok(loops > 0, 'some retrograde loop gives one transit several dates');
  });

  it('life_forecast_report/tropical from forecast_start; a date that is none, or past the ephemeris, is a 400 naming the field', async () => {
    const natal = natalLongitudes(BIRTH);
    const r = await custom<Forecast>('life_forecast_report/tropical', { ...BIRTH, forecast_start: '2030-02-01' });
    const start = sweph.julday(2030, 2, 1, -BIRTH.tzone, C.SE_GREG_CAL);
    const end = sweph.julday(2031, 2, 1, -BIRTH.tzone, C.SE_GREG_CAL);
    assert.equal(r.life_forecast.length, scan(natal, start, end).length);
    assert.ok(r.life_forecast.length > 3 && r.life_forecast.every((f) => f.exact_jd >= start && f.exact_jd < end));
    // 1800-01-01 at local midnight east of UT falls before the files' first hour; the year from 2399 past their end.
    for (const bad of ['2030-02-30', '2030-13-01', '1800-01-01', '2399-01-01', '1-2-2030']) {
      await assert.rejects(custom('life_forecast_report/tropical', { ...BIRTH, forecast_start: bad }), (err) => {
        assert.match(sdkError(err).message ?? '', /forecast_start/, bad);
        return true;
      });
    }
  });
});
