import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { majorYoginis, yoginiSubPeriods, yoginiYears } from '../src/vedic/yogini.js';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

interface Y { dasha_id: number; dasha_name: string; start_date: string; end_date: string; start_ms: number; end_ms: number; duration?: number }
interface WithSubs { major_dasha: Y; sub_dasha: Y[] }

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const post = <T>(path: string, body: object = REFERENCE_BIRTH, headers: Record<string, string> = {}) => server.answer<T>(path, body, headers);

/** Unix ms of a `D-M-YYYY H:M` local time at `tzone` hours east of UTC, read by hand from the string. */
function msOf(date: string, tzone: number): number {
  const [d, m, y, h, min] = date.split(/[- :]/).map(Number) as [number, number, number, number, number];
  return Date.UTC(y, m - 1, d, h, min) - tzone * 3_600_000;
}
/** `D-M-YYYY H:M` at +5:30 of a UTC ms instant, truncated to the minute, by JavaScript's calendar. */
function fmt(ms: number): string {
  const d = new Date(Math.floor((ms + 5.5 * 3_600_000) / 60_000) * 60_000);
  return `${d.getUTCDate()}-${d.getUTCMonth() + 1}-${d.getUTCFullYear()} ${d.getUTCHours()}:${d.getUTCMinutes()}`;
}
const DAY = 86_400_000;
const NAMES = ['Mangla', 'Pingla', 'Dhanya', 'Bhramari', 'Bhadrika', 'Ulka', 'Siddha', 'Sankata'];

describe('the test’s own reading of start_ms', () => {
  it('reproduces the spec’s published pair: "9-11-2000 5:9" at +5.5 is 973726740000', () => {
    assert.equal(msOf('9-11-2000 5:9', 5.5), 973_726_740_000);
  });
});

describe('POST /v1/major_yogini_dasha on the reference chart', () => {
  let majors: Y[];
  before(async () => { majors = await post<Y[]>('/v1/major_yogini_dasha'); });

  it('starts at Sankata before birth, on the hand-derived date', () => {
    // Moon 269.8424361° in Uttra Shadha, the 21st nakshatra: (21 + 3) mod 8 = 0 → the 8th yogini, Sankata (8 years).
    // Elapsed (269.8424361 − 266.6666667) / 13.3333333 = 0.2381827 of it: 0.2381827 × 8 × 365.25 = 695.969 days before
    // birth (15 May 1990 05:00 UT) → 18 Jun 1988 05:43 UT = 18-6-1988 11:13 at +5:30.
    const elapsed = (REFERENCE_BODIES[1].fullDegree - 266 - 2 / 3) / (40 / 3);
    const start = Date.UTC(1990, 4, 15, 5, 0) - elapsed * 8 * 365.25 * DAY;
    assert.equal(fmt(start), '18-6-1988 11:13');
    assert.deepEqual(majors[0], {
      // 18-6-1988 11:13 at +5:30 = 1988-06-18 05:43 UTC = 582,615,780,000 ms; 8 calendar years later, 18-6-1996 11:13
      // = 1996-06-18 05:43 UTC = 835,076,580,000 ms.
      dasha_id: 7, dasha_name: 'Sankata', start_date: '18-6-1988 11:13', end_date: '18-6-1996 11:13',
      start_ms: 582_615_780_000, end_ms: 835_076_580_000, duration: 8,
    });
  });

  it('lists sixteen majors (two cycles) in order, each whole calendar years, with start_ms/end_ms of the printed minutes', () => {
    assert.equal(majors.length, 16);
    assert.deepEqual(majors.map((m) => m.dasha_id), [7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6]);
    for (const m of majors) {
      assert.deepEqual(Object.keys(m), ['dasha_id', 'dasha_name', 'start_date', 'end_date', 'start_ms', 'end_ms', 'duration']);
      assert.equal(m.dasha_name, NAMES[m.dasha_id]);
      assert.equal(m.duration, m.dasha_id + 1);
      const [sd, sm, sy, st] = m.start_date.split(/[- ]/);
      assert.equal(m.end_date, `${sd}-${sm}-${Number(sy) + m.duration} ${st}`);
      assert.equal(m.start_ms, msOf(m.start_date, 5.5));
      assert.equal(m.end_ms, msOf(m.end_date, 5.5));
    }
    for (let i = 1; i < 16; i++) assert.equal(majors[i]!.start_date, majors[i - 1]!.end_date);
    // 8 + 1 + 2 + … + 7 = 36 years per cycle: two cycles end 72 years after 18-6-1988.
    assert.equal(majors[15]!.end_date, '18-6-2060 11:13');
  });

  it('takes start_ms from the request’s own tzone', async () => {
    const west = await post<Y[]>('/v1/major_yogini_dasha', { ...REFERENCE_BIRTH, tzone: -3.75, lon: -50 });
    for (const m of west) assert.equal(m.start_ms, msOf(m.start_date, -3.75));
  });
});

