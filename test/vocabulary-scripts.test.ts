// The vocabularies the chart, panchang and matching endpoints added, run through the same checks as the
// first ones (test/helpers/vocabulary-checks.ts): every value in its language's script and in NFC, and no
// two meanings of one list sharing a word (two tithis, two yogas, two yonis named alike). Sentences and
// descriptions are checked for script only: their placeholders ({boy}, {percent}) are ours, not words.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES, type Language } from '../src/i18n/index.js';
import { lunarDayVocabulary } from '../src/i18n/lunar-day.js';
import { MATCHING_NAMES } from '../src/i18n/matching/names.js';
import { SENTENCES } from '../src/i18n/matching/sentences.js';
import { panchangVocabulary } from '../src/i18n/panchang.js';
import { SAMVATSARAS } from '../src/i18n/samvatsaras.js';
import { TAMIL_MONTHS } from '../src/i18n/tamil-months.js';
import { PANCHA_PAKSHI } from '../src/i18n/pancha-pakshi.js';
import { vocabularyProblems } from './helpers/vocabulary-checks.js';

/** Punctuation and digits a sentence or description may carry in any script. */
const PROSE = ' ,.;:!?()%-–—’\'"0123456789/';
const withoutPlaceholders = (text: string) => text.replace(/\{[A-Za-z_]+\}/g, '');

/** Named lists (one meaning per entry, so each must be unique) of every new vocabulary of a language. */
function nameLists(lang: Language): Record<string, readonly string[]> {
  const l = lunarDayVocabulary(lang);
  const p = panchangVocabulary(lang);
  const m = MATCHING_NAMES[lang];
  return {
    tithis: l.tithis, pakshas: l.pakshas, yogas: l.yogas, karanas: l.karanas,
    weekdays: p.weekdays, months: p.months, ritus: p.ritus, ayanas: p.ayanas, panchangYogas: p.panchangYogas,
    tithiClasses: p.tithiClasses, nakshatraFaces: p.nakshatraFaces,
    samvatsaras: SAMVATSARAS[lang], tamilMonths: TAMIL_MONTHS[lang], birds: PANCHA_PAKSHI[lang].birds, birdActivities: PANCHA_PAKSHI[lang].activities,
    varna: Object.values(m.varna), vashya: Object.values(m.vashya), yoni: m.yoni, gana: Object.values(m.gana), nadi: Object.values(m.nadi),
    yunja: Object.values(m.yunja), tatva: Object.values(m.tatva), paya: Object.values(m.paya), kootas: Object.values(m.kootas),
    phases: Object.values(m.phases), kalsarpa: m.kalsarpa,
  };
}

/** Prose of every new vocabulary: descriptions, remedies, sentence templates (deities repeat: Shiva rules two tithis). */
function proseLists(lang: Language): Record<string, readonly string[]> {
  const p = panchangVocabulary(lang);
  return {
    tithiClassSummaries: p.tithiClassSummaries, yogaMeanings: p.yogaMeanings, tithiDeities: p.tithiDeities,
    nakshatraDeities: p.nakshatraDeities, karanaDeities: p.karanaDeities, yogaKinds: p.yogaKinds,
    nakshatraNatures: p.nakshatraNatures, karanaKinds: p.karanaKinds,
    dishaShool: [p.dishaShoolRemedy.before, ...p.dishaShoolRemedy.acts], nakShool: [p.nakShoolRemedy],
    sentences: Object.values(SENTENCES[lang]).map(withoutPlaceholders),
  };
}

describe('the new vocabularies, in every language', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: names in the script, each list without a word for two meanings`, () => {
      const problems = Object.entries(nameLists(lang)).flatMap(([list, values]) =>
        vocabularyProblems(lang, values, { alsoAllowed: ' -' }).map((p) => `${list}: ${p}`));
      assert.deepEqual(problems, []);
    });
    it(`${lang}: descriptions, remedies and sentences in the script`, () => {
      const problems = Object.entries(proseLists(lang)).flatMap(([list, values]) =>
        vocabularyProblems(lang, values, { alsoAllowed: PROSE, unique: false }).map((p) => `${list}: ${p}`));
      assert.deepEqual(problems, []);
    });
  }
});
