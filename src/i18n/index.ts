import { en } from './en.js';
import { LANGUAGES, type Language } from './languages.js';
import type { Vocabulary } from './vocabulary.js';

const VOCABULARIES: Partial<Record<Language, Vocabulary>> = { en };

/** Languages that have a complete vocabulary: the ones negotiation may choose. */
export const AVAILABLE_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => VOCABULARIES[l] !== undefined);

export function vocabulary(lang: Language): Vocabulary {
  const v = VOCABULARIES[lang];
  if (!v) throw new Error(`no vocabulary for language ${lang}`);
  return v;
}

export { negotiateLanguage, LANGUAGES, LANGUAGE_ALIASES, type Language } from './languages.js';
export type { Vocabulary } from './vocabulary.js';
