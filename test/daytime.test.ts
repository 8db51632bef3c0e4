// The day's sunrise, the sunset that ends that daytime, and the spans of the daytime (Rahu kaal,
// Gulika kaal, Yamaganda, Abhijit) at high latitudes and where the time zone is 12 hours off the
// place's solar time: every day of a year over the domain function, a few over HTTP, and Reykjavik's
// solstice against a published almanac value and the Swiss Ephemeris called here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { computePanchang, type Panchang, type Place } from '../src/vedic/panchang.js';
import { startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;
let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const REYKJAVIK: Place = { lat: 64.1466, lon: -21.9426, tzone: 0 };
const SECOND = 1 / 86400;

// ---- independent reference: the Sun's centre altitude from sweph.calc_ut + sweph.azalt, not src/ ----
/** Altitude of the Sun's centre above the sea-level horizon as seen from the place, no refraction, degrees. */
function sunAltitude(jd: number, p: Place): number {
  sweph.set_topo(p.lon, p.lat, 0);
  const eq = sweph.calc_ut(jd, C.SE_SUN, C.SEFLG_SWIEPH | C.SEFLG_EQUATORIAL | C.SEFLG_TOPOCTR).data;
  return sweph.azalt(jd, C.SE_EQU2HOR, [p.lon, p.lat, 0], 0, 0, [eq[0], eq[1], eq[2]])[1];
}
/** The almanac horizon: centre 50′ below (34′ refraction + 16′ semi-diameter); the vedic one: centre on it. */
const HORIZON = { sun: -50 / 60, vedic: 0 };

/** The Sun's centre crosses `horizon` upwards at `rise` and downwards at `set`, within a second, and stays above between. */
function assertDaytime(rise: number, set: number, p: Place, horizon: number, what: string): void {
  assert.ok(sunAltitude(rise - SECOND, p) < horizon && sunAltitude(rise + SECOND, p) > horizon, `${what}: no rise at ${rise}`);
  assert.ok(sunAltitude(set - SECOND, p) > horizon && sunAltitude(set + SECOND, p) < horizon, `${what}: no set at ${set}`);
  // Sampled every 10 minutes: the Sun stays up between, so this set is the first after the rise.
  for (let jd = rise + 600 * SECOND; jd < set - 600 * SECOND; jd += 600 * SECOND) {
    assert.ok(sunAltitude(jd, p) > horizon, `${what}: the Sun is down at ${jd}, between rise ${rise} and set ${set}`);
  }
}

function assertOrdered(p: Panchang, place: Place, what: string): void {
  const spans = { abhijit: p.abhijit, rahuKaal: p.rahuKaal, gulikaKaal: p.gulikaKaal, yamaganda: p.yamaganda };
  if (p.sunrise === null || p.sunset === null) {
    for (const [name, span] of Object.entries(spans)) assert.equal(span, null, `${what}: ${name} without a daytime`);
  } else {
    assert.ok(p.sunset > p.sunrise && p.sunset - p.sunrise < 1, `${what}: sunset ${p.sunset} not within a day after sunrise ${p.sunrise}`);
    assertDaytime(p.sunrise, p.sunset, place, HORIZON.sun, what);
    for (const [name, span] of Object.entries(spans)) {
      assert.ok(span, `${what}: ${name} missing`);
      assert.ok(span.start < span.end && span.start >= p.sunrise && span.end <= p.sunset + SECOND, `${what}: ${name} ${span.start} … ${span.end}`);
    }
  }
  if (p.vedicSunrise !== null && p.vedicSunset !== null) {
    assert.ok(p.vedicSunset > p.vedicSunrise, `${what}: vedic sunset ${p.vedicSunset} before vedic sunrise ${p.vedicSunrise}`);
    assertDaytime(p.vedicSunrise, p.vedicSunset, place, HORIZON.vedic, `${what} (vedic)`);
  }
}

/** Every date of a year, as civil dates. */
function datesOf(year: number) {
  const first = sweph.julday(year, 1, 1, 12, C.SE_GREG_CAL);
  const last = sweph.julday(year, 12, 31, 12, C.SE_GREG_CAL);
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const d = sweph.revjul(first + i, C.SE_GREG_CAL);
    return { year: d.year, month: d.month, day: d.day };
  });
}

describe('every day of a year, every span of the daytime starts before it ends', () => {
  const places: [string, number, Place][] = [
    ['64°N (Reykjavik, tzone 0)', 2024, REYKJAVIK],
    ['66°N (Grimsey side, tzone 0)', 2024, { lat: 66, lon: -18, tzone: 0 }],
    ['70°N (Tromsø side, tzone 1)', 2024, { lat: 70, lon: 19, tzone: 1 }],
    ['the date line (lat 0, lon 180, tzone 0)', 1934, { lat: 0, lon: 180, tzone: 0 }],
  ];
  for (const [name, year, place] of places) {
    it(name, () => {
      let daytimes = 0;
      for (const date of datesOf(year)) {
        const p = computePanchang(date, place, null);
        assertOrdered(p, place, `${date.year}-${date.month}-${date.day} at ${name}`);
        if (p.sunset !== null) daytimes++;
      }
      // 70°N has polar days and nights, the others a daytime every date.
      if (place.lat < 66) assert.equal(daytimes, datesOf(year).length);
      else assert.ok(daytimes > 200, `${daytimes}`);
    });
  }
});

