// The prediction text banks: every language offered is complete (same entries as English, none
// empty, in its own script), every file names its sources, and no entry speaks of death, disaster
// or disease.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { it } from 'node:test';
import { NAKSHATRA_TEXTS, SUN_SIGN_TEXTS } from '../src/predictions/texts/index.js';
import { taraOf } from '../src/predictions/nakshatra-prediction.js';
import { leaves } from './helpers/text-banks.js';


// Besides its letters, a text may hold the {ruler} placeholder of the aspect entries.
const SCRIPT: Record<string, RegExp> = { en: /^([A-Za-z0-9 ,.;:’'()–-]|\{ruler\})+$/u, hi: /^([\u0900-\u097F ,.;:()’'-]|\{ruler\})+$/u };

for (const [name, banks] of Object.entries({ sun_sign: SUN_SIGN_TEXTS, nakshatra: NAKSHATRA_TEXTS })) {
  const english = leaves(banks.en);
  for (const [lang, bank] of Object.entries(banks)) {
    it(`the ${name} bank in ${lang} has every English entry, in its script`, () => {
      const entries = leaves(bank);
      assert.deepEqual(entries.map(([p]) => p), english.map(([p]) => p));
      for (const [path, text] of entries) {
        assert.ok(text.trim().length > (path.startsWith('rulerName.') ? 1 : 20), `${lang}.${path} is empty`);
        assert.match(text, SCRIPT[lang]!, `${lang}.${path} is not all in its script: ${text}`);
      }
    });
  }
}

it('every aspect text names the ruler once, and no other text has a placeholder', () => {
  for (const [lang, bank] of Object.entries(SUN_SIGN_TEXTS)) {
    for (const [path, text] of leaves(bank)) {
      const expected = path.startsWith('aspect.') ? 1 : 0;
      assert.equal(text.split('{ruler}').length - 1, expected, `${lang}.${path}`);
    }
  }
});

it('Hindi is complete for the daily nakshatra prediction', () => {
  assert.ok(NAKSHATRA_TEXTS.hi);
});

it('no English entry speaks of death, disaster or disease, or repeats another', () => {
  const all = [...leaves(SUN_SIGN_TEXTS.en), ...leaves(NAKSHATRA_TEXTS.en)];
  for (const [path, text] of all) assert.doesNotMatch(text, /\b(death|dead|die|dying|disaster|catastroph\w*|disease|illness|sickness|cancer|tumou?r|surgery|operation|diagnos\w*|fatal|accident)\b/i, path);
  const texts = all.map(([, t]) => t);
  assert.equal(new Set(texts).size, texts.length);
});

it('every text file names its sources', () => {
  const dir = new URL('../src/predictions/texts/', import.meta.url);
  for (const lang of ['en', 'hi']) {
    for (const file of readdirSync(new URL(`${lang}/`, dir))) {
      const head = readFileSync(new URL(`${lang}/${file}`, dir), 'utf8').split('\n').slice(0, 12).join('\n');
      assert.match(head, /source/i, `${lang}/${file}`);
      assert.match(head, /\(1[5-9]\d\d\)|c\. 1600|\d{4}\)/, `${lang}/${file} names no dated work`);
    }
  }
});

it('the tara of every count, by hand: the count from the birth nakshatra, both inclusive, modulo 9', () => {
  const names = ['janma', 'sampat', 'vipat', 'kshema', 'pratyak', 'sadhana', 'naidhana', 'mitra', 'param_mitra'];
  // Birth in Ashwini (0): the day's nakshatra n is the (n + 1)th counted, so taras repeat every 9.
  for (let n = 0; n < 27; n++) assert.equal(taraOf(0, n), names[n % 9]);
  // Birth in Revati (26): Ashwini is the 2nd (Sampat), Revati itself the 1st (Janma), Purva Bhadrapada (24) the 26th (Mitra: 26 = 2 × 9 + 8).
  assert.equal(taraOf(26, 0), 'sampat');
  assert.equal(taraOf(26, 26), 'janma');
  assert.equal(taraOf(26, 24), 'mitra');
});
