// Every sentence template and every name of the matching and dosha endpoints exists in the eight
// languages, with the placeholders English has, and none repeats the reference service's own prose.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../src/i18n/index.js';
import { MATCHING_NAMES } from '../src/i18n/matching/names.js';
import { SENTENCE_KEYS, SENTENCES, sentence } from '../src/i18n/matching/sentences.js';
import { PADA_COUNT } from '../src/vedic/avakahada.js';

const placeholders = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('sentence templates', () => {
  it('exist in all eight languages, non-empty, with English’s placeholders', () => {
    for (const lang of LANGUAGES) {
      const table = SENTENCES[lang] as Record<string, string | undefined>;
      assert.deepEqual(Object.keys(table).sort(), [...SENTENCE_KEYS].sort(), lang);
      for (const key of SENTENCE_KEYS) {
        const t = table[key];
        assert.ok(t && t.trim().length > 0, `${lang}.${key} is missing`);
        assert.deepEqual(placeholders(t), placeholders(SENTENCES.en[key]), `${lang}.${key}`);
        if (lang !== 'en') assert.doesNotMatch(t.replace(/\{\w+\}/g, ''), /[A-Za-z]/, `${lang}.${key} has Latin letters`);
      }
    }
  });

  it('fills placeholders and refuses a missing value', () => {
    assert.equal(sentence('en', 'manglik_house', { planet: 'Mars', house: 7 }), 'Mars is in house 7 counted from the ascendant.');
    assert.throws(() => sentence('hi', 'manglik_house', {}), /house/);
  });

  it('never repeats the reference service’s published sentences', () => {
    const theirs = ['The manglik dosha is present in your horoscope, however it is less effective.', 'No, currently you are not undergoing Sadhesati.'];
    for (const lang of LANGUAGES) for (const t of Object.values(SENTENCES[lang])) for (const s of theirs) assert.notEqual(t, s);
  });
});

describe('names', () => {
  it('fill every table in every language, 108 pada syllables, no Latin letters outside English', () => {
    for (const lang of LANGUAGES) {
      const n = MATCHING_NAMES[lang];
      assert.equal(n.syllables.length, PADA_COUNT, lang);
      const values = [
        ...Object.values(n.varna), ...Object.values(n.vashya), ...n.yoni, ...Object.values(n.gana), ...Object.values(n.nadi),
        ...Object.values(n.yunja), ...Object.values(n.tatva), ...Object.values(n.paya), ...n.syllables, ...Object.values(n.kootas),
        ...Object.values(n.phases), ...n.kalsarpa,
      ];
      for (const v of values) {
        assert.ok(v.trim().length > 0, lang);
        if (lang !== 'en') assert.doesNotMatch(v, /[A-Za-z]/, `${lang}: ${v}`);
      }
    }
  });

  it('writes each derived syllable in its own script’s block (no unassigned code points)', () => {
    const blocks = { bn: [0x980, 0x9ff], ta: [0xb80, 0xbff], te: [0xc00, 0xc7f], kn: [0xc80, 0xcff], ml: [0xd00, 0xd7f] } as const;
    for (const [lang, [lo, hi]] of Object.entries(blocks)) {
      for (const s of MATCHING_NAMES[lang as keyof typeof blocks].syllables) {
        for (const ch of s) {
          const cp = ch.codePointAt(0)!;
          assert.ok(cp >= lo && cp <= hi && /\p{L}|\p{M}/u.test(ch), `${lang}: ${s} (U+${cp.toString(16)})`);
        }
      }
    }
    // Spot checks: Ashwini pada 4 "La", Shravana pada 2 "Khu".
    assert.deepEqual([MATCHING_NAMES.bn.syllables[3], MATCHING_NAMES.te.syllables[3], MATCHING_NAMES.ta.syllables[85]], ['লা', 'లా', 'கூ']);
  });
});
