// Jaimini Chara dasha: the rules against published examples (test/fixtures/chara-dasha-published.ts),
// the reference chart worked by hand, and the four endpoints.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { charaYears, mahadashaSigns, mahadashas, subPeriods, type CharaChart } from '../src/vedic/chara-dasha.js';
import { DHASMANA_EXAMPLE_1 } from './fixtures/chara-dasha-published.js';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

interface CD { sign_id: number; sign_name: string; duration?: string; start_date: string; end_date: string; start_ms?: number; end_ms?: number }

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const NOW = new Date('2026-11-22T12:00:00Z');
const addYears = (jd: number, years: number) => jd + years * 365.25;

describe('the rules against published examples', () => {
  it('Dhasmana’s Example 1 (Gemini lagna): order and years of the five printed periods', () => {
    const chart: CharaChart = DHASMANA_EXAMPLE_1;
    const signs = mahadashaSigns(chart);
    const printed = DHASMANA_EXAMPLE_1.published;
    assert.deepEqual(signs.slice(0, printed.length), printed.map((p) => p.sign));
    assert.deepEqual(printed.map((p) => charaYears(chart, p.sign)), printed.map((p) => p.years));
  });

  it('antardashas: Pisces runs Aries, Taurus, Gemini …, Pisces last (Dhasmana); Scorpio → Libra, Cancer → Gemini, Aries → Taurus (the service’s docs)', () => {
    const of = (sign: number) => subPeriods({ sign, startJd: 0, endJd: 12, length: 12 }).map((p) => p.sign);
    assert.deepEqual(of(11), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    assert.deepEqual(of(7).slice(0, 2), [6, 5]);
    assert.equal(of(7)[11], 7);
    assert.deepEqual(of(3).slice(0, 2), [2, 1]);
    assert.deepEqual(of(0).slice(0, 2), [1, 2]);
  });

  it('a Scorpio lagna runs backward (the service’s docs: Scorpio, Libra, …, Sagittarius last)', () => {
    const chart: CharaChart = { ...DHASMANA_EXAMPLE_1, ascendantSign: 7 };
    assert.deepEqual(mahadashaSigns(chart), [7, 6, 5, 4, 3, 2, 1, 0, 11, 10, 9, 8]);
  });

  it('an N-year mahadasha has twelve antardashas of N months, i.e. twelve equal parts', () => {
    const majors = mahadashas(DHASMANA_EXAMPLE_1, 0, addYears);
    const gemini = majors[0]!;
    assert.equal(gemini.length, 4);
    const subs = subPeriods(gemini);
    for (const s of subs) assert.ok(Math.abs(s.endJd - s.startJd - (4 * 365.25) / 12) < 1e-9);
    assert.equal(subs[11]!.endJd, gemini.endJd);
  });

  it('dual lordship: both lords in the sign give 12; one in it, count to the other', () => {
    const base = DHASMANA_EXAMPLE_1.grahas.map((g) => ({ ...g }));
    const withAt = (moves: Record<number, number>): CharaChart => ({ ascendantSign: 2, grahas: base.map((g, id) => (id in moves ? { ...g, sign: moves[id]! } : g)) });
    assert.equal(charaYears(withAt({ 6: 10, 7: 10 }), 10), 12); // Saturn and Rahu in Aquarius
    // Saturn in Aquarius, Rahu in Aries: count backward (Aquarius is indirect) Aqu, Cap, …, Aries = 11 signs, less one = 10.
    assert.equal(charaYears(withAt({ 6: 10, 7: 0 }), 10), 10);
    // Mars in Scorpio, Ketu in Libra: count forward from Scorpio to Libra = 12 signs, less one = 11.
    assert.equal(charaYears(withAt({ 2: 7, 8: 6 }), 7), 11);
  });
});

let server: TestServer;
before(async () => { server = await startServer({ clock: () => NOW }); });
after(() => server.close());

const post = <T>(path: string, body: object = REFERENCE_BIRTH, headers: Record<string, string> = {}) => server.answer<T>(path, body, headers);

// The reference chart: lagna Cancer; Sun Taurus, Moon Sagittarius, Mars Aquarius 24.39°, Mercury Aries,
// Jupiter Gemini, Venus Pisces, Saturn Capricorn 1.53°, Rahu Capricorn 17.63°, Ketu Cancer 17.63°.
// Cancer's 9th is Pisces, of the indirect group: the dashas run backward from Cancer. Years, counting
// forward from Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius and backward from the others, less one:
// Cancer → Moon in Sag: Can Gem Tau Ari Pis Aqu Cap Sag = 8 → 7;  Gemini → Mercury in Aries: 11 → 10;
// Taurus → Venus in Pisces: 11 → 10;  Aries → Mars in Aquarius: 11 → 10;  Pisces → Jupiter in Gemini: 10 → 9;
// Aquarius → Saturn and Rahu both in Capricorn (each with one companion; Rahu further in the sign): 2 → 1;
// Capricorn → Saturn at home: 12;  Sagittarius → Jupiter in Gemini: 7 → 6;
// Scorpio → Mars (Aquarius, alone, 24.39°) beats Ketu (Cancer, alone, 17.63°): Sco Sag Cap Aqu = 4 → 3;
// Libra → Venus in Pisces: 6 → 5;  Virgo → Mercury in Aries: 6 → 5;  Leo → Sun in Taurus: 4 → 3.
const HAND = [[3, 7], [2, 10], [1, 10], [0, 10], [11, 9], [10, 1], [9, 12], [8, 6], [7, 3], [6, 5], [5, 5], [4, 3]] as const;

describe('POST /v1/major_chardasha on the reference chart', () => {
  it('gives the hand-worked signs and years, back to back from the date of birth in whole calendar years', async () => {
    const majors = await post<CD[]>('/v1/major_chardasha');
    assert.deepEqual(majors.map((m) => [m.sign_id, m.sign_name, m.duration]), HAND.map(([s, y]) => [s, SIGNS[s], `${y} Years`]));
    let year = 1990;
    for (const m of majors) {
      assert.equal(m.start_date, `15-5-${year}`);
      year += Number(m.duration!.split(' ')[0]);
      assert.equal(m.end_date, `15-5-${year}`);
    }
    assert.equal(year, 1990 + 81);
    assert.deepEqual(Object.keys(majors[0]!), ['sign_id', 'sign_name', 'duration', 'start_date', 'end_date']);
  });
});

describe('POST /v1/current_chardasha', () => {
  it('on 22-11-2026: Aries (15-5-2017 … 15-5-2027), its antardasha and pratyantardasha by hand', async () => {
    const now = await post<{ dasha_date: string; major_dasha: CD; sub_dasha: CD; sub_sub_dasha: CD }>('/v1/current_chardasha');
    assert.equal(now.dasha_date, '22-11-2026');
    assert.deepEqual(now.major_dasha, { sign_id: 0, sign_name: 'Aries', duration: '10 Years', start_date: '15-5-2017', end_date: '15-5-2027' });
    // Aries (its 9th, Sagittarius, is of the direct group) runs its antardashas forward from Taurus, Aries last. 15-5-2017 05:00 UT
    // + 10 calendar years = 3652 days (29 February 2020 and 2024); each twelfth is 3652 / 12 = 304.3333 days. 22-11-2026 12:00 UT is
    // 3478.2917 days after the start: part 3478.2917 / 304.3333 = 11.43 → the 12th, Aries, from 11 × 304.3333 = 3347.6667 days
    // (15-7-2026 02:30 IST) to the mahadasha's end.
    assert.deepEqual(now.sub_dasha, { sign_id: 0, sign_name: 'Aries', duration: '10 Months', start_date: '15-7-2026', end_date: '15-5-2027' });
    // Inside it, twelfths of 304.3333 / 12 = 25.3611 days from Taurus: (3478.2917 − 3347.6667) / 25.3611 = 5.15 → the 6th, Libra,
    // from 3347.6667 + 5 × 25.3611 = 3474.4722 days (18-11-2026 21:50 IST) to 3499.8333 days (14-12-2026 06:30 IST).
    assert.deepEqual(now.sub_sub_dasha, { sign_id: 6, sign_name: 'Libra', start_date: '18-11-2026', end_date: '14-12-2026' });
  });

  it('refuses a birth after the moment of the request, naming year', async () => {
    const res = await server.post('/v1/current_chardasha', { ...REFERENCE_BIRTH, year: 2030 });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field, 'year');
  });
});

