// Names of Uranus, Neptune and Pluto (listed only by /v1/planets/extended), by language.
// Sources: English as the reference service spells them (shared/spec/more-endpoints.md §4). Hindi: the
// Sanskrit-derived names of Hindi textbooks and the Hindi Wikipedia (अरुण, वरुण, यम; also written
// यूरेनस, नेपच्यून, प्लूटो). Marathi: हर्षल, the name Marathi almanacs (panchangs) print for Uranus (the Marathi
// Wikipedia writes युरेनस), and the transliterations नेपच्यून, प्लूटो. Bengali, Tamil, Telugu, Malayalam,
// Kannada: the transliterated names the Wikipedia of each language uses (Tamil Wikipedia writes யுரேனசு;
// யுரேனஸ் is the common spelling in Tamil almanacs and is used here).
import type { Language } from './languages.js';

/** Uranus, Neptune, Pluto. */
export type OuterPlanetNames = readonly [uranus: string, neptune: string, pluto: string];

export const OUTER_PLANET_NAMES: Readonly<Record<Language, OuterPlanetNames>> = {
  en: ['Uranus', 'Neptune', 'Pluto'],
  hi: ['अरुण', 'वरुण', 'यम'],
  ma: ['हर्षल', 'नेपच्यून', 'प्लूटो'],
  bn: ['ইউরেনাস', 'নেপচুন', 'প্লুটো'],
  ta: ['யுரேனஸ்', 'நெப்டியூன்', 'புளூட்டோ'],
  te: ['యురేనస్', 'నెప్ట్యూన్', 'ప్లూటో'],
  ml: ['യുറാനസ്', 'നെപ്ട്യൂൺ', 'പ്ലൂട്ടോ'],
  kn: ['ಯುರೇನಸ್', 'ನೆಪ್ಚೂನ್', 'ಪ್ಲೂಟೊ'],
};