describe('POST /v1/sub_yogini_dasha and /v1/sub_yogini_dasha/:dashaCycle/:dashaName', () => {
  it('gives every listed major with its eight sub-periods, tiling it', async () => {
    const [all, majors] = await Promise.all([post<WithSubs[]>('/v1/sub_yogini_dasha'), post<Y[]>('/v1/major_yogini_dasha')]);
    assert.deepEqual(all.map((x) => x.major_dasha), majors);
    for (const { major_dasha, sub_dasha } of all) {
      assert.equal(sub_dasha.length, 8);
      assert.deepEqual(sub_dasha.map((s) => s.dasha_id), [0, 1, 2, 3, 4, 5, 6, 7].map((k) => (major_dasha.dasha_id + k) % 8));
      assert.equal(sub_dasha[0]!.start_date, major_dasha.start_date);
      assert.equal(sub_dasha[7]!.end_date, major_dasha.end_date);
      for (let i = 1; i < 8; i++) assert.equal(sub_dasha[i]!.start_ms, sub_dasha[i - 1]!.end_ms);
      for (const s of sub_dasha) {
        assert.deepEqual(Object.keys(s), ['dasha_id', 'dasha_name', 'start_date', 'end_date', 'start_ms', 'end_ms']);
        assert.equal(s.start_ms, msOf(s.start_date, 5.5));
      }
    }
  });

  it('/1/ulka: the Ulka major of the first cycle, its subs worked by hand', async () => {
    // Ulka (6 years) is the 7th major from Sankata: 18-6-1988 + 8 + 1 + 2 + 3 + 4 + 5 = 23 years → 18-6-2011 11:13 to
    // 18-6-2017 11:13. Its subs, from Ulka, are 6 years × n / 36 of 365.25-day years: Ulka 6 → 365.25 days,
    // Siddha 7 → 426.125, Sankata 8 → 487, Mangla 1 → 60.875, Pingla 2 → 121.75, Dhanya 3 → 182.625, Bhramari 4 → 243.5,
    // and Bhadrika runs to the major's end (5 → 304.375 days nominal; the two leap days of 2012 and 2016 make the
    // calendar span 2,192 days against 2,191.5, so it gets 304.875).
    const got = await post<WithSubs>('/v1/sub_yogini_dasha/1/ulka');
    const start = msOf('18-6-2011 11:13', 5.5);
    const spans = [365.25, 426.125, 487, 60.875, 121.75, 182.625, 243.5, 304.875];
    let t = start;
    const expected = spans.map((days) => { const s = { start: fmt(t), end: fmt(t + days * DAY) }; t += days * DAY; return s; });
    assert.deepEqual(got.sub_dasha.map((s) => ({ start: s.start_date, end: s.end_date })), expected);
    assert.deepEqual(got.sub_dasha.slice(0, 2).map((s) => [s.dasha_name, s.start_date, s.end_date]), [
      ['Ulka', '18-6-2011 11:13', '17-6-2012 17:13'], // 365 days reach 17 June in a leap year, + 6 h
      ['Siddha', '17-6-2012 17:13', '17-8-2013 20:13'], // 426 days + 3 h
    ]);
    assert.deepEqual(got.major_dasha, { dasha_id: 5, dasha_name: 'Ulka', start_date: '18-6-2011 11:13', end_date: '18-6-2017 11:13', start_ms: start, end_ms: msOf('18-6-2017 11:13', 5.5), duration: 6 });
    assert.deepEqual(await post('/v1/sub_yogini_dasha/1/ULKA'), got);
  });

  it('counts cycles from the birth yogini: cycle 2 repeats the first eight majors 36 years on; cycle 3 goes past the list', async () => {
    const all = await post<WithSubs[]>('/v1/sub_yogini_dasha');
    assert.deepEqual(await post('/v1/sub_yogini_dasha/2/Sankata'), all[8]);
    assert.deepEqual(await post('/v1/sub_yogini_dasha/1/sankata'), all[0]);
    const third = await post<WithSubs>('/v1/sub_yogini_dasha/3/mangla');
    // Cycle 3 starts 18-6-2060 with Sankata (8 years): Mangla runs 18-6-2068 to 18-6-2069.
    assert.deepEqual([third.major_dasha.start_date, third.major_dasha.end_date], ['18-6-2068 11:13', '18-6-2069 11:13']);
  });

  it('names the yoginis in the requested language', async () => {
    const hi = await post<WithSubs>('/v1/sub_yogini_dasha/1/ulka', REFERENCE_BIRTH, { 'accept-language': 'hi' });
    assert.equal(hi.major_dasha.dasha_id, 5);
    assert.notEqual(hi.major_dasha.dasha_name, 'Ulka');
  });

  it('refuses a bad cycle or yogini naming the path parameter', async () => {
    const cases = [['0/ulka', 'dashaCycle'], ['4/ulka', 'dashaCycle'], ['x/ulka', 'dashaCycle'], ['1.5/ulka', 'dashaCycle'], ['1/kali', 'dashaName'], ['1/1', 'dashaName']];
    for (const [tail, field] of cases) {
      const res = await server.post(`/v1/sub_yogini_dasha/${tail}`, REFERENCE_BIRTH);
      assert.equal(res.status, 400, tail);
      assert.deepEqual(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field), [field], tail);
    }
  });
});