describe('over HTTP', () => {
  type Span = { start: string; end: string };
  const hms = (s: string) => s.split(/\s*:\s*/).map(Number).reduce((acc, x, i) => acc + x / 60 ** (i - 1), 0);

  it('gives Reykjavik on 21 June 2024 the published times: sunrise 2:55, sunset 4 minutes past midnight', async () => {
    // Iceland Insider, "How long are the summer days in Iceland" (icelandinsider.is): "On June 21 the
    // sun rises at 2:55 AM, and sets at 4 minutes past midnight on June 22." Ours within 2 minutes.
    const res = await server.post('/v1/advanced_panchang', { day: 21, month: 6, year: 2024, hour: 12, min: 0, ...REYKJAVIK });
    assert.equal(res.status, 200);
    const a = (await res.json()) as Record<string, string> & Record<'rahukaal' | 'guliKaal' | 'yamghant_kaal' | 'abhijit_muhurta', Span>;
    assert.ok(Math.abs(hms(a.sunrise!) - (2 * 60 + 55)) <= 2, a.sunrise);
    assert.ok(Math.abs(hms(a.sunset!) - 4) <= 2, a.sunset);
    // sweph.rise_trans_true_hor from the sunrise, called here: the next set of the centre 50′ below.
    const rise = sweph.rise_trans_true_hor(sweph.julday(2024, 6, 21, 0, C.SE_GREG_CAL), C.SE_SUN, null, C.SEFLG_SWIEPH,
      C.SE_CALC_RISE | C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION, [REYKJAVIK.lon, REYKJAVIK.lat, 0], 0, 0, -50 / 60).data;
    const set = sweph.rise_trans_true_hor(rise, C.SE_SUN, null, C.SEFLG_SWIEPH,
      C.SE_CALC_SET | C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION, [REYKJAVIK.lon, REYKJAVIK.lat, 0], 0, 0, -50 / 60).data;
    const clock = (jd: number) => { const d = sweph.revjul(jd + 1e-3 / 86400, C.SE_GREG_CAL); const s = Math.floor(d.hour * 3600); return `${Math.floor(s / 3600)}:${Math.floor(s / 60) % 60}:${s % 60}`; };
    assert.deepEqual([a.sunrise, a.sunset], [clock(rise), clock(set)]);
    assert.equal(sweph.revjul(set, C.SE_GREG_CAL).day, 22);
    // Friday: Rahu kaal is the 4th eighth of the daytime (Mon 2, Sat 3, Fri 4, Wed 5, Thu 6, Tue 7, Sun 8: the
    // classical order), 21 h 9 min / 8 = 2 h 38.6 min long: 10:51 … 13:29, printed on a 12-hour clock.
    const eighth = (set - rise) / 8;
    assert.deepEqual(a.rahukaal, { start: clock12(rise + 3 * eighth), end: clock12(rise + 4 * eighth) });
  });

  it('answers every span of the daytime in order on 25 and 28 June at Reykjavik and on 23 July 1934 at the date line', async () => {
    for (const body of [
      { day: 25, month: 6, year: 2024, hour: 12, min: 0, ...REYKJAVIK },
      { day: 28, month: 6, year: 2024, hour: 12, min: 0, ...REYKJAVIK },
      { day: 23, month: 7, year: 1934, hour: 12, min: 0, lat: 0, lon: 180, tzone: 0 },
    ]) {
      const a = (await (await server.post('/v1/advanced_panchang', body)).json()) as Record<string, Span | string>;
      // 12-hour clock strings: unwrap them onto the daytime, which starts at sunrise.
      const rise = hms(a.sunrise as string);
      const onDaytime = (s: string) => { const m = hms(s) % 720; return [m, m + 720].map((x) => ((x - rise + 1440) % 1440)).sort((x, y) => x - y)[0]!; };
      for (const key of ['abhijit_muhurta', 'rahukaal', 'guliKaal', 'yamghant_kaal']) {
        const span = a[key] as Span;
        // The 12-hour clock is ambiguous; either reading of the start comes before the end's reading on the same half.
        const [start, end] = [hms(span.start) % 720, hms(span.end) % 720];
        const length = (end - start + 720) % 720;
        assert.ok(length > 0 && length < 240, `${JSON.stringify(body)} ${key}: ${span.start} … ${span.end}`);
        assert.ok(onDaytime(span.start) >= 0);
      }
    }
  });
});

/** `hh : mm : ss` on a 12-hour clock, UT, as the periods are printed. */
function clock12(jd: number): string {
  const d = sweph.revjul(jd + 1e-3 / 86400, C.SE_GREG_CAL);
  const s = Math.floor(d.hour * 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600) % 12;
  return `${pad(h === 0 ? 12 : h)} : ${pad(Math.floor(s / 60) % 60)} : ${pad(s % 60)}`;
}
