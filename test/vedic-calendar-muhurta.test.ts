// /hora_muhurta, /hora_muhurta_dinman and /chaughadiya_muhurta against independent references: the
// reference chart's sunrise and sunset (computed outside this project), the next sunrise from sweph's
// own rise_trans (upper limb with its atmospheric refraction model, not our fixed 50′ horizon), the
// Chaldean order and weekday lords worked by hand, and the spec's documented Wednesday example.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { DAY_CHAUGHADIYA, NIGHT_CHAUGHADIYA } from '../src/vedic/chaughadiya-table.js';
import { REFERENCE_BIRTH, REFERENCE_SUNRISE, REFERENCE_SUNSET } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

interface Hora { time: string; hora: string }
interface Part { time: string; muhurta: string }

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const post = <T>(path: string, body: object = REFERENCE_BIRTH, headers: Record<string, string> = {}) => server.answer<T>(path, body, headers);

const C = sweph.constants;
/** Sweph's own rise/set (upper limb, its refraction model at 1013.25 hPa, 15 °C) after a JD UT; Infinity when circumpolar. */
function sweRiseSet(jd: number, event: 'rise' | 'set', lat = REFERENCE_BIRTH.lat, lon = REFERENCE_BIRTH.lon): number {
  const r = sweph.rise_trans(jd, C.SE_SUN, null, C.SEFLG_SWIEPH, event === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET, [lon, lat, 0], 1013.25, 15);
  return r.flag === -2 ? Infinity : r.data;
}
/** Seconds after local midnight of 15 May 1990 (IST) of a JD UT. */
const localSeconds = (jd: number) => (jd - (sweph.julday(1990, 5, 15, 0, C.SE_GREG_CAL) - 5.5 / 24)) * 86400;
const clockSeconds = (s: string) => { const [h, m, sec = '0'] = s.split(':').map((x) => x.trim()); return Number(h) * 3600 + Number(m) * 60 + Number(sec); };

// The reference chart's sunrise 5:30:41 and sunset 19:04:34 (IST, 15 May 1990, New Delhi).
const SUNRISE = clockSeconds(REFERENCE_SUNRISE);
const SUNSET = clockSeconds(REFERENCE_SUNSET);
const NEXT_SUNRISE = localSeconds(sweRiseSet(sweph.julday(1990, 5, 15, 14, C.SE_GREG_CAL), 'rise'));

/** Asserts each printed boundary lies within `slack` seconds of the expected instant (seconds after midnight, past 24 h for the next day). */
function assertBoundaries(printed: string[], expected: number[], slack: number, tick: number) {
  printed.forEach((time, i) => {
    const [a, b] = time.split(' - ').map(clockSeconds) as [number, number];
    for (const [p, e] of [[a, expected[i]!], [b, expected[i + 1]!]] as const) {
      const d = ((p - e) % 43200 + 43200 + 21600) % 43200 - 21600; // on the clock face, ignoring 12/24-hour wrap
      assert.ok(d <= slack && d >= -slack - tick, `${time}: ${p} vs ${e}`);
    }
  });
}
const parts = (from: number, to: number, n: number) => Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);