describe('Yogini sub-period properties', () => {
  it('sub-periods tile their major: same start and end, no gap, nominal spans but the last', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), fc.double({ min: 2415021, max: 2488070, noNaN: true }), fc.integer({ min: -24, max: 28 }), (moon, birth, tzHalfHours) => {
      for (const major of majorYoginis(moon, birth, tzHalfHours / 2, 16)) {
        const subs = yoginiSubPeriods(major);
        assert.equal(subs[0]!.start, major.start);
        assert.equal(subs[0]!.lord, major.lord);
        assert.equal(subs[7]!.end, major.end);
        for (let i = 1; i < 8; i++) assert.equal(subs[i]!.start, subs[i - 1]!.end);
        for (const s of subs.slice(0, 7)) assert.ok(Math.abs(s.end - s.start - (yoginiYears(major.lord) * yoginiYears(s.lord) * 365.25) / 36) < 1e-6);
        // The last one absorbs the difference between n calendar years (365 n days + their leap days, 1900 and 2100
        // not leap) and n × 365.25 days: from −1.75 to +0.75 days.
        const last = subs[7]!.end - subs[7]!.start - (yoginiYears(major.lord) * yoginiYears(subs[7]!.lord) * 365.25) / 36;
        assert.ok(last >= -1.75 - 1e-6 && last <= 0.75 + 1e-6, String(last));
      }
    }), { numRuns: 300 });
  });
});
