import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { civilFromJd } from '../src/astro/time.js';
import { YEAR_DAYS } from '../src/vedic/periods.js';
import { currentDasha, majorPeriods, VIMSHOTTARI_YEARS } from '../src/vedic/vimshottari.js';
import { currentYogini, divideYogini, yoginiYears } from '../src/vedic/yogini.js';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

const FIXED_NOW = new Date('2026-11-22T12:00:00Z');
let server: TestServer;
before(async () => { server = await startServer({ clock: () => FIXED_NOW }); });
after(() => server.close());

/** D-M-YYYY<sep>H:M of a UTC millisecond instant in `tzone`, via JavaScript's own calendar. */
function jsFormat(ms: number, tzone: number, sep: string): string {
  const d = new Date(Math.floor((ms + tzone * 3_600_000) / 60_000) * 60_000);
  return `${d.getUTCDate()}-${d.getUTCMonth() + 1}-${d.getUTCFullYear()}${sep}${d.getUTCHours()}:${d.getUTCMinutes()}`;
}

describe('Vimshottari on the reference chart, derived by hand', () => {
  // Moon 269.8424361° lies in the 21st nakshatra, Uttra Shadha (266°40′–280°), ruled by the Sun (6 years).
  // Elapsed = (269.8424361 − 266.6666667) / 13.3333333 = 0.2381827, so 0.2381827 × 6 × 365.25 = 521.977 days of
  // the Sun's period had passed at birth (15 May 1990 05:00 UT); it started that long before and lasts 2191.5 days.
  const moon = REFERENCE_BODIES[1].fullDegree;
  const elapsed = (moon - 266 - 2 / 3) / (40 / 3);
  const birthMs = Date.UTC(1990, 4, 15, 5, 0);
  const startMs = birthMs - elapsed * 6 * YEAR_DAYS * 86_400_000;
  const endMs = startMs + 6 * YEAR_DAYS * 86_400_000;

  it('starts with the Sun period before birth, with the hand-derived dates', async () => {
    const res = await server.post('/v1/major_vdasha', REFERENCE_BIRTH);
    assert.equal(res.status, 200);
    const periods = (await res.json()) as { planet: string; planet_id: number; start: string; end: string }[];
    assert.deepEqual(periods[0], { planet: 'Sun', planet_id: 0, start: jsFormat(startMs, 5.5, '  '), end: jsFormat(endMs, 5.5, '  ') });
    assert.equal(periods[0].start, '9-12-1988  11:2');
    assert.deepEqual(periods.map((p) => p.planet), ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus']);
    assert.deepEqual(periods.map((p) => p.planet_id), [0, 1, 2, 7, 4, 6, 3, 8, 5]);
    for (let i = 1; i < 9; i++) assert.equal(periods[i]!.start, periods[i - 1]!.end);
  });

  it('lists, at every level, the periods inside the running one above, for a fixed "now"', async () => {
    const res = await server.post('/v1/current_vdasha_all', REFERENCE_BIRTH);
    const body = (await res.json()) as Record<string, { planet?: Record<string, string>; dasha_period: { planet: string; start: string; end: string }[] }>;
    assert.deepEqual(Object.keys(body), ['major', 'minor', 'sub_minor', 'sub_sub_minor', 'sub_sub_sub_minor']);
    // On 22 Nov 2026 the Rahu major (10-12-2011 … 9-12-2029) runs.
    assert.equal(body.minor!.planet!.major, 'Rahu');
    assert.equal(body.minor!.dasha_period[0]!.planet, 'Rahu');
    assert.equal(body.minor!.dasha_period[0]!.start, '10-12-2011  5:2');
    assert.equal(body.minor!.dasha_period[8]!.end, '9-12-2029  17:2');
    assert.deepEqual(Object.keys(body.sub_sub_sub_minor!.planet!), ['major', 'minor', 'sub_minor', 'sub_sub_minor']);
    for (const level of ['minor', 'sub_minor', 'sub_sub_minor', 'sub_sub_sub_minor']) assert.equal(body[level]!.dasha_period.length, 9);
  });

  it('refuses a birth after the current moment, naming year', async () => {
    const res = await server.post('/v1/current_vdasha_all', { ...REFERENCE_BIRTH, year: 2030 });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field, 'year');
  });
});

