// The Western profile reports, the solar return forecasts and the prose of moon_phase_report and
// zodiac_compatibility through the hosted service's official SDK (astrologyapi 1.0.1 from npm, base URL
// changed; it has no method for these, so customRequest). Each text is checked against the placement it
// describes as sweph, called directly here, gives it (signs, Placidus cusps, houses, transit instants),
// the moon phase against in-the-sky.org's published table, and the sign relations worked by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sweph from 'sweph';
import { PROFILE_TEXTS as T } from '../src/western/profiles.js';
import { JANUARY_2024_PHASES } from './fixtures/moon-phases-2024.js';
import { sdkError, sdkSuite } from './helpers/official-sdk.js';
import { type Birth, BIRTHS, jdOf, lon, norm, PLANETS, sep, SIGNS } from './helpers/western-reference.js';

const C = sweph.constants;
const ANGLES: Record<string, number> = { conjunction: 0, opposition: 180, trine: 120, square: 90, sextile: 60 };

const [BIRTH] = BIRTHS as [Birth];
/** A birth under the couple body's prefix (p_ primary, s_ secondary). */
const prefixed = (prefix: string, b: Birth) => Object.fromEntries(Object.entries(b).map(([k, v]) => [prefix + k, v]));

const sign = (longitude: number) => Math.floor(norm(longitude) / 30);
const cusps = (jd: number, b: { lat: number; lon: number }) => sweph.houses(jd, b.lat, b.lon, 'P').data.houses;
/** House 1–12 whose arc from its cusp to the next holds the longitude. */
const houseOf = (longitude: number, c: number[]) => 1 + c.findIndex((cusp, i) => norm(longitude - cusp) < norm(c[(i + 1) % 12]! - cusp));

