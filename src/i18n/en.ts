// English: the reference service's own spellings (design.md §5), kept to the letter because
// clients compare these strings (e.g. "Bharni", "Uttra Shadha", "Mool").
import { NUMEROLOGY_WORDS, type NumerologyWord } from '../numerology/words.js';
import { BEEJ_MANTRAS } from './mantras.js';
import type { Vocabulary } from './vocabulary.js';

export const en: Vocabulary = {
  planets: ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu', 'Ascendant'],
  signs: ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'],
  nakshatras: [
    'Ashwini', 'Bharni', 'Krittika', 'Rohini', 'Mrigshira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
    'Magha', 'Purva Phalguni', 'Uttra Phalguni', 'Hast', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
    'Mool', 'Purva Shadha', 'Uttra Shadha', 'Shravan', 'Dhanishtha', 'Shatbhisha', 'Purva Bhadrapad', 'Uttra Bhadrapad', 'Revati',
  ],
  awastha: { bala: 'Bala', kumara: 'Kumara', yuva: 'Yuva', vridha: 'Vridha', mrit: 'Mrit' },
  // The numerology words are English already: each is its own code.
  mantras: BEEJ_MANTRAS.en,
  words: Object.fromEntries(NUMEROLOGY_WORDS.map((w) => [w, w])) as Record<NumerologyWord, string>,
  yoginis: ['Mangla', 'Pingla', 'Dhanya', 'Bhramari', 'Bhadrika', 'Ulka', 'Siddha', 'Sankata'],
};
