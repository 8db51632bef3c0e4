// Chinese astrology: the New Year computed from the ephemeris against the Hong Kong Observatory's tables
// (test/fixtures/chinese-new-year.ts, 1900–2100), the sexagenary name and the animals' relations worked by
// hand, and the two endpoints over HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { chineseNewYear } from '../src/chinese/calendar.js';
import { forecast } from '../src/chinese/texts/en/forecast.js';
import { zodiac } from '../src/chinese/texts/en/zodiac.js';
import { animalRelation, elementRelation, yearName } from '../src/chinese/zodiac.js';
import { CHINESE_NEW_YEAR } from './fixtures/chinese-new-year.js';
import { CAREFUL_BANNED } from './helpers/text-banks.js';
import { startServer, type TestServer } from './helpers/server.js';

const isoOf = (dayNumber: number) => {
  const d = sweph.revjul(dayNumber, sweph.constants.SE_GREG_CAL);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

describe('the Chinese New Year from the ephemeris', () => {
  it('matches the published date in every year 1900–2100 (HKO tables; 1900 from ICU4X)', () => {
    assert.equal(CHINESE_NEW_YEAR.length, 201);
    const wrong = CHINESE_NEW_YEAR.flatMap((date, i) => {
      const got = isoOf(chineseNewYear(1900 + i).day);
      return got === date ? [] : [`${1900 + i}: ${got}, published ${date}`];
    });
    assert.deepEqual(wrong, []);
  });

  it('1916: the new moon at 23:51 Beijing mean time on 3 February starts the year that day (00:05 on the 4th in UTC+8)', () => {
    const { newMoon, day } = chineseNewYear(1916);
    assert.equal(isoOf(day), '1916-02-03');
    // Beijing mean time is UT + 7:45:40: the new moon lies in the last quarter hour of 3 February there.
    const local = sweph.revjul(newMoon + (7 + 45 / 60 + 40 / 3600) / 24, sweph.constants.SE_GREG_CAL);
    assert.deepEqual([local.month, local.day, Math.floor(local.hour)], [2, 3, 23]);
  });

  it('2034 follows the leap 11th month of 2033 (13 months from one month 11 to the next)', () => {
    assert.equal(isoOf(chineseNewYear(2034).day), '2034-02-19');
  });
});

describe('the sexagenary year, by hand', () => {
  // Stem (year − 4) mod 10 from Jia, branch (year − 4) mod 12 from Zi (Rat); element = stem / 2 from Wood;
  // yang for even stem numbers.
  it('1984: 1980 mod 10 = 0 Jia (Wood, yang), 1980 mod 12 = 0 Zi (Rat): 甲子', () => {
    assert.deepEqual(yearName(1984), { year: 1984, stem: 0, branch: 0, animal: 'Rat', element: 'Wood', yinYang: 'Yang', hanzi: '甲子', pinyin: 'Jia-Zi' });
  });
  it('1990: 1986 mod 10 = 6 Geng (Metal, yang), 1986 mod 12 = 6 Wu (Horse): 庚午', () => {
    const y = yearName(1990);
    assert.deepEqual([y.animal, y.element, y.yinYang, y.hanzi], ['Horse', 'Metal', 'Yang', '庚午']);
  });
  it('2023: 2019 mod 10 = 9 Gui (Water, yin), 2019 mod 12 = 3 Mao (Rabbit): 癸卯', () => {
    const y = yearName(2023);
    assert.deepEqual([y.animal, y.element, y.yinYang, y.hanzi], ['Rabbit', 'Water', 'Yin', '癸卯']);
  });
  it('1900: 1896 mod 10 = 6 Geng (Metal), 1896 mod 12 = 0 (Rat); 1799: 1795 mod 12 = 7 (Goat), 1795 mod 10 = 5 Ji (Earth, yin)', () => {
    assert.deepEqual([yearName(1900).animal, yearName(1900).element], ['Rat', 'Metal']);
    const y = yearName(1799);
    assert.deepEqual([y.animal, y.element, y.yinYang], ['Goat', 'Earth', 'Yin']);
  });

  it('relations: trines four apart, harmonies summing to 1 mod 12, clashes six apart', () => {
    // Rat 0 with Dragon 4 and Monkey 8 (trine), Ox 1 (0 + 1 = 1), Horse 6 (clash), Tiger 2 (none).
    assert.deepEqual([4, 8, 1, 6, 2, 0].map((b) => animalRelation(0, b)), ['trine', 'trine', 'harmony', 'clash', 'neutral', 'same']);
    // Tiger 2 and Pig 11: 13 mod 12 = 1; Snake 5 and Monkey 8: 13; Horse 6 and Goat 7: 13.
    assert.deepEqual([[2, 11], [5, 8], [6, 7]].map(([a, b]) => animalRelation(a!, b!)), ['harmony', 'harmony', 'harmony']);
  });

  it('elements: Wood feeds Fire, Water feeds Wood, Wood overcomes Earth, Metal overcomes Wood', () => {
    // Indices Wood 0, Fire 1, Earth 2, Metal 3, Water 4; the relation is the second's to the first.
    assert.deepEqual([[0, 1], [0, 4], [0, 2], [0, 3], [2, 2]].map(([a, b]) => elementRelation(a!, b!)), ['drains', 'nourishes', 'yields', 'pressures', 'same']);
  });
});

describe('Chinese texts', () => {
  const all = [...zodiac.animals, ...zodiac.elements, zodiac.yin, zodiac.yang, forecast.year,
    ...Object.values(forecast.relations).flatMap((r) => [r.overview, r.career, r.relationships, r.finance, r.wellbeing]), ...Object.values(forecast.elements)];
  it('are distinct, non-empty and speak of no death, disease, accident or organ', () => {
    assert.equal(new Set(all).size, all.length);
    for (const t of all) {
      assert.ok(t.trim().length > 20, t);
      assert.doesNotMatch(t, CAREFUL_BANNED, t);
    }
  });
});

describe('chinese_zodiac and chinese_year_forecast over HTTP', () => {
  let server: TestServer;
  before(async () => { server = await startServer(); });
  after(() => server.close());
  const birth = (year: number, month: number, day: number) => ({ day, month, year, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 });

  interface Zodiac { chinese_year: number; year_start: string; animal: string; element: string; yin_yang: string; sexagenary_name: string; trine_animals: string[]; harmony_animal: string; clash_animal: string; personality: string }

  it('a birth before the New Year gets the previous year’s animal (1990 began on 27 January)', async () => {
    const before = await server.answer<Zodiac>('/v1/chinese_zodiac', birth(1990, 1, 26));
    // 1989: 1985 mod 12 = 5 (Snake), 1985 mod 10 = 5 Ji (Earth, yin).
    assert.deepEqual([before.chinese_year, before.animal, before.element, before.yin_yang, before.year_start], [1989, 'Snake', 'Earth', 'Yin', '6-2-1989']);
    const on = await server.answer<Zodiac>('/v1/chinese_zodiac', birth(1990, 1, 27));
    assert.deepEqual([on.chinese_year, on.animal, on.element, on.sexagenary_name, on.year_start], [1990, 'Horse', 'Metal', '庚午', '27-1-1990']);
    // Horse 6: trines Tiger 2 and Dog 10, harmony Goat 7 (6 + 7 = 13), clash Rat 0.
    assert.deepEqual([on.trine_animals, on.harmony_animal, on.clash_animal], [['Tiger', 'Dog'], 'Goat', 'Rat']);
    assert.equal(on.personality, zodiac.animals[6]);
  });

  it('early February 1916: the 2nd is still the Wood Rabbit, the 3rd the Fire Dragon', async () => {
    const a = await server.answer<Zodiac>('/v1/chinese_zodiac', birth(1916, 2, 2));
    const b = await server.answer<Zodiac>('/v1/chinese_zodiac', birth(1916, 2, 3));
    assert.deepEqual([a.animal, a.element, b.animal, b.element], ['Rabbit', 'Wood', 'Dragon', 'Fire']);
  });

  interface Forecast { forecast_year: number; year_animal: string; year_element: string; relation: string; element_relation: string; year_start: string; overview: string; career: string }

  it('forecast_year: the Horse of 1990 in 2026 (own animal; Fire overcomes Metal), 2030 (Dog, trine; Metal) and 2032 (Rat, clash; Water)', async () => {
    const f = async (year: number) => server.answer<Forecast>('/v1/chinese_year_forecast', { ...birth(1990, 5, 15), forecast_year: year });
    const y2026 = await f(2026);
    // 2022 mod 12 = 6 Horse, 2022 mod 10 = 2 Bing (Fire).
    assert.deepEqual([y2026.year_animal, y2026.year_element, y2026.relation, y2026.element_relation, y2026.year_start], ['Horse', 'Fire', 'same', 'pressures', '17-2-2026']);
    assert.ok(y2026.overview.startsWith('The Fire Horse year begins on 17-2-2026. '), y2026.overview);
    assert.equal(y2026.career, forecast.relations.same.career);
    const y2030 = await f(2030);
    assert.deepEqual([y2030.year_animal, y2030.year_element, y2030.relation, y2030.element_relation], ['Dog', 'Metal', 'trine', 'same']);
    const y2032 = await f(2032);
    // 2028 mod 12 = 0 Rat, 2028 mod 10 = 8 Ren (Water): Metal feeds Water.
    assert.deepEqual([y2032.year_animal, y2032.year_element, y2032.relation, y2032.element_relation], ['Rat', 'Water', 'clash', 'drains']);
  });

  it('without forecast_year: the Chinese year running today in China', async () => {
    const now = new Date(Date.now() + 8 * 3_600_000);
    const y = now.getUTCFullYear();
    const today = `${y}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(now.getUTCDate()).padStart(2, '0')}`;
    const expected = today >= CHINESE_NEW_YEAR[y - 1900]! ? y : y - 1;
    const r = await server.answer<Forecast>('/v1/chinese_year_forecast', birth(1990, 5, 15));
    assert.equal(r.forecast_year, expected);
  });

  it('answers English whatever the Accept-Language, and refuses a year it cannot date with a 400 naming it', async () => {
    const res = await server.post('/v1/chinese_zodiac', birth(2000, 6, 1), { 'accept-language': 'hi' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-language'), 'en');
    // January 1800: its New Year needs the new moons of December 1799, before the ephemeris files.
    const early = await server.post('/v1/chinese_zodiac', birth(1800, 1, 25));
    assert.equal(early.status, 400);
    assert.equal(((await early.json()) as { errors: { field: string }[] }).errors[0]!.field, 'year');
    const forecast1800 = await server.post('/v1/chinese_year_forecast', { ...birth(2000, 6, 1), forecast_year: 1800 });
    assert.equal(forecast1800.status, 400);
    assert.equal(((await forecast1800.json()) as { errors: { field: string }[] }).errors[0]!.field, 'forecast_year');
    const missing = await server.post('/v1/chinese_year_forecast', { ...birth(2000, 6, 1), lat: undefined });
    assert.equal(missing.status, 400);
  });
});
