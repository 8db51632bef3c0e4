// The ends of the documented year range (1800–2399): the panchang's lunar month when the new moon
// that begins or ends it lies outside the ephemeris files, Sade Sati lists cut at the files' end, and
// /planets/extended's own start (Pluto's light-time). Independent references: the Swiss Ephemeris
// called here, with its built-in Moshier model where the files do not reach (the service never
// answers from Moshier; a test may compare against it).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { EPHE_PATH, startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;
let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const DELHI = { lat: 28.6139, lon: 77.209, tzone: 5.5 };
const MONTHS = ['Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashwin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna'];

// ---- the Moshier model through sweph, sidereal Lahiri: an independent ephemeris for moments outside the files ----
const mosLon = (jd: number, body: number) => {
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  return sweph.calc_ut(jd, body, C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL).data[0];
};
const mosElongation = (jd: number) => (((mosLon(jd, C.SE_MOON) - mosLon(jd, C.SE_SUN)) % 360) + 360) % 360;
/** The new moon before (`dir` −1) or after (+1) an instant, by bisection on the Moshier elongation. */
function mosNewMoon(jd: number, dir: -1 | 1): number {
  let t = jd;
  // Step a day at a time until the elongation wraps through 0, then bisect the bracketing day.
  while (true) {
    const next = t + dir;
    const wrapped = dir === 1 ? mosElongation(next) < mosElongation(t) : mosElongation(next) > mosElongation(t);
    if (wrapped) {
      let [lo, hi] = dir === 1 ? [t, next] : [next, t];
      for (let i = 0; i < 40; i++) { const mid = (lo + hi) / 2; if (mosElongation(mid) > 180) lo = mid; else hi = mid; }
      return hi;
    }
    t = next;
  }
}
const signOf = (lon: number) => Math.floor(lon / 30);

async function post(path: string, body: Record<string, number>) {
  const res = await server.post(path, body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Record<string, Record<string, unknown>> };
}

describe('the panchang at the ends of the range', () => {
  it('answers 1–15 January 1800, whose month began at a new moon before the files: Pausha, as the Moshier new moon of December 1799 says', async () => {
    const newMoon = mosNewMoon(sweph.julday(1800, 1, 1, 0, C.SE_GREG_CAL), -1);
    assert.ok(newMoon < sweph.julday(1800, 1, 1, 0, C.SE_GREG_CAL));
    // Amanta month = the one after the Sun's sign at that new moon (Sagittarius → Pausha).
    const expected = MONTHS[(signOf(mosLon(newMoon, C.SE_SUN)) + 1) % 12];
    assert.equal(expected, 'Pausha');
    for (const day of [1, 5, 15]) {
      for (const path of ['/v1/advanced_panchang', '/v1/advanced_panchang/sunrise']) {
        const r = await post(path, { day, month: 1, year: 1800, hour: 12, min: 0, ...DELHI });
        assert.equal(r.status, 200, `${path} ${day}: ${JSON.stringify(r.body)}`);
        assert.equal(r.body.hindu_maah!.amanta, expected);
        assert.equal(r.body.hindu_maah!.adhik_status, false);
      }
      assert.equal((await post('/v1/basic_panchang', { day, month: 1, year: 1800, hour: 12, min: 0, ...DELHI })).status, 200);
    }
  });

  it('answers 30–31 December 2399, whose month ends at a new moon after the files: not adhik, the Sun has changed sign by then (Moshier)', async () => {
    const at = sweph.julday(2399, 12, 31, 12 - DELHI.tzone, C.SE_GREG_CAL);
    const [start, end] = [mosNewMoon(at, -1), mosNewMoon(at, 1)];
    assert.ok(end > sweph.julday(2400, 1, 1, 0, C.SE_GREG_CAL));
    const startSign = signOf(mosLon(start, C.SE_SUN));
    assert.notEqual(signOf(mosLon(end, C.SE_SUN)), startSign);
    for (const [day, tzone] of [[30, 5.5], [31, 5.5], [31, -12], [31, 14]] as const) {
      const r = await post('/v1/advanced_panchang', { day, month: 12, year: 2399, hour: 12, min: 0, ...DELHI, tzone });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual([r.body.hindu_maah!.amanta, r.body.hindu_maah!.adhik_status], [MONTHS[(startSign + 1) % 12], false]);
    }
  });

  it('still refuses a moment before the files, naming year', async () => {
    // 1 January 1800, 00:30 at +5:30 is 31 December 1799, 19:00 UT.
    const r = await post('/v1/advanced_panchang', { day: 1, month: 1, year: 1800, hour: 0, min: 30, ...DELHI });
    assert.equal(r.status, 400);
    assert.deepEqual((r.body.errors as unknown as { field: string }[]).map((e) => e.field), ['year']);
  });
});

describe('/v1/sadhesati_life_details after 2300', () => {
  it('lists the events up to 2400-01-01 for a birth in 2350 (and one on 31 December 2399), each a real change of Saturn’s sign', async () => {
    const r = await server.post('/v1/sadhesati_life_details', { day: 1, month: 6, year: 2350, hour: 12, min: 0, ...DELHI });
    assert.equal(r.status, 200, await r.clone().text());
    const events = (await r.json()) as { millisecond: string; saturn_sign: string; date: string }[];
    assert.ok(events.length > 0);
    const end = Date.UTC(2400, 0, 1);
    const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    for (const e of events) {
      const ms = Number(e.millisecond);
      assert.ok(ms < end, e.date);
      // Saturn from the files without nutation, minus the mean ayanamsha, a minute after the change: in the sign named.
      const jd = (ms + 60_000) / 86_400_000 + 2440587.5;
      const lon = (((sweph.calc_ut(jd, C.SE_SATURN, C.SEFLG_SWIEPH | C.SEFLG_NONUT).data[0] - sweph.get_ayanamsa_ut(jd)) % 360) + 360) % 360;
      assert.equal(signs[signOf(lon)], e.saturn_sign, e.date);
    }
    assert.equal((await post('/v1/sadhesati_life_details', { day: 31, month: 12, year: 2399, hour: 12, min: 0, ...DELHI })).status, 200);
  });
});

describe('/v1/planets/extended in the first hours of 1800', () => {
  const at = (hour: number, min: number) => ({ day: 1, month: 1, year: 1800, hour, min, lat: 28.6139, lon: 77.209, tzone: 0 });
  it('answers from 05:45 UT, when the files first give Pluto as seen (5¾ hours of light-time), and says so before', async () => {
    // sweph called here: Pluto from the files fails at 05:44 UT and works at 05:46.
    const pluto = (h: number) => sweph.calc_ut(sweph.julday(1800, 1, 1, h, C.SE_GREG_CAL), C.SE_PLUTO, C.SEFLG_SWIEPH);
    const before = pluto(5 + 44 / 60);
    assert.ok((before.flag & C.SEFLG_SWIEPH) === 0 || before.error !== '');
    // A failed file lookup leaves sweph's files closed for this process (src/astro/ephemeris.ts): open them again.
    sweph.set_ephe_path(EPHE_PATH);
    assert.equal(pluto(5 + 46 / 60).error, '');
    assert.equal((await post('/v1/planets', at(5, 44))).status, 200);
    const early = await post('/v1/planets/extended', at(5, 44));
    assert.equal(early.status, 400);
    const errors = early.body.errors as unknown as { field: string; message: string }[];
    assert.deepEqual(errors.map((e) => e.field), ['year']);
    assert.match(errors[0]!.message, /1800-01-01 05:45 UT/);
    const ok = await post('/v1/planets/extended', at(5, 46));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
  });
});
