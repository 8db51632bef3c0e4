// Western (Pythagorean) numerology on a real server, every number worked by hand below from the letter
// table A J S = 1, B K T = 2, C L U = 3, D M V = 4, E N W = 5, F O X = 6, G P Y = 7, H Q Z = 8, I R = 9
// (L. Dow Balliett, 1905/1908; docs/numerology.md), vowels A E I O U and Y when no vowel stands beside it,
// master numbers 11, 22 and 33 kept. No worked example printed in a public-domain book was found to copy,
// so the arithmetic is shown here instead.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from './helpers/server.js';
import { assertHindiBank, CAREFUL_BANNED } from './helpers/text-banks.js';
import { WESTERN_EN } from '../src/numerology/texts/en/western.js';
import { WESTERN_TEXTS } from '../src/numerology/texts/index.js';

// 22 Nov 2026 20:00 UT: already 23 Nov at +5:30, still 22 Nov at 0 and at −5.
const NOW = new Date('2026-11-22T20:00:00Z');

let server: TestServer;
before(async () => { server = await startServer({ clock: () => NOW }); });
after(() => server.close());

const RAHUL = { day: 25, month: 12, year: 1988, name: 'Rahul Sharma' };

type Numbers = Record<string, unknown> & { challenge_numbers: number[] };

