import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { periodsWithin } from '../src/vedic/vimshottari.js';
import type { GrahaId } from '../src/vedic/zodiac.js';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

type P = { planet: string; planet_id: number; start: string; end: string };

const FIXED_NOW = new Date('2026-11-22T12:00:00Z');
let server: TestServer;
before(async () => { server = await startServer({ clock: () => FIXED_NOW }); });
after(() => server.close());

const post = <T>(path: string, body: object = REFERENCE_BIRTH, headers: Record<string, string> = {}) => server.answer<T>(path, body, headers);

async function fieldOf(path: string, body: object): Promise<{ status: number; field: string | undefined; code: string }> {
  const res = await server.post(path, body);
  const json = (await res.json()) as { code: string; errors?: { field: string }[] };
  return { status: res.status, field: json.errors?.[0]?.field, code: json.code };
}

// ---- An independent model of the arithmetic, in UTC milliseconds (written here, not imported) ----
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
/** Vimshottari order from Ketu with each lord's years (the 120-year table). */
const ORDER = [['Ketu', 7], ['Venus', 20], ['Sun', 6], ['Moon', 10], ['Mars', 7], ['Rahu', 18], ['Jupiter', 16], ['Saturn', 19], ['Mercury', 17]] as const;
interface Span { planet: string; start: number; end: number }
/** The nine children of a span, from its own lord: each parent span × lord's years / 120. */
function children(parent: Span): Span[] {
  const i = ORDER.findIndex(([name]) => name === parent.planet);
  let start = parent.start;
  return [...ORDER.slice(i), ...ORDER.slice(0, i)].map(([planet, years]) => {
    const span = { planet, start, end: start + ((parent.end - parent.start) * years) / 120 };
    start = span.end;
    return span;
  });
}
/** D-M-YYYY  H:M at +5:30, truncated to the minute, by JavaScript's calendar. */
const fmt = (ms: number) => {
  const d = new Date(Math.floor((ms + 5.5 * 3_600_000) / 60_000) * 60_000);
  return `${d.getUTCDate()}-${d.getUTCMonth() + 1}-${d.getUTCFullYear()}  ${d.getUTCHours()}:${d.getUTCMinutes()}`;
};
const asRecords = (spans: Span[]) => spans.map((s) => ({ planet: s.planet, start: fmt(s.start), end: fmt(s.end) }));
const strip = (ps: P[]) => ps.map(({ planet, start, end }) => ({ planet, start, end }));

// The Moon at 269.8424361° is in Uttra Shadha (266°40′–280°), the Sun's (6 years): elapsed
// (269.8424361 − 266.6666667) / 13.3333333 = 0.2381827, so the Sun period began 0.2381827 × 6 × 365.25 = 521.977 days
// before birth (15 May 1990 05:00 UT), on 9-12-1988 11:02 at +5:30. The 120-year cycle runs from there.
const elapsed = (REFERENCE_BODIES[1].fullDegree - 266 - 2 / 3) / (40 / 3);
const cycleStart = Date.UTC(1990, 4, 15, 5, 0) - elapsed * 6 * YEAR;
const majors = children({ planet: 'Sun', start: cycleStart, end: cycleStart + 120 * YEAR });
const major = (planet: string) => majors.find((m) => m.planet === planet)!;
const within = (parent: Span, planet: string) => children(parent).find((c) => c.planet === planet)!;