describe('POST /v1/sub_chardasha/:sign and /:majorSign/:subSign', () => {
  it('Cancer’s twelve antardashas run backward from Gemini, Cancer last, as twelfths of its seven years', async () => {
    const r = await post<{ major_dasha: CD; sub_dasha: CD[] }>('/v1/sub_chardasha/Cancer');
    assert.equal(r.major_dasha.duration, '7 Years');
    assert.deepEqual(r.sub_dasha.map((s) => s.sign_id), [2, 1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const birthMs = Date.UTC(1990, 4, 15, 5, 0); // 10:30 at +5:30
    const seven = (Date.UTC(1997, 4, 15, 5, 0) - birthMs) / 12;
    r.sub_dasha.forEach((s, i) => {
      assert.equal(s.start_ms, birthMs + i * seven);
      assert.equal(s.end_ms, birthMs + (i + 1) * seven);
    });
    assert.deepEqual(Object.keys(r.sub_dasha[0]!), ['sign_id', 'sign_name', 'start_date', 'end_date', 'start_ms', 'end_ms']);
  });

  it('Cancer–Leo: the antardasha with its months and its twelve pratyantardashas from Virgo forward (Leo’s 9th is Aries)', async () => {
    const r = await post<{ major_dasha: CD; sub_dasha: CD; sub_sub_dasha: CD[] }>('/v1/sub_chardasha/cancer/leo');
    assert.deepEqual(r.sub_dasha, { sign_id: 4, sign_name: 'Leo', duration: '7 Months', start_date: '15-3-1996', end_date: '14-10-1996' });
    assert.deepEqual(r.sub_sub_dasha.map((s) => s.sign_id), [5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4]);
    assert.equal(r.sub_sub_dasha[0]!.start_date, '15-3-1996');
    assert.equal(r.sub_sub_dasha[11]!.end_date, '14-10-1996');
  });

  it('names signs in the answer language and refuses an unknown sign, naming the parameter', async () => {
    const hi = await post<CD[]>('/v1/major_chardasha', REFERENCE_BIRTH, { 'accept-language': 'hi' });
    assert.equal(hi[0]!.sign_name, 'कर्क');
    const res = await server.post('/v1/sub_chardasha/ophiuchus', REFERENCE_BIRTH);
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field, 'sign');
  });
});
