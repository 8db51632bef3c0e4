// i18n/: the eight answer languages: vocabularies, names and sentences, and the choice among them.
import { bn } from './bn.js';
import { en } from './en.js';
import { hi } from './hi.js';
import { kn } from './kn.js';
import { ma } from './ma.js';
import { ml } from './ml.js';
import { ta } from './ta.js';
import { te } from './te.js';
import { LANGUAGES, type Language } from './languages.js';
import type { Vocabulary } from './vocabulary.js';

const VOCABULARIES: Record<Language, Vocabulary> = { en, hi, ma, bn, ta, te, ml, kn };

/** Languages of the astrology endpoints: every language has a complete vocabulary (the type demands it). */
export const AVAILABLE_LANGUAGES: readonly Language[] = LANGUAGES;
/** Vastu and palmistry answer in English only (spec: Authentication, rule 2). */
export const ENGLISH_ONLY: readonly Language[] = ['en'];

export function vocabulary(lang: Language): Vocabulary {
  return VOCABULARIES[lang];
}

export { languageTag, negotiateLanguage, LANGUAGES, LANGUAGE_ALIASES, type Language } from './languages.js';
export type { Vocabulary } from './vocabulary.js';
