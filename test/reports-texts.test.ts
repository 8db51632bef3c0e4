// The text banks of the Vedic reports: every entry present and distinct in English and Hindi, Hindi in
// Devanagari, and no Hindi template asking for a value the English one is not given.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REPORT_LANGUAGES } from '../src/reports/bank.js';
import { REMEDY_TEXTS, REPORT_TEXTS } from '../src/reports/texts/index.js';
import { CAREFUL_BANNED, leaves } from './helpers/text-banks.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
const marks = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('report text banks', () => {
  for (const language of REPORT_LANGUAGES) {
    it(`${language}: no entry is empty and no two entries of a family are the same`, () => {
      for (const [family, bank] of Object.entries({ ...REPORT_TEXTS[language], remedies: REMEDY_TEXTS[language] })) {
        const texts = leaves(bank, family);
        assert.ok(texts.length > 0);
        for (const [path, text] of texts) assert.ok(text.trim().length > 0, `${language} ${path} is empty`);
        const long = texts.filter(([, t]) => t.length > 40).map(([, t]) => t);
        assert.equal(new Set(long).size, long.length, `${language} ${family} repeats an entry`);
      }
    });
  }

  it('the banks have the same entries in English and Hindi, and the Hindi is Devanagari', () => {
    for (const family of ['ascendant', 'nakshatra', 'house', 'rashi'] as const) {
      const en = leaves(REPORT_TEXTS.en[family], family);
      const hi = leaves(REPORT_TEXTS.hi[family], family);
      assert.deepEqual(hi.map(([p]) => p), en.map(([p]) => p), `${family}: Hindi misses or adds entries`);
      for (const [path, text] of hi) {
        assert.match(text, DEVANAGARI, `hi ${path} is not Devanagari`);
        assert.doesNotMatch(text, LATIN_WORD, `hi ${path} has Latin words`);
      }
    }
    const en = new Map(leaves(REMEDY_TEXTS.en, 'remedies'));
    const hi = new Map(leaves(REMEDY_TEXTS.hi, 'remedies'));
    assert.deepEqual([...hi.keys()], [...en.keys()], 'remedies: Hindi misses or adds entries');
    // Hindi may leave a value out (the bead name needs no romanised Hindi numbers in Devanagari), never add one.
    for (const [path, text] of hi) assert.ok(marks(text).every((m) => marks(en.get(path)!).includes(m)), `remedies ${path}: a mark English does not fill`);
  });

  it('English reports name no organ or weak point and speak of no death, disease or accident', () => {
    for (const family of ['ascendant', 'nakshatra', 'house', 'rashi'] as const) {
      for (const [path, text] of leaves(REPORT_TEXTS.en[family], family)) assert.doesNotMatch(text, CAREFUL_BANNED, path);
    }
  });

  it('nakshatra reports are of the hosted example’s order (#43): 500–900 English words, every section present', () => {
    // The hosted example has sections of 1, 5, 2, 4 and 2 paragraphs, about 850 words (docs/reports.md).
    const count = (paragraphs: readonly string[]) => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
    for (const [i, entry] of REPORT_TEXTS.en.nakshatra.entries()) {
      const words = [entry.physical, entry.character, entry.education, entry.family, entry.health].reduce((sum, section) => sum + count(section), 0);
      assert.ok(words >= 500 && words <= 900, `nakshatra ${i}: ${words} words`);
      assert.ok(entry.character.length >= 3 && entry.family.length >= 2, `nakshatra ${i}: too few paragraphs`);
    }
  });

  it('English texts of one family vary their openings: no two of a group of twelve begin with the same three words', () => {
    // A reader of several reports should not meet the same frame ("<planet> in <place> gives") each time.
    const groups: [string, readonly string[]][] = [
      ['ascendant', REPORT_TEXTS.en.ascendant],
      ...Object.entries(REPORT_TEXTS.en.rashi).map(([planet, texts]): [string, readonly string[]] => [`rashi.${planet}`, texts]),
      ...Object.entries(REPORT_TEXTS.en.house).map(([planet, texts]): [string, readonly string[]] => [`house.${planet}`, texts]),
    ];
    for (const [name, texts] of groups) {
      const openings = texts.map((t) => t.toLowerCase().split(/\s+/).slice(0, 3).join(' '));
      const repeated = openings.filter((o, i) => openings.indexOf(o) !== i);
      assert.deepEqual(repeated, [], `${name} repeats an opening`);
    }
  });

  it('the counts the charts need: 12 ascendants, 27 nakshatras, 9 × 12 houses, 7 × 12 signs', () => {
    for (const language of REPORT_LANGUAGES) {
      const t = REPORT_TEXTS[language];
      assert.equal(t.ascendant.length, 12);
      assert.equal(t.nakshatra.length, 27);
      assert.deepEqual(Object.values(t.house).map((h) => h.length), Array(9).fill(12));
      assert.deepEqual(Object.values(t.rashi).map((r) => r.length), Array(7).fill(12));
    }
  });
});
