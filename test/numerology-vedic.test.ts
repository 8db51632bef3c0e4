// Vedic numerology reports and the daily prediction on a real server with a fixed clock. The radical number
// is the day of birth reduced to 1–9 (25 → 2 + 5 = 7; 28 → 10 → 1), worked here by hand; what each text
// must say is checked against the reference numerology table and Brihat Jataka's quarters of the planets
// (test/fixtures/numerology-reference.ts, sources named there), not against our own data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_ROWS } from './fixtures/numerology-reference.js';
import { startServer, type TestServer } from './helpers/server.js';
import { assertHindiBank, CAREFUL_BANNED } from './helpers/text-banks.js';
import { relationOf } from '../src/numerology/vedic-daily.js';
import { VEDIC_EN } from '../src/numerology/texts/en/vedic.js';
import { VEDIC_TEXTS } from '../src/numerology/texts/index.js';

// 22 Nov 2026 20:00 UT: 23 Nov at +5:30 (the default timezone), 22 Nov at 0.
const NOW = new Date('2026-11-22T20:00:00Z');

let server: TestServer;
before(async () => { server = await startServer({ clock: () => NOW }); });
after(() => server.close());

const person = (day: number) => ({ day, month: 1, year: 2000, name: 'Asha' });
type Report = { title: string; description: string };
const report = (path: string, day: number) => server.answer<Report>(`/v1/${path}`, person(day));

/** "1, 2, 3 and 9" */
const spoken = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return `${s.slice(0, -1).join(', ')} and ${s.at(-1)}`; };
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** The planetary week: each weekday is named for its lord. */
const WEEKDAY: Record<string, string> = { Sun: 'Sunday', Moon: 'Monday', Mars: 'Tuesday', Mercury: 'Wednesday', Jupiter: 'Thursday', Venus: 'Friday', Saturn: 'Saturday' };

describe('the six reports of the radical number', () => {
  it('answer {title, description}, the day reduced: 25 → 7, 28 → 10 → 1, 31 → 4, also from the date alias', async () => {
    const r = await server.answer<Report>('/v1/numero_report', { day: 25, month: 12, year: 1988, name: 'Rahul Sharma' });
    assert.deepEqual(Object.keys(r), ['title', 'description']);
    assert.match(r.description, /^Your radical number is 7, the number of Ketu\./);
    assert.match((await report('numero_report', 28)).description, /^Your radical number is 1, the number of the Sun\./);
    const alias = await server.answer<Report>('/v1/numero_report', { date: 31, month: 1, year: 2000, full_name: 'Asha' });
    assert.match(alias.description, /^Your radical number is 4, the number of Rahu\./);
  });

  for (let radical = 1; radical <= 9; radical++) {
    const ref = REFERENCE_ROWS[radical]!;
    it(`radical ${radical} (${ref.ruler}): each report says what the reference table and Brihat Jataka give`, async () => {
      const character = (await report('numero_report', radical)).description;
      assert.ok(character.includes(`number of ${ref.ruler === 'Sun' || ref.ruler === 'Moon' ? 'the ' : ''}${ref.ruler}`), character);
      assert.match(character, new RegExp(`numbers ${spoken(ref.friendly)}\\b`, 'i'));

      const time = (await report('numero_fav_time', radical)).description;
      for (const day of ref.days) assert.ok(time.includes(day), `${day}: ${time}`);
      // The dates that reduce to the radical: r, r + 9, r + 18, r + 27, up to the 31st.
      for (const date of [radical, radical + 9, radical + 18, radical + 27].filter((d) => d <= 31)) assert.ok(time.includes(ordinal(date)), `${ordinal(date)}: ${time}`);

      const place = (await report('numero_place_vastu', radical)).description;
      if (ref.quarter) assert.match(place, new RegExp(`${ref.ruler} rules the ${ref.quarter}\\b(?!-)`));
      else assert.match(place, /no quarter of its own/);

      const fasts = (await report('numero_fasts_report', radical)).description;
      if (WEEKDAY[ref.ruler]) assert.ok(fasts.startsWith(`Your fast is on ${WEEKDAY[ref.ruler]}s`), fasts);
      assert.match(fasts, /only as far as your health allows/);

      assert.ok((await report('numero_fav_lord', radical)).description.includes(ref.god));
      assert.ok((await report('numero_fav_mantra', radical)).description.includes(ref.mantra));
    });
  }

  it('refuses a name without a Latin letter and a missing day, naming them', async () => {
    const res = await server.post('/v1/numero_fav_lord', { month: 1, year: 2000, name: '123' });
    assert.equal(res.status, 400);
    assert.deepEqual(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field), ['day']);
    const noLetter = await server.post('/v1/numero_fav_lord', { ...person(1), name: '१२३' });
    assert.deepEqual(((await noLetter.json()) as { errors: { field: string }[] }).errors.map((e) => e.field), ['name']);
  });

  it('answers in Hindi when asked, and in English, saying so, for the languages without a bank', async () => {
    const hi = await server.post('/v1/numero_report', person(7), { 'accept-language': 'hi' });
    assert.equal(hi.headers.get('content-language'), 'hi');
    assert.match(((await hi.json()) as Report).description, /^आपका मूलांक 7 है, जो केतु का अंक है।/);
    const mantra = await server.answer<Report>('/v1/numero_fav_mantra', person(7), { 'accept-language': 'hi' });
    assert.ok(mantra.description.includes('॥ ॐ कें केतवे नमः ॥'), mantra.description);
    const ta = await server.post('/v1/numero_report', person(7), { 'accept-language': 'ta' });
    assert.equal(ta.headers.get('content-language'), 'en');
    assert.match(((await ta.json()) as Report).description, /^Your radical number is 7/);
  });
});