describe('horas', () => {
  for (const path of ['/v1/hora_muhurta', '/v1/hora_muhurta_dinman']) {
    it(`${path}: 15 May 1990 was a Tuesday, so Mars rules the first hora, then the Chaldean order runs unbroken into the night`, async () => {
      const { hora } = await post<{ hora: { day: Hora[]; night: Hora[] } }>(path);
      // Chaldean order Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon, cyclic, from Mars: 24 steps (hand-written).
      assert.deepEqual(hora.day.map((h) => h.hora), ['Mars', 'Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon']);
      assert.deepEqual(hora.night.map((h) => h.hora), ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus']);
      // The 25th hora would be Mercury: Wednesday's lord rules the next sunrise, as the weekday rule demands.
      assert.equal(hora.day[0]!.time.split(' - ')[0], '5:30');
      assert.equal(hora.day[11]!.time.split(' - ')[1], '19:04');
      // Midday: (5:30:41 + 19:04:34) / 2 = 12:17:37.5, the end of the 6th hora.
      assert.equal(hora.day[5]!.time, `${hora.day[5]!.time.split(' - ')[0]} - 12:17`);
      assertBoundaries(hora.day.map((h) => h.time), parts(SUNRISE, SUNSET, 12), 60, 0);
      assertBoundaries(hora.night.map((h) => h.time), parts(SUNSET, NEXT_SUNRISE, 12), 62, 0);
    });
  }
});

describe('chaughadiya', () => {
  const ORDER = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
  const RULER: Record<string, string> = { udveg: 'Sun', amrit: 'Moon', rog: 'Mars', labh: 'Mercury', shubh: 'Jupiter', char: 'Venus', kaal: 'Saturn' };
  const LORDS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

  it('the table: day from the weekday lord’s, night from the fifth weekday lord’s; day steps one place in the Chaldean order, night five; the 8th repeats the 1st', () => {
    for (let w = 0; w < 7; w++) {
      const day = DAY_CHAUGHADIYA[w]!.map((c) => ORDER.indexOf(RULER[c]!));
      const night = NIGHT_CHAUGHADIYA[w]!.map((c) => ORDER.indexOf(RULER[c]!));
      assert.equal(ORDER[day[0]!], LORDS[w]);
      assert.equal(ORDER[night[0]!], LORDS[(w + 4) % 7]);
      for (let i = 1; i < 7; i++) {
        assert.equal(day[i], (day[i - 1]! + 1) % 7);
        assert.equal(night[i], (night[i - 1]! + 5) % 7);
      }
      assert.equal(day[7], day[0]);
      assert.equal(night[7], night[0]);
    }
    // The spec's documented example (a Wednesday): day Labh … Labh, night Udveg … Udveg.
    assert.deepEqual([DAY_CHAUGHADIYA[3]![0], DAY_CHAUGHADIYA[3]![7], NIGHT_CHAUGHADIYA[3]![0], NIGHT_CHAUGHADIYA[3]![7]], ['labh', 'labh', 'udveg', 'udveg']);
  });

  it('POST /v1/chaughadiya_muhurta on a Tuesday: Rog first by day, Kaal first by night, eighths of the reference day and night', async () => {
    const { chaughadiya } = await post<{ chaughadiya: { day: Part[]; night: Part[] } }>('/v1/chaughadiya_muhurta');
    assert.deepEqual(chaughadiya.day.map((c) => c.muhurta), ['Rog', 'Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog']);
    assert.deepEqual(chaughadiya.night.map((c) => c.muhurta), ['Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Char', 'Rog', 'Kaal']);
    assert.equal(chaughadiya.day[0]!.time.split(' - ')[0], '5 : 30 : 41');
    assert.equal(chaughadiya.day[7]!.time.split(' - ')[1], '7 : 04 : 34');
    assertBoundaries(chaughadiya.day.map((c) => c.time), parts(SUNRISE, SUNSET, 8), 1, 1);
    assertBoundaries(chaughadiya.night.map((c) => c.time), parts(SUNSET, NEXT_SUNRISE, 8), 4, 1);
    const hi = await post<{ chaughadiya: { day: Part[] } }>('/v1/chaughadiya_muhurta', REFERENCE_BIRTH, { 'accept-language': 'hi' });
    assert.equal(hi.chaughadiya.day[0]!.muhurta, 'रोग');
  });
});

describe('polar day and night, and form bodies', () => {
  it('Tromsø (69.65° N) at midsummer and midwinter: null, the Sun neither sets nor rises', async () => {
    for (const [month, day] of [[6, 21], [12, 21]] as const) {
      const body = { day, month, year: 2026, hour: 12, min: 0, lat: 69.65, lon: 18.96, tzone: 1 };
      // Sweph itself finds no set after midsummer noon within a day, and no rise after midwinter midnight within a day.
      const jd = sweph.julday(2026, month, day, 11, C.SE_GREG_CAL);
      const next = sweRiseSet(jd, month === 6 ? 'set' : 'rise', 69.65, 18.96);
      assert.ok(next - jd > 1, String(next - jd));
      assert.deepEqual(await post('/v1/hora_muhurta', body), { hora: null });
      assert.deepEqual(await post('/v1/chaughadiya_muhurta', body), { chaughadiya: null });
    }
  });

  it('every path answers a form body as it answers JSON', async () => {
    const form = new URLSearchParams(Object.entries(REFERENCE_BIRTH).map(([k, v]) => [k, String(v)])).toString();
    for (const path of ['/v1/hora_muhurta', '/v1/hora_muhurta_dinman', '/v1/chaughadiya_muhurta']) {
      const res = await server.post(path, form, { 'content-type': 'application/x-www-form-urlencoded' });
      assert.equal(res.status, 200, path);
      assert.deepEqual(await res.json(), await post(path), path);
    }
  });
});
