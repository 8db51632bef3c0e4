// /vedic_sign_gochara, /vedic_nakshatra_gochara and /vedic_planetary_events: at every instant served,
// the quantity recomputed with sweph directly (Lahiri sidereal longitude, speed, distance from the Sun)
// equals the event's threshold to 1e-6 (degrees, or degrees per day for a station).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { startServer, type TestServer } from './helpers/server.js';

interface Transit { date: string; time_ms: number; retrograde: boolean; [k: string]: unknown }
interface Gochara { planet: string; year: number; transits: Transit[]; [k: string]: unknown }
interface PlanetaryEvent { planet: string; event: string; sign: string; date: string; time_ms: number }

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const post = <T>(path: string, body: object, headers: Record<string, string> = {}) => server.answer<T>(path, body, headers);

const C = sweph.constants;
const BODY: Record<string, number> = { Sun: C.SE_SUN, Moon: C.SE_MOON, Mars: C.SE_MARS, Mercury: C.SE_MERCURY, Jupiter: C.SE_JUPITER, Venus: C.SE_VENUS, Saturn: C.SE_SATURN, Rahu: C.SE_MEAN_NODE, Ketu: C.SE_MEAN_NODE };
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
/** Lahiri sidereal longitude and speed, straight from sweph. */
function swe(name: string, ms: number): { lon: number; speed: number } {
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  const r = sweph.calc_ut(ms / 86_400_000 + 2440587.5, BODY[name]!, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED);
  return { lon: name === 'Ketu' ? (r.data[0] + 180) % 360 : r.data[0], speed: r.data[3] };
}
/** Signed difference a − b on the circle, in (−180, 180]. */
const diff = (a: number, b: number) => ((a - b + 540) % 360) - 180;
const YEAR = { day: 1, month: 1, year: 2026, hour: 0, min: 0, lat: 28.6139, lon: 77.209, tzone: 5.5 };

/** Checks each transit sits on its boundary, and that the chain of parts runs from the starting one. */
function checkChain(g: Gochara, name: string, part: 'sign' | 'nakshatra', count: number) {
  const span = 360 / count;
  let at = g[`${part}_id_at_start`] as number;
  const start = Date.UTC(2026, 0, 1) - 5.5 * 3_600_000;
  assert.equal(at, Math.floor(swe(name, start).lon / span) + 1);
  for (const t of g.transits) {
    const id = t[`${part}_id`] as number;
    assert.equal(id, t.retrograde ? ((at + count - 2) % count) + 1 : (at % count) + 1, `${t.date}: from ${at} to ${id}`);
    const boundary = (t.retrograde ? at - 1 : id - 1) * span;
    const off = diff(swe(name, t.time_ms).lon, boundary);
    // Within 1e-6° of the boundary; the ms rounding of time_ms adds at most 0.5 ms of motion (the Moon: 3e-7°).
    assert.ok(Math.abs(off) < 1e-6 + Math.abs(swe(name, t.time_ms).speed) * 0.5 / 86_400_000, `${name} ${t.date}: ${off}`);
    at = id;
  }
}

describe('sign and nakshatra gochara, 2026', () => {
  for (const name of ['Sun', 'Mars', 'Mercury', 'Saturn', 'Rahu', 'Ketu']) {
    it(`${name}: every sign ingress lies on a multiple of 30° by sweph, forward or (retrograde) backward`, async () => {
      const g = await post<Gochara>('/v1/vedic_sign_gochara', { ...YEAR, planet: name.toUpperCase() });
      assert.equal(g.planet, name);
      if (name === 'Sun') assert.equal(g.transits.length, 12);
      if (name === 'Rahu' || name === 'Ketu') assert.ok(g.transits.every((t) => t.retrograde));
      checkChain(g, name, 'sign', 12);
    });
  }

  it('the Moon: about 13.4 turns through the 27 nakshatras, each entry on a multiple of 13°20′ by sweph', async () => {
    const g = await post<Gochara>('/v1/vedic_nakshatra_gochara', { ...YEAR, planet: 'moon' });
    // 365 days / 27.3217 days per sidereal month × 27 = 360.7 entries.
    assert.ok(g.transits.length >= 360 && g.transits.length <= 362, String(g.transits.length));
    checkChain(g, 'Moon', 'nakshatra', 27);
  });

  it('answers in Hindi, and a form body as JSON', async () => {
    const hi = await post<Gochara>('/v1/vedic_sign_gochara', { ...YEAR, planet: 'sun' }, { 'accept-language': 'hi' });
    assert.equal(hi.planet, 'सूर्य');
    const form = new URLSearchParams(Object.entries({ ...YEAR, planet: 'jupiter' }).map(([k, v]) => [k, String(v)])).toString();
    for (const path of ['/v1/vedic_sign_gochara', '/v1/vedic_nakshatra_gochara', '/v1/vedic_planetary_events']) {
      const res = await server.post(path, form, { 'content-type': 'application/x-www-form-urlencoded' });
      assert.equal(res.status, 200, path);
      assert.deepEqual(await res.json(), await post(path, { ...YEAR, planet: 'jupiter' }), path);
    }
  });
});

describe('planetary events, the year from 1 January 2026', () => {
  const ORB: Record<string, [number, number]> = { Mars: [17, 17], Mercury: [14, 12], Jupiter: [11, 11], Venus: [10, 8], Saturn: [15, 15] };
  it('stations: speed 0 by sweph; combustion: distance from the Sun = orb; ingresses: on the sign boundary', async () => {
    const events = await post<PlanetaryEvent[]>('/v1/vedic_planetary_events', YEAR);
    assert.ok(events.every((e, i) => i === 0 || events[i - 1]!.time_ms <= e.time_ms));
    // Mercury turns retrograde three times a year (its synodic period, 116 days).
    assert.equal(events.filter((e) => e.planet === 'Mercury' && e.event === 'RETROGRADE').length, 3);
    for (const e of events) {
      const p = swe(e.planet, e.time_ms);
      if (e.event === 'SIGN_INGRESS') {
        assert.ok(Math.abs(diff(p.lon, Math.round(p.lon / 30) * 30)) < 1e-6, `${e.planet} ${e.date}`);
        assert.equal(e.sign, SIGNS[Math.floor(((p.lon + (p.speed < 0 ? -1e-5 : 1e-5)) % 360) / 30)]);
      } else if (e.event === 'RETROGRADE' || e.event === 'DIRECT') {
        assert.ok(Math.abs(p.speed) < 1e-6, `${e.planet} ${e.date}: speed ${p.speed}`);
      } else {
        const distance = Math.abs(diff(p.lon, swe('Sun', e.time_ms).lon));
        const [direct, retro] = ORB[e.planet]!;
        // Mercury's and Venus's orb changes at a station: there the event is the station itself.
        const atStation = direct !== retro && Math.abs(p.speed) < 1e-6;
        if (!atStation) assert.ok(Math.abs(distance - (p.speed < 0 ? retro : direct)) < 1e-6, `${e.planet} ${e.event} ${e.date}: ${distance}`);
      }
    }
  });
});