describe('POST /v1/numero_prediction/daily', () => {
  type Daily = { prediction: string; lucky_color: string; lucky_number: string; prediction_date: string };
  const daily = (day: number, extra: object = {}) => server.answer<Daily>('/v1/numero_prediction/daily', { ...person(day), ...extra });

  it('a friendly day: radical 5 (born the 14th: 1 + 4) on the 23rd (2 + 3 = 5), Mercury’s', async () => {
    const r = await daily(14);
    assert.deepEqual(Object.keys(r), ['prediction', 'lucky_color', 'lucky_number', 'prediction_date']);
    // Row 5: friendly 1, 5, 6, so 5 is friendly; the lucky number is the day's, its first colour Light green.
    assert.deepEqual([r.lucky_number, r.lucky_color, r.prediction_date], ['5', 'Light green', '23-11-2026']);
    assert.match(r.prediction, /^Today’s number is 5, the number of Mercury, a friend of your radical number/);
  });

  it('a neutral day at timezone 0: the 22nd (2 + 2 = 4), which row 5 does not list', async () => {
    const r = await daily(14, { timezone: 0 });
    assert.deepEqual([r.lucky_number, r.lucky_color, r.prediction_date], ['5', 'Light green', '22-11-2026']);
    assert.match(r.prediction, /^Today’s number is 4, the number of Rahu, neither friend nor foe/);
  });

  it('an unfriendly day: radical 2 on the 23rd (row 2: evil 5, 8); the lucky number is the radical, White', async () => {
    const r = await daily(2);
    assert.deepEqual([r.lucky_number, r.lucky_color], ['2', 'White']);
    assert.match(r.prediction, /^Today’s number is 5, the number of Mercury, which does not sit well/);
  });

  it('radical 7 (25 December 1988) on the 23rd: 5 is in row 7’s neutral list; lucky 7, Black', async () => {
    const r = await server.answer<Daily>('/v1/numero_prediction/daily', { day: 25, month: 12, year: 1988, name: 'Rahul Sharma' });
    assert.deepEqual([r.lucky_number, r.lucky_color], ['7', 'Black']);
    assert.match(r.prediction, /neither friend nor foe/);
  });

  it('in Hindi: the same numbers, the planet and colour in Hindi as numero_table gives them', async () => {
    const r = await server.answer<Daily>('/v1/numero_prediction/daily', person(14), { 'accept-language': 'hi' });
    const table = await server.answer<{ fav_color: string }>('/v1/numero_table', person(5), { 'accept-language': 'hi' });
    assert.deepEqual([r.lucky_number, r.lucky_color, r.prediction_date], ['5', table.fav_color.split(', ')[0], '23-11-2026']);
    assert.match(r.prediction, /^आज का अंक 5 है, जो बुध का अंक है और आपके मूलांक का मित्र है/);
  });

  it('row 8 lists 3 as both neutral and evil: it counts as unfriendly; a number no list holds is neutral', () => {
    assert.equal(relationOf(8, 3), 'unfriendly');
    // Row 1: friendly 1, 2, 3, 9; neutral 5; evil 6, 8; 4 and 7 unlisted.
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => relationOf(1, n as 1)), [
      'friendly', 'friendly', 'friendly', 'neutral', 'neutral', 'unfriendly', 'neutral', 'unfriendly', 'friendly',
    ]);
  });
});

describe('Vedic numerology texts', () => {
  it('Hindi has every English entry, in Devanagari without Latin words, with the same marks', () => assertHindiBank(VEDIC_EN, VEDIC_TEXTS.hi));

  it('nine distinct texts per report, no banned words, mantra marks only where the mantra goes', () => {
    for (const [key, { title, texts }] of Object.entries(VEDIC_EN.reports)) {
      assert.ok(title.length > 0);
      const all = Object.values(texts);
      assert.equal(all.length, 9, key);
      assert.equal(new Set(all).size, 9, key);
      for (const text of all) {
        assert.doesNotMatch(text, CAREFUL_BANNED, text);
        assert.equal(text.includes('{mantra}'), key === 'fav_mantra', text);
      }
    }
    for (const text of [...Object.values(VEDIC_EN.daily.relation), ...Object.values(VEDIC_EN.daily.day_number)]) assert.doesNotMatch(text, CAREFUL_BANNED);
    // The day's number may fall on any weekday: "Saturn's day" would name Saturday, so the texts say "under Saturn's number".
    for (const text of Object.values(VEDIC_EN.daily.day_number)) assert.match(text, /^Under (the )?\w+’s number the day /, text);
  });
});