describe('sub-period endpoints on the reference chart, worked by hand', () => {
  it('/sub_vdasha/:md lists the antardashas of the Jupiter mahadasha of the birth cycle', async () => {
    // Jupiter's mahadasha starts 6 + 10 + 7 + 18 = 41 years (14,975.25 days) after 9-12-1988 11:02 → 9-12-2029 17:02,
    // and spans 16 × 365.25 = 5,844 days. Jupiter/Jupiter = 5,844 × 16 / 120 = 779.2 days → ends 27-1-2032 21:50;
    // Jupiter/Saturn = 5,844 × 19 / 120 = 925.3 days → ends 10-8-2034 5:02; the last, Rahu, ends with the major.
    const got = await post<P[]>('/v1/sub_vdasha/jupiter', { ...REFERENCE_BIRTH, ayanamsha: 'LAHIRI' });
    assert.deepEqual(strip(got), asRecords(children(major('Jupiter'))));
    assert.deepEqual(got.slice(0, 2), [
      { planet: 'Jupiter', planet_id: 4, start: '9-12-2029  17:2', end: '27-1-2032  21:50' },
      { planet: 'Saturn', planet_id: 6, start: '27-1-2032  21:50', end: '10-8-2034  5:2' },
    ]);
    assert.equal(got[8]!.end, '9-12-2045  17:2'); // 9-12-2029 + 16 years of 365.25 days: 5,844 days
  });

  it('/sub_sub_vdasha/:md/:ad lists the pratyantardashas of Rahu/Jupiter', async () => {
    // Rahu's mahadasha: 9-12-1988 11:02 + 23 years = 10-12-2011 5:02, span 18 × 365.25 = 6,574.5 days.
    // Rahu/Rahu = 6,574.5 × 18 / 120 = 986.175 days, so Rahu/Jupiter starts 22-8-2014 9:14 and spans
    // 6,574.5 × 16 / 120 = 876.6 days. Its first pratyantar, Jupiter, is 876.6 × 16 / 120 = 116.88 days → 17-12-2014 6:21.
    const got = await post<P[]>('/v1/sub_sub_vdasha/rahu/jupiter');
    assert.deepEqual(strip(got), asRecords(children(within(major('Rahu'), 'Jupiter'))));
    assert.deepEqual(got[0], { planet: 'Jupiter', planet_id: 4, start: '22-8-2014  9:14', end: '17-12-2014  6:21' });
  });

  it('/sub_sub_sub_vdasha and /sub_sub_sub_sub_vdasha go two levels further down', async () => {
    // Rahu/Jupiter/Saturn = 876.6 × 19 / 120 = 138.795 days; its sookshmas start with Saturn, 138.795 × 19 / 120 =
    // 21.976 days; Rahu/Jupiter/Saturn/Saturn's pranas start with Saturn, 21.976 × 19 / 120 = 3.4795 days.
    const rjs = within(within(major('Rahu'), 'Jupiter'), 'Saturn');
    const sookshma = await post<P[]>('/v1/sub_sub_sub_vdasha/rahu/jupiter/saturn');
    assert.deepEqual(strip(sookshma), asRecords(children(rjs)));
    assert.ok(Math.abs(children(rjs)[0]!.end - children(rjs)[0]!.start - 21.975875 * DAY) < 1);
    const prana = await post<P[]>('/v1/sub_sub_sub_sub_vdasha/rahu/jupiter/saturn/saturn');
    assert.deepEqual(strip(prana), asRecords(children(within(rjs, 'Saturn'))));
    assert.equal(prana[0]!.start, sookshma[0]!.start);
    assert.equal(prana[8]!.end, sookshma[0]!.end);
  });

  it('reads planet names in any case, as JSON or form, and the SDK’s ayanamsha field in any case', async () => {
    const lower = await post<P[]>('/v1/sub_sub_vdasha/rahu/jupiter');
    assert.deepEqual(await post<P[]>('/v1/sub_sub_vdasha/RAHU/Jupiter', { ...REFERENCE_BIRTH, ayanamsha: 'lahiri' }), lower);
    const form = new URLSearchParams({ ...Object.fromEntries(Object.entries(REFERENCE_BIRTH).map(([k, v]) => [k, String(v)])), ayanamsha: 'LAHIRI' });
    const res = await fetch(server.url + '/v1/sub_sub_vdasha/rahu/jupiter', { method: 'POST', headers: { ...server.auth, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), lower);
  });

  it('names the planets in the requested language', async () => {
    const ta = await post<P[]>('/v1/sub_vdasha/mars', REFERENCE_BIRTH, { 'accept-language': 'ta' });
    assert.deepEqual(ta.slice(0, 2).map((p) => [p.planet, p.planet_id]), [['செவ்வாய்', 2], ['ராகு', 7]]);
  });

  it('refuses an unknown planet naming the path parameter, and another ayanamsha naming ayanamsha', async () => {
    assert.deepEqual(await fieldOf('/v1/sub_vdasha/pluto', REFERENCE_BIRTH), { status: 400, field: 'md', code: 'invalid_field' });
    assert.deepEqual(await fieldOf('/v1/sub_sub_vdasha/rahu/ascendant', REFERENCE_BIRTH), { status: 400, field: 'ad', code: 'invalid_field' });
    assert.deepEqual(await fieldOf('/v1/sub_sub_sub_vdasha/rahu/jupiter/x', REFERENCE_BIRTH), { status: 400, field: 'pd', code: 'invalid_field' });
    assert.deepEqual(await fieldOf('/v1/sub_sub_sub_sub_vdasha/rahu/jupiter/saturn/7', REFERENCE_BIRTH), { status: 400, field: 'sd', code: 'invalid_field' });
    assert.deepEqual(await fieldOf('/v1/sub_vdasha/sun', { ...REFERENCE_BIRTH, ayanamsha: 'RAMAN' }), { status: 400, field: 'ayanamsha', code: 'invalid_field' });
    assert.equal((await server.post('/v1/sub_vdasha', REFERENCE_BIRTH)).status, 404);
  });
});

describe('running periods', () => {
  /** The running span at each of five levels at instant `ms`. */
  const runningAt = (ms: number) => {
    const out: Span[] = [];
    let level = majors;
    for (let i = 0; i < 5; i++) {
      const p = level.find((s) => s.start <= ms && ms < s.end)!;
      out.push(p);
      level = children(p);
    }
    return out;
  };
  const keys = ['major', 'minor', 'sub_minor', 'sub_sub_minor', 'sub_sub_sub_minor'];

  it('/current_vdasha gives the five running periods at the moment of the request', async () => {
    // On 22 Nov 2026: Rahu major (10-12-2011 … 9-12-2029); Rahu's antardashas run Rahu 2.7, Jupiter 2.4, Saturn 2.85,
    // Mercury 2.55, Ketu 1.05, Venus 3 years (18 × years / 120) → Sun from 28-6-2026, for 0.9 years.
    const got = await post<Record<string, P>>('/v1/current_vdasha');
    assert.deepEqual(Object.keys(got), keys);
    const expected = runningAt(FIXED_NOW.getTime());
    keys.forEach((k, i) => assert.deepEqual({ planet: got[k]!.planet, start: got[k]!.start, end: got[k]!.end }, asRecords([expected[i]!])[0], k));
    assert.deepEqual([got.major!.planet, got.minor!.planet, got.minor!.start], ['Rahu', 'Sun', '28-6-2026  14:20']);
    assert.deepEqual(Object.keys(got.major!), ['planet', 'planet_id', 'start', 'end']);
  });

  it('/current_vdasha_date gives them at 00:00 of dasha_date in the request time zone', async () => {
    // 8-8-2008 00:00 at +5:30 = 7-8-2008 18:30 UT: in the Mars major (9-12-2004 … 10-12-2011); Mars's antardashas
    // Mars 0.408, Rahu 1.05, Jupiter 0.933, Saturn 1.108 years (7 × years / 120) → Mercury from 9-6-2008.
    const at = Date.UTC(2008, 7, 7, 18, 30);
    const got = await post<Record<string, P>>('/v1/current_vdasha_date', { ...REFERENCE_BIRTH, dasha_date: '8-8-2008' });
    const expected = runningAt(at);
    keys.forEach((k, i) => assert.deepEqual({ planet: got[k]!.planet, start: got[k]!.start, end: got[k]!.end }, asRecords([expected[i]!])[0], k));
    assert.deepEqual([got.major!.planet, got.minor!.planet], ['Mars', 'Mercury']);
    // The same answer with a zero-padded date.
    assert.deepEqual(await post('/v1/current_vdasha_date', { ...REFERENCE_BIRTH, dasha_date: '08-08-2008' }), got);
  });

  it('refuses a bad dasha_date naming it', async () => {
    for (const dasha_date of ['2008-08-08', '8/8/2008', '31-4-2008', '29-2-2009', '0-1-2008', '1-13-2008', '', '14-5-1990']) {
      assert.deepEqual(await fieldOf('/v1/current_vdasha_date', { ...REFERENCE_BIRTH, dasha_date }), { status: 400, field: 'dasha_date', code: 'invalid_field' }, dasha_date);
    }
    assert.deepEqual(await fieldOf('/v1/current_vdasha_date', REFERENCE_BIRTH), { status: 400, field: 'dasha_date', code: 'missing_field' });
    // The birth date itself is allowed: 00:00 precedes the birth, but the birth period had begun long before.
    assert.equal((await server.post('/v1/current_vdasha_date', { ...REFERENCE_BIRTH, dasha_date: '15-5-1990' })).status, 200);
  });
});

describe('sub-period properties', () => {
  const lordArb = fc.constantFrom<GrahaId>(0, 1, 2, 3, 4, 5, 6, 7, 8);
  const YEARS: Record<number, number> = { 0: 6, 1: 10, 2: 7, 3: 17, 4: 16, 5: 20, 6: 19, 7: 18, 8: 7 };

  it('tile the period they divide at every depth: same start and end, no gap, in proportion to the years', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), fc.double({ min: 2378497, max: 2597640, noNaN: true }), fc.array(lordArb, { minLength: 1, maxLength: 4 }), (moon, birth, chain) => {
      const parent = periodsWithin(moon, birth, chain.slice(0, -1)).find((p) => p.lord === chain.at(-1))!;
      const kids = periodsWithin(moon, birth, chain);
      assert.equal(kids.length, 9);
      assert.equal(kids[0]!.lord, parent.lord);
      assert.equal(kids[0]!.start, parent.start);
      assert.equal(kids[8]!.end, parent.end);
      assert.deepEqual(new Set(kids.map((k) => k.lord)).size, 9);
      for (let i = 1; i < 9; i++) assert.equal(kids[i]!.start, kids[i - 1]!.end);
      const span = parent.end - parent.start;
      for (const k of kids) assert.ok(Math.abs(k.end - k.start - (span * YEARS[k.lord]!) / 120) < 1e-6 * Math.max(1, span));
    }));
  });

  it('over HTTP, each listed period starts and ends where the entry it divides does', async () => {
    const names = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];
    const paths = ['sub_vdasha', 'sub_sub_vdasha', 'sub_sub_sub_vdasha', 'sub_sub_sub_sub_vdasha'];
    await fc.assert(fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1900, max: 2100 }), async (chain, year) => {
      const birth = { ...REFERENCE_BIRTH, year };
      const parentList = chain.length === 1
        ? await post<P[]>('/v1/major_vdasha', birth)
        : await post<P[]>(`/v1/${paths[chain.length - 2]}/${chain.slice(0, -1).map((i) => names[i]).join('/')}`, birth);
      const parent = parentList.find((p) => p.planet_id === chain.at(-1))!;
      const kids = await post<P[]>(`/v1/${paths[chain.length - 1]}/${chain.map((i) => names[i]).join('/')}`, birth);
      assert.equal(kids[0]!.planet_id, parent.planet_id);
      assert.equal(kids[0]!.start, parent.start);
      assert.equal(kids[8]!.end, parent.end);
      for (let i = 1; i < 9; i++) assert.equal(kids[i]!.start, kids[i - 1]!.end);
    }), { numRuns: 25 });
  });
});
