// The numerology text banks by language. A bank exists for a language only when it is complete (the types
// demand every entry); an endpoint offers exactly the languages its banks cover.
import type { Language } from '../../i18n/index.js';
import { VEDIC_EN } from './en/vedic.js';
import { WESTERN_EN } from './en/western.js';
import { VEDIC_HI } from './hi/vedic.js';
import { WESTERN_HI } from './hi/western.js';
import type { VedicTexts, WesternTexts } from './types.js';

export const VEDIC_TEXTS: Readonly<Partial<Record<Language, VedicTexts>>> & { en: VedicTexts } = { en: VEDIC_EN, hi: VEDIC_HI };
export const WESTERN_TEXTS: Readonly<Partial<Record<Language, WesternTexts>>> & { en: WesternTexts } = { en: WESTERN_EN, hi: WESTERN_HI };