describe('Western profile reports through the official SDK', () => {
  const suite = sdkSuite('2024-04-15T06:00:00Z');
  const { custom } = suite;

  it('personality_report/tropical: the paragraphs of sweph\'s Sun and Moon signs', async () => {
    for (const b of BIRTHS) {
      const jd = jdOf(b);
      const [sun, moon] = [sign(lon(jd, 'Sun')), sign(lon(jd, 'Moon'))];
      const r = await custom<{ report: string[]; spiritual_lesson: string; key_quality: string }>('personality_report/tropical', { ...b, house_type: 'placidus' });
      assert.deepEqual(Object.keys(r), ['report', 'spiritual_lesson', 'key_quality']);
      assert.deepEqual(r.report, [T.personality.sun[sun], T.personality.moon[moon]]);
      assert.ok(r.report[0]!.includes(SIGNS[sun]!) && r.report[1]!.includes(`Moon in ${SIGNS[moon]}`));
      assert.equal(r.spiritual_lesson, T.personality.lesson[sun]);
      assert.equal(r.key_quality, T.personality.keyQuality[sun]);
    }
  });

  it('romantic_personality_report/tropical: sweph\'s Venus and Mars signs and Placidus 7th and 5th cusps', async () => {
    for (const b of BIRTHS) {
      const jd = jdOf(b);
      const c = cusps(jd, b);
      const r = await custom<{ report: string[] }>('romantic_personality_report/tropical', b);
      assert.deepEqual(r, { report: [T.romance.venus[sign(lon(jd, 'Venus'))], T.romance.mars[sign(lon(jd, 'Mars'))], T.romance.seventh[sign(c[6])], T.romance.fifth[sign(c[4])]] });
    }
  });

  it('friendship_report/tropical: the 11th cusp, Mercury\'s element and the planets sweph puts in the 11th house', async () => {
    let occupied = 0;
    for (const b of BIRTHS) {
      const jd = jdOf(b);
      const c = cusps(jd, b);
      const inEleventh = PLANETS.flatMap((p, i) => (houseOf(lon(jd, p), c) === 11 ? [T.friendship.inEleventh[i]!] : []));
      occupied += inEleventh.length;
      const r = await custom<{ friendship_report: string[] }>('friendship_report/tropical', b);
      assert.deepEqual(r.friendship_report, [T.friendship.eleventh[sign(c[10])], T.friendship.mercury[sign(lon(jd, 'Mercury')) % 4], ...inEleventh]);
    }
    assert.ok(occupied > 0, 'some birth has a planet in the 11th house');
  });

  it('karma_destiny_report/tropical: sweph\'s Saturn and true node signs; a missing field is a 400 naming it', async () => {
    for (const b of BIRTHS) {
      const jd = jdOf(b);
      const r = await custom<{ karma_destiny_report: string[] }>('karma_destiny_report/tropical', b);
      assert.deepEqual(r.karma_destiny_report, [T.karma.saturn[sign(lon(jd, 'Saturn'))], T.karma.northNode[sign(lon(jd, 'Node'))]]);
    }
    const { lat: _lat, ...noLat } = BIRTH;
    await assert.rejects(custom('karma_destiny_report/tropical', noLat), (err) => sdkError(err).code === 'missing_field' && /lat/.test(sdkError(err).message!));
  });

  it('friendship and karma_destiny read the primary person of the SDK\'s couple body, as the single body; /v1/karma_destiny_report is the same report', async () => {
    const couple = (p: Birth, s: Birth) => ({ ...prefixed('p_', p), ...prefixed('s_', s), house_type: 'placidus' });
    for (const [i, b] of BIRTHS.entries()) {
      const other = BIRTHS[(i + 1) % BIRTHS.length]!;
      const jd = jdOf(b);
      const karma = { karma_destiny_report: [T.karma.saturn[sign(lon(jd, 'Saturn'))], T.karma.northNode[sign(lon(jd, 'Node'))]] };
      assert.deepEqual(await custom('karma_destiny_report/tropical', couple(b, other)), karma);
      assert.deepEqual(await custom('karma_destiny_report', couple(b, other)), karma);
      assert.deepEqual(await custom('karma_destiny_report', b), karma);
      assert.deepEqual(await custom('friendship_report/tropical', couple(b, other)), await custom('friendship_report/tropical', b));
    }
    // The secondary person is not read, even when it is no date at all; a single field sent makes the body a single one.
    const [a, b] = BIRTHS as [Birth, Birth];
    const junkSecondary = { ...prefixed('p_', a), s_day: 31, s_month: 2, s_year: 'x' };
    assert.deepEqual(await custom('friendship_report/tropical', junkSecondary), await custom('friendship_report/tropical', a));
    assert.deepEqual(await custom('karma_destiny_report/tropical', { ...b, ...prefixed('p_', a) }), await custom('karma_destiny_report/tropical', b));
  });

  it('friendship and karma_destiny name each missing field by its single name, and check ranges and dates in both spellings', async () => {
    const refusal = async (path: string, body: Record<string, unknown>) => {
      const res = await suite.server.post(`/v1/${path}`, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      const e = (await res.json()) as { code: string; errors: { field: string }[] };
      return [e.code, e.errors.map((x) => x.field)];
    };
    const { p_lat: _lat, ...noLat } = prefixed('p_', BIRTH);
    assert.deepEqual(await refusal('friendship_report/tropical', noLat), ['missing_field', ['lat']]);
    await assert.rejects(custom('karma_destiny_report/tropical', noLat), (err) => sdkError(err).code === 'missing_field' && /^lat is required/.test(sdkError(err).message!));
    assert.deepEqual(await refusal('karma_destiny_report', {}), ['missing_field', ['day', 'month', 'year', 'hour', 'min', 'lat', 'lon', 'tzone']]);
    // A single field and the couple's others: the body is single, so the other seven are missing.
    const { p_day: _day, ...rest } = prefixed('p_', BIRTH);
    assert.deepEqual(await refusal('karma_destiny_report/tropical', { ...rest, day: 15 }), ['missing_field', ['month', 'year', 'hour', 'min', 'lat', 'lon', 'tzone']]);
    // 30 February (1990 is no leap year) and a latitude past the pole, in either spelling.
    assert.deepEqual(await refusal('friendship_report/tropical', { ...prefixed('p_', BIRTH), p_day: 30, p_month: 2 }), ['invalid_field', ['p_day']]);
    assert.deepEqual(await refusal('friendship_report/tropical', { ...BIRTH, day: 30, month: 2 }), ['invalid_field', ['day']]);
    assert.deepEqual(await refusal('karma_destiny_report', { ...prefixed('p_', BIRTH), p_lat: 91 }), ['invalid_field', ['p_lat']]);
  });

  it('romantic_forecast_report/tropical: every exact transit of April 2024 to Venus, Mars and the 5th and 7th cusps, as an hourly sweph scan finds them', async () => {
    const jd = jdOf(BIRTH);
    const c = cusps(jd, BIRTH);
    const natal: Record<string, number> = { 'natal Venus': lon(jd, 'Venus'), 'natal Mars': lon(jd, 'Mars'), 'the 5th house cusp': c[4], 'the 7th house cusp': c[6] };
    const r = await custom<{ romantic_forecast: { planet_position: string; date: string; forecast: string; exact_jd: number }[] }>('romantic_forecast_report/tropical', BIRTH);
    const movers = Object.keys(T.romanticForecast.influence);
    for (const f of r.romantic_forecast) {
      const m = /^(\w+) (\w+) (natal Venus|natal Mars|the 5th house cusp|the 7th house cusp)$/.exec(f.planet_position);
      assert.ok(m, f.planet_position);
      const [, planet, aspect, point] = m as unknown as [string, string, string, string];
      assert.ok(movers.includes(planet));
      assert.ok(Math.abs(sep(lon(f.exact_jd, planet), natal[point]!) - ANGLES[aspect]!) < 1e-5, f.planet_position);
      const local = new Date((f.exact_jd - 2440587.5 + BIRTH.tzone / 24) * 86_400_000); // JD 2440587.5 is the Unix epoch
      assert.equal(f.date, `${local.getUTCDate()}-${local.getUTCMonth() + 1}-${local.getUTCFullYear()}`);
      assert.ok(f.forecast.includes(T.romanticForecast.influence[planet as keyof typeof T.romanticForecast.influence]), f.forecast);
    }
    // April 2024 in IST: from 1 April 00:00 (31 March 18:30 UT) to 1 May 00:00. Each exact aspect is a sign change
    // of the offset from a target longitude between two hours (the targets lie far apart, motion within an hour is small).
    const start = sweph.julday(2024, 3, 31, 18.5, C.SE_GREG_CAL);
    const hours = 30 * 24;
    let found = 0;
    for (const planet of movers) {
      const track = Array.from({ length: hours + 1 }, (_, h) => lon(start + h / 24, planet));
      for (const target of Object.values(natal)) {
        for (const angle of [0, 60, 90, 120, 180, 240, 270, 300]) {
          const offset = (x: number) => norm(x - target - angle + 180) - 180;
          for (let h = 0; h < hours; h++) if (Math.sign(offset(track[h]!)) !== Math.sign(offset(track[h + 1]!)) && Math.abs(offset(track[h]!)) < 5) found++;
        }
      }
    }
    assert.equal(r.romantic_forecast.length, found);
    assert.ok(found > 3);
  });

  it('moon_phase_report: the phase text of eight moments placed by in-the-sky.org\'s table of January 2024', async () => {
    const at = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);
    const principal = [JANUARY_2024_PHASES.new_moon, JANUARY_2024_PHASES.first_quarter, JANUARY_2024_PHASES.full_moon, JANUARY_2024_PHASES.third_quarter].map(at);
    const NAMES = ['New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous', 'Full Moon', 'Waning Gibbous', 'Third Quarter', 'Waning Crescent'];
    // Within an hour after a principal phase the Moon has gained well under 45° on it: that phase. More than
    // 4.2 days after (the elongation grows by at most ~15° a day, at least ~10°, so more than 45° but less
    // than 90°): the phase between it and the next one.
    const moments = principal.flatMap((t, k) => [{ t: t + 3_600_000, name: NAMES[2 * k]! }, { t: t + 4.5 * 86_400_000, name: NAMES[2 * k + 1]! }]);
    for (const { t, name } of moments) {
      const d = new Date(t);
      const body = { day: d.getUTCDate(), month: d.getUTCMonth() + 1, year: d.getUTCFullYear(), hour: d.getUTCHours(), min: d.getUTCMinutes(), lat: 0, lon: 0, tzone: 0 };
      const r = await custom<{ moon_phase_name: string; moon_phase_calc: string; moon_phase_description: string }>('moon_phase_report', body);
      assert.equal(r.moon_phase_name, name, d.toISOString());
      assert.ok(r.moon_phase_description.includes(name), r.moon_phase_description);
      assert.equal(r.moon_phase_description, T.moonPhases.description[NAMES.indexOf(name)]);
      // The age in the sentence, against the published new moon (1 decimal printed; the table is to the minute).
      const age = Number(/([\d.]+) days after the new moon/.exec(r.moon_phase_calc)![1]);
      assert.ok(Math.abs(age - (t - principal[0]!) / 86_400_000) <= 0.06, r.moon_phase_calc);
      assert.ok(r.moon_phase_calc.endsWith(`the ${name} phase.`), r.moon_phase_calc);
    }
  });

  it('zodiac_compatibility: the same text for either order of the 144 pairs, naming both signs and their relation', async () => {
    // Ptolemy's relations by signs apart (0 … 6), counted by hand.
    const relation = ['same sign', 'disjunct', 'sextile', 'square', 'trine', 'quincunx', 'opposition'];
    for (let a = 0; a < 12; a++) {
      for (let b = a; b < 12; b++) {
        const one = await custom<{ compatibility_report: string; compatibility_percentage: number }>(`zodiac_compatibility/${SIGNS[a]!.toLowerCase()}/${SIGNS[b]!.toLowerCase()}`, {});
        const other = await custom<{ compatibility_report: string; compatibility_percentage: number }>(`zodiac_compatibility/${SIGNS[b]!.toLowerCase()}/${SIGNS[a]!.toLowerCase()}`, {});
        assert.equal(one.compatibility_report, other.compatibility_report);
        assert.equal(one.compatibility_percentage, other.compatibility_percentage);
        assert.ok(one.compatibility_report.includes(SIGNS[a]!) && one.compatibility_report.includes(SIGNS[b]!));
        assert.ok(one.compatibility_report.includes(relation[Math.min(b - a, 12 - (b - a))]!), `${SIGNS[a]}–${SIGNS[b]}`);
      }
    }
  });

  it('solar_return_planet_report and solar_return_aspects_report: the return chart\'s signs and houses by sweph, the aspects of solar_return_planet_aspects', async () => {
    const body = { ...BIRTH, solar_year: 2030 };
    const { solar_return_jd: jd } = await custom<{ solar_return_jd: number }>('solar_return_details', body);
    assert.ok(sep(lon(jd, 'Sun'), lon(jdOf(BIRTH), 'Sun')) < 1e-6);
    const c = cusps(jd, BIRTH);
    const planets = await custom<{ name: string; sign: string; forecast: string[] }[]>('solar_return_planet_report', body);
    assert.deepEqual(planets.map((p) => p.name), PLANETS);
    for (const p of planets) {
      const l = lon(jd, p.name);
      assert.equal(p.sign, SIGNS[sign(l)], p.name);
      assert.ok(p.forecast[0]!.includes(T.solarReturn.area[houseOf(l, c) - 1]!) && p.forecast[0]!.includes(T.solarReturn.manner[sign(l)]!), p.name);
    }
    const aspects = await custom<{ solar_return_planet: string; natal_planet: string; type: string; forecast: string }[]>('solar_return_aspects_report', body);
    const plain = await custom<{ solar_return_planet: string; natal_planet: string; type: string }[]>('solar_return_planet_aspects', body);
    assert.deepEqual(aspects.map(({ solar_return_planet, natal_planet, type }) => ({ solar_return_planet, natal_planet, type })), plain.map(({ solar_return_planet, natal_planet, type }) => ({ solar_return_planet, natal_planet, type })));
    for (const a of aspects) {
      const stands = T.solarReturn.stands as Record<string, string>;
      assert.ok(a.forecast.includes(`year's ${stands[a.solar_return_planet]}`) && a.forecast.includes(`natal ${stands[a.natal_planet]}`), a.forecast);
    }
  });
});