describe('Vimshottari at nakshatra boundaries', () => {
  const birth = 2451545; // any instant
  it('starts the birth period at birth when the Moon is at 0° of a nakshatra', () => {
    // 40° is exactly the start of Rohini (4th), ruled by the Moon: nothing elapsed, 10 full years ahead.
    const [first] = majorPeriods(40, birth);
    assert.equal(first!.lord, 1);
    assert.equal(first!.start, birth);
    assert.equal(first!.end, birth + 10 * YEAR_DAYS);
  });

  it('leaves almost none of the period when the Moon is a hair before the boundary', () => {
    // Just short of 40° the Moon is at the very end of Krittika (Sun, 6 years): the period is nearly over.
    const [first, second] = majorPeriods(40 - 1e-9, birth);
    assert.equal(first!.lord, 0);
    assert.ok(Math.abs(first!.start - (birth - 6 * YEAR_DAYS)) < 1e-3);
    assert.ok(first!.end - birth < 1e-3 && first!.end - birth >= 0);
    assert.equal(second!.lord, 1);
  });
});

// The Vimshottari cycle by API planet id (Ketu 8, Venus 5, Sun 0, Moon 1, Mars 2, Rahu 7, Jupiter 4, Saturn 6,
// Mercury 3) and each lord's years (7, 20, 6, 10, 7, 18, 16, 19, 17; 120 in all), as published (Parashara,
// BPHS ch. 46), written out here rather than taken from src/vedic.
const CYCLE = [8, 5, 0, 1, 2, 7, 4, 6, 3];
const YEARS_BY_LORD: Record<number, number> = { 8: 7, 5: 20, 0: 6, 1: 10, 2: 7, 7: 18, 4: 16, 6: 19, 3: 17 };

const moonArb = fc.double({ min: 0, max: 359.999999, noNaN: true });
const birthArb = fc.double({ min: 2378497, max: 2597640, noNaN: true });