describe('POST /v1/numerological_numbers', () => {
  it('Rahul Sharma, 25 December 1988', async () => {
    const r = await server.answer<Numbers>('/v1/numerological_numbers', RAHUL);
    // Letters: R9 A1 H8 U3 L3 = 24; S1 H8 A1 R9 M4 A1 = 24.
    // Expression: 24 + 24 = 48 → 4 + 8 = 12 → 1 + 2 = 3.
    // Soul urge (vowels A U A A): 1 + 3 + 1 + 1 = 6.
    // Personality (R H L S H R M): 9 + 8 + 3 + 1 + 8 + 9 + 4 = 42 → 6.
    // Subconscious self: the values shown are 9, 1, 8, 3, 4: five of the nine.
    // Life path: month 12 → 3, day 25 → 7, year 1988 → 26 → 8; 3 + 7 + 8 = 18 → 9.
    // Challenges: |3 − 7| = 4, |7 − 8| = 1, |4 − 1| = 3, |3 − 8| = 5.
    assert.deepEqual(r, {
      name: 'Rahul Sharma', birth_date: '1988-12-25', lifepath_number: 9, personality_number: 6, expression_number: 3,
      soul_urge_number: 6, subconscious_self_number: 5, challenge_numbers: [4, 1, 3, 5],
    });
  });

  it('reads the older clients’ date and full_name, and the SDK’s body with both', async () => {
    const older = await server.answer<Numbers>('/v1/numerological_numbers', { date: 25, month: 12, year: 1988, full_name: 'Rahul Sharma' });
    const sdk = await server.answer<Numbers>('/v1/numerological_numbers', { ...RAHUL, full_name: 'Rahul Sharma', date: 25 });
    assert.deepEqual([older.expression_number, older.lifepath_number, older.name], [3, 9, 'Rahul Sharma']);
    assert.deepEqual(sdk, older);
  });

  it('keeps the master numbers of the life path, reducing month, day and year first', async () => {
    const lifepath = async (day: number, month: number, year: number) =>
      (await server.answer<Numbers>('/v1/numerological_numbers', { day, month, year, name: 'A' })).lifepath_number;
    // 1 Jan 2007: 1 + 1 + (2 + 0 + 0 + 7 = 9) = 11, kept.
    assert.equal(await lifepath(1, 1, 2007), 11);
    // 2 Nov 2007: month 11 kept, 11 + 2 + 9 = 22, kept.
    assert.equal(await lifepath(2, 11, 2007), 22);
    // 22 Sep 2000: 9 + 22 (kept) + 2 = 33, kept; adding all digits at once (2+2+9+2+0+0+0 = 15 → 6) would hide it.
    assert.equal(await lifepath(22, 9, 2000), 33);
    // 29 Nov 1990: 11 + 11 + (1 + 9 + 9 + 0 = 19 → 10 → 1) = 23 → 5: masters in the parts, none in the sum.
    assert.equal(await lifepath(29, 11, 1990), 5);
  });

  it('keeps a master expression number and applies the Y rule', async () => {
    const numbers = (name: string) => server.answer<Numbers>('/v1/numerological_numbers', { day: 1, month: 1, year: 2000, name });
    // Ann: A1 N5 N5 = 11, kept; vowel A = 1; consonants N N = 10 → 1.
    assert.deepEqual(Object.values(await numbers('Ann')).slice(3, 6), [1, 11, 1]);
    // Lynn: Y between L and N is a vowel: soul urge 7; consonants L3 N5 N5 = 13 → 4; all 20 → 2.
    const lynn = await numbers('Lynn');
    assert.deepEqual([lynn.soul_urge_number, lynn.personality_number, lynn.expression_number], [7, 4, 2]);
    // Yolanda: Y before O is a consonant. Vowels O6 A1 A1 = 8; consonants Y7 L3 N5 D4 = 19 → 10 → 1; all 27 → 9.
    const yolanda = await numbers('Yolanda');
    assert.deepEqual([yolanda.soul_urge_number, yolanda.personality_number, yolanda.expression_number], [8, 1, 9]);
    // Doyle: Y after O is a consonant, and the vowels O6 E5 = 11 stay a master; consonants D4 Y7 L3 = 14 → 5; all 25 → 7.
    const doyle = await numbers('Doyle');
    assert.deepEqual([doyle.soul_urge_number, doyle.personality_number, doyle.expression_number], [11, 5, 7]);
    // Mary: Y at the end after R is a vowel: A1 Y7 = 8; consonants M4 R9 = 13 → 4; all 21 → 3.
    const mary = await numbers('Mary');
    assert.deepEqual([mary.soul_urge_number, mary.personality_number, mary.expression_number], [8, 4, 3]);
    // Accents go, other scripts and punctuation are ignored: Ráhul-Sharmá is Rahul Sharma.
    assert.equal((await numbers('  Ráhul-Sharmá  राहुल')).expression_number, 3);
  });

  it('gives 0 for a name without vowels or without consonants', async () => {
    const bj = await server.answer<Numbers>('/v1/numerological_numbers', { day: 1, month: 1, year: 2000, name: 'Bj' });
    // B2 J1: no vowel (no Y either); consonants 3.
    assert.deepEqual([bj.soul_urge_number, bj.personality_number, bj.expression_number, bj.subconscious_self_number], [0, 3, 3, 2]);
    const aia = await server.answer<Numbers>('/v1/numerological_numbers', { day: 1, month: 1, year: 2000, name: 'Aia' });
    // A1 I9 A1 = 11 (kept); all vowels, no consonant.
    assert.deepEqual([aia.soul_urge_number, aia.personality_number, aia.expression_number], [11, 0, 11]);
  });

  it('refuses a missing name or day, a name without letters and a day the month lacks, naming the field', async () => {
    const refusal = async (body: object) => {
      const res = await server.post('/v1/numerological_numbers', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      return ((await res.json()) as { code: string; errors: { field: string }[] });
    };
    const missing = await refusal({ month: 1, year: 2000 });
    assert.deepEqual([missing.code, missing.errors.map((e) => e.field)], ['missing_field', ['day', 'name']]);
    assert.deepEqual((await refusal({ ...RAHUL, name: '1234' })).errors.map((e) => e.field), ['name']);
    assert.deepEqual((await refusal({ date: 1, month: 1, year: 2000, full_name: 'राहुल' })).errors.map((e) => e.field), ['full_name']);
    assert.deepEqual((await refusal({ ...RAHUL, day: 30, month: 2 })).errors.map((e) => e.field), ['day']);
    assert.deepEqual((await refusal({ date: 31, month: 4, year: 2000, name: 'A' })).errors.map((e) => e.field), ['date']);
  });
});

describe('the single numbers', () => {
  it('each answers its number, its title and the text of that number', async () => {
    const cases = [
      ['lifepath_number', 9, WESTERN_EN.numbers[9].lifepath],
      ['expression_number', 3, WESTERN_EN.numbers[3].expression],
      ['soul_urge_number', 6, WESTERN_EN.numbers[6].soul_urge],
      ['personality_number', 6, WESTERN_EN.numbers[6].personality],
      // Rahul Sharma's letters show 9, 1, 8, 3, 4 (worked above): five of the nine.
      ['sub_conscious_self_number', 5, WESTERN_EN.sub_conscious_self[5]],
    ] as const;
    for (const [path, number, text] of cases) {
      const r = await server.answer<Record<string, unknown>>(`/v1/${path}`, RAHUL);
      assert.deepEqual(Object.keys(r), ['title', path, 'description']);
      assert.deepEqual([r[path], r.description], [number, text], path);
    }
    const master = await server.answer<Record<string, unknown>>('/v1/lifepath_number', { day: 22, month: 9, year: 2000, name: 'A' });
    assert.deepEqual([master.lifepath_number, master.description], [33, WESTERN_EN.numbers[33].lifepath]);
    const none = await server.answer<Record<string, unknown>>('/v1/soul_urge_number', { day: 1, month: 1, year: 2000, name: 'Bj' });
    assert.deepEqual([none.soul_urge_number, none.description], [0, WESTERN_EN.none.soul_urge]);
  });

  it('sub_conscious_self_number counts the different values the letters show, 1 to 9', async () => {
    const self = async (name: string) =>
      (await server.answer<Record<string, unknown>>('/v1/sub_conscious_self_number', { day: 1, month: 1, year: 2000, name }));
    // B2 E5 N5 J1 A1 M4 I9 N5, F6 R9 A1 N5 K2 L3 I9 N5: the values 1 2 3 4 5 6 9 (no 7, no 8): seven.
    assert.deepEqual(await self('Benjamin Franklin'), { title: 'Subconscious Self Number', sub_conscious_self_number: 7, description: WESTERN_EN.sub_conscious_self[7] });
    // A1 J1 S1: one value, repeated.
    assert.equal((await self('Ajs')).sub_conscious_self_number, 1);
    // A1 B2 C3 D4 E5 F6 G7 H8 I9: all nine.
    assert.deepEqual((await self('abcdefghi')).description, WESTERN_EN.sub_conscious_self[9]);
    const noLetter = await server.post('/v1/sub_conscious_self_number', { day: 1, month: 1, year: 2000, name: '42' });
    assert.equal(noLetter.status, 400);
    assert.deepEqual(((await noLetter.json()) as { errors: { field: string }[] }).errors.map((e) => e.field), ['name']);
  });

  it('challenge_numbers: the four, named, each with the text of its number', async () => {
    const r = await server.answer<{ challenge_numbers: number[]; challenges: { name: string; number: number; description: string }[] }>('/v1/challenge_numbers', RAHUL);
    assert.deepEqual(r.challenge_numbers, [4, 1, 3, 5]);
    assert.deepEqual(r.challenges.map((c) => [c.number, c.description]), [4, 1, 3, 5].map((n) => [n, WESTERN_EN.challenges[n]]));
    // 1 Jan 2007: month 1, day 1, year 9: |1 − 1| = 0, |1 − 9| = 8, |0 − 8| = 8, |1 − 9| = 8.
    assert.deepEqual((await server.answer<{ challenge_numbers: number[] }>('/v1/challenge_numbers', { day: 1, month: 1, year: 2007, name: 'A' })).challenge_numbers, [0, 8, 8, 8]);
  });
});

describe('personal day, month and year: the current date at the body’s timezone', () => {
  // Born 25 Dec 1988: month 3, day 7. Year 2026 → 10 → 1: personal year 3 + 7 + 1 = 11 → 2.
  // November: 2 + (11 → 2) = 4. Day 23 (at +5:30): 4 + 5 = 9; day 22 (at 0 or −5): 4 + 4 = 8.
  it('personal_day_prediction: 9 on 23 Nov at +5:30 (the default), 8 on 22 Nov at 0 and −5', async () => {
    const day = (extra: object) => server.answer<Record<string, unknown>>('/v1/personal_day_prediction', { ...RAHUL, ...extra });
    assert.deepEqual(await day({}), { personal_day_number: 9, prediction_date: '23-11-2026', prediction: WESTERN_EN.personal_day[9] });
    assert.deepEqual(await day({ timezone: 5.5 }), await day({}));
    assert.deepEqual(await day({ timezone: 0 }), { personal_day_number: 8, prediction_date: '22-11-2026', prediction: WESTERN_EN.personal_day[8] });
    assert.equal((await day({ timezone: '-5' })).personal_day_number, 8);
  });

  it('personal_month_prediction and personal_year_prediction', async () => {
    assert.deepEqual(await server.answer('/v1/personal_month_prediction', RAHUL), { personal_month_number: 4, prediction_month: '11-2026', prediction: WESTERN_EN.personal_month[4] });
    assert.deepEqual(await server.answer('/v1/personal_year_prediction', RAHUL), { personal_year_number: 2, prediction_year: '2026', prediction: WESTERN_EN.personal_year[2] });
  });

  it('the year turns at the body’s timezone', async () => {
    const s = await startServer({ clock: () => new Date('2026-12-31T20:00:00Z') });
    try {
      // At +5:30 it is 1 Jan 2027: 3 + 7 + (2027 → 11 → 2) = 12 → 3; at 0 still 2026: 2.
      assert.equal((await s.answer<{ personal_year_number: number }>('/v1/personal_year_prediction', RAHUL)).personal_year_number, 3);
      assert.equal((await s.answer<{ personal_year_number: number }>('/v1/personal_year_prediction', { ...RAHUL, timezone: 0 })).personal_year_number, 2);
    } finally {
      await s.close();
    }
  });

  it('refuses a timezone out of range, naming it', async () => {
    const res = await server.post('/v1/personal_day_prediction', { ...RAHUL, timezone: 15 });
    assert.equal(res.status, 400);
    assert.deepEqual(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field), ['timezone']);
  });
});

