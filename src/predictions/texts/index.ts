// The text banks by language. A bank exists for a language only when it is complete (the types
// demand every entry); an endpoint offers exactly the languages its banks cover.
import type { Language } from '../../i18n/index.js';
import { NAKSHATRA_EN } from './en/nakshatra.js';
import { SUN_SIGN_EN } from './en/sun-sign.js';
import { NAKSHATRA_HI } from './hi/nakshatra.js';
import { SUN_SIGN_HI } from './hi/sun-sign.js';
import type { NakshatraTexts, SunSignTexts } from './types.js';

export const SUN_SIGN_TEXTS: Readonly<Partial<Record<Language, SunSignTexts>>> & { en: SunSignTexts } = { en: SUN_SIGN_EN, hi: SUN_SIGN_HI };
export const NAKSHATRA_TEXTS: Readonly<Partial<Record<Language, NakshatraTexts>>> & { en: NakshatraTexts } = { en: NAKSHATRA_EN, hi: NAKSHATRA_HI };

/** The languages a bank covers, English first. */
export const languagesOf = (banks: Readonly<Partial<Record<Language, unknown>>>): Language[] => Object.keys(banks) as Language[];

/** The bank for the negotiated language (negotiation only offers covered ones), else English. */
export const bankFor = <T>(banks: Readonly<Partial<Record<Language, T>>> & { en: T }, lang: Language): T => banks[lang] ?? banks.en;