describe('dasha arithmetic properties', () => {
  it('spans exactly 120 × 365.25 days with the nine majors, each of its lord’s years', () => {
    fc.assert(fc.property(moonArb, birthArb, (moon, birth) => {
      const majors = majorPeriods(moon, birth);
      assert.equal(majors.length, 9);
      assert.ok(Math.abs(majors[8]!.end - majors[0]!.start - 120 * YEAR_DAYS) < 1e-6);
      for (const m of majors.slice(0, 8)) assert.ok(Math.abs(m.end - m.start - VIMSHOTTARI_YEARS[m.lord] * YEAR_DAYS) < 1e-6);
      assert.ok(majors[0]!.start <= birth && birth < majors[0]!.end);
    }));
  });

  it('tiles each parent with its children at every level, and the running period contains the instant', () => {
    fc.assert(fc.property(moonArb, birthArb, fc.double({ min: 0, max: 250 * 365.25, noNaN: true }), (moon, birth, after) => {
      const start = majorPeriods(moon, birth)[0]!.start;
      const now = start + after;
      const { levels, running } = currentDasha(moon, birth, now, 5);
      assert.equal(running.length, 5);
      running.forEach((p, level) => {
        assert.ok(p.start <= now && now < p.end, `level ${level}`);
        if (level === 0) return;
        const children = levels[level]!;
        const parent = running[level - 1]!;
        // Independently of subPeriods: the nine lords in the Vimshottari order from the parent's own lord,
        // each lasting parent × lord's years / 120.
        const from = CYCLE.indexOf(parent.lord);
        children.forEach((c, i) => {
          const lord = CYCLE[(from + i) % 9]!;
          assert.equal(c.lord, lord);
          assert.ok(Math.abs((c.end - c.start) - ((parent.end - parent.start) * YEARS_BY_LORD[lord]!) / 120) < 1e-6, `level ${level} child ${i}`);
        });
        assert.equal(children[0]!.lord, parent.lord);
        assert.equal(children[0]!.start, parent.start);
        assert.equal(children[8]!.end, parent.end);
        for (let i = 1; i < 9; i++) assert.equal(children[i]!.start, children[i - 1]!.end);
      });
    }));
  });

  it('runs Yogini majors for whole calendar years and cuts the last sub at the major’s end', () => {
    fc.assert(fc.property(moonArb, fc.double({ min: 2415021, max: 2488070, noNaN: true }), fc.double({ min: 0, max: 100 * 365.25, noNaN: true }), fc.integer({ min: -24, max: 28 }), (moon, birth, after, tzHalfHours) => {
      const tz = tzHalfHours / 2;
      const now = birth + after;
      const y = currentYogini(moon, birth, now, tz);
      const a = civilFromJd(y.major.start, tz);
      const b = civilFromJd(y.major.end, tz);
      if (!(a.month === 2 && a.day === 29)) {
        assert.deepEqual([b.year - a.year, b.month, b.day, b.hour, b.minute], [yoginiYears(y.major.lord), a.month, a.day, a.hour, a.minute]);
      }
      const subs = divideYogini(y.major, yoginiYears(y.major.lord) * YEAR_DAYS);
      assert.equal(subs[0]!.lord, y.major.lord);
      assert.equal(subs[7]!.end, y.major.end);
      for (const p of [y.major, y.sub, y.subSub]) assert.ok(p.start <= now && now < p.end);
      assert.ok(y.major.start <= y.sub.start && y.sub.end <= y.major.end);
      assert.ok(y.sub.start <= y.subSub.start && y.subSub.end <= y.sub.end);
    }));
  });
});

describe('current Yogini dasha on the reference chart', () => {
  it('enters at Sankata (Uttra Shadha: (21 + 3) mod 8 = 0 → the 8th yogini) and is Sankata again 36 years later', async () => {
    // Birth period: Sankata (8 years) began 0.2381827 × 8 × 365.25 days before birth, on 18 Jun 1988;
    // the cycle of 36 calendar years brings Sankata back on 18 Jun 2024, running to 18 Jun 2032.
    const res = await server.post('/v1/current_yogini_dasha', REFERENCE_BIRTH);
    const body = (await res.json()) as { major_dasha: Record<string, unknown>; sub_dasha: Record<string, unknown>; sub_sub_dasha: Record<string, unknown> };
    assert.deepEqual(Object.keys(body), ['major_dasha', 'sub_dasha', 'sub_sub_dasha']);
    assert.deepEqual(Object.keys(body.major_dasha), ['dasha_id', 'dasha_name', 'duration', 'start_date', 'end_date']);
    assert.deepEqual(Object.keys(body.sub_dasha), ['dasha_id', 'dasha_name', 'start_date', 'end_date']);
    const elapsedDays = ((REFERENCE_BODIES[1].fullDegree - 266 - 2 / 3) / (40 / 3)) * 8 * YEAR_DAYS;
    const birthStart = new Date(Date.UTC(1990, 4, 15, 5, 0) - elapsedDays * 86_400_000);
    const hm = jsFormat(birthStart.getTime(), 5.5, ' ').split(' ')[1];
    assert.deepEqual(body.major_dasha, { dasha_id: 7, dasha_name: 'Sankata', duration: '8 Years', start_date: `18-6-2024 ${hm}`, end_date: `18-6-2032 ${hm}` });
    assert.match(jsFormat(birthStart.getTime(), 5.5, ' '), /^18-6-1988 /);
  });
});