describe('Western numerology texts', () => {
  it('every number has its four texts, all different; 9 challenges; 9 texts per personal cycle and for the subconscious self', () => {
    const all = [
      ...Object.values(WESTERN_EN.numbers).flatMap((n) => Object.values(n)), ...Object.values(WESTERN_EN.none), ...WESTERN_EN.challenges,
      ...Object.values(WESTERN_EN.personal_year), ...Object.values(WESTERN_EN.personal_month), ...Object.values(WESTERN_EN.personal_day),
      ...Object.values(WESTERN_EN.sub_conscious_self),
    ];
    assert.equal(all.length, 12 * 4 + 2 + 9 + 27 + 9);
    assert.equal(new Set(all).size, all.length);
    for (const text of all) assert.doesNotMatch(text, CAREFUL_BANNED, text);
  });

  it('Hindi has every English entry, in Devanagari without Latin words', () => assertHindiBank(WESTERN_EN, WESTERN_TEXTS.hi));

  it('answers in Hindi when asked, and in English, saying so, for the languages without a bank', async () => {
    const hi = await server.post('/v1/lifepath_number', RAHUL, { 'accept-language': 'hi-IN' });
    assert.equal(hi.headers.get('content-language'), 'hi');
    assert.deepEqual(await hi.json(), { title: 'जीवन पथ अंक', lifepath_number: 9, description: WESTERN_TEXTS.hi!.numbers[9].lifepath });
    const ta = await server.post('/v1/personal_day_prediction', RAHUL, { 'accept-language': 'ta' });
    assert.equal(ta.headers.get('content-language'), 'en');
    assert.equal(((await ta.json()) as { prediction: string }).prediction, WESTERN_EN.personal_day[9]);
  });
});
