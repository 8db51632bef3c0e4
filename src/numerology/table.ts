// The per-number numerology table, by radical number.
// Sources: rows 6, 7 and 8 are as the reference service publishes them, kept to the letter for
// compatibility (including its spelling "Sillver" and its list orders). The other rows follow the
// common Indian, Cheiro-derived tradition (Cheiro, "Book of Numbers", 1926, for rulers and days;
// the navagraha gems and metals as printed in Indian almanacs; the beej mantras, one per ruler, are
// in src/i18n/mantras.ts, written in each answer language's script). Gathered in
// shared/reference/numerology.md and reviewed there.
import type { GrahaId } from '../vedic/zodiac.js';
import type { Digit } from './numbers.js';
import type { NumerologyWord } from './words.js';

export interface NumberProfile {
  /** Planet id (Sun 0 … Ketu 8). */
  ruler: GrahaId;
  colors: NumerologyWord[];
  days: NumerologyWord[];
  god: NumerologyWord;
  metals: NumerologyWord[];
  stones: NumerologyWord[];
  substones: NumerologyWord[];
  friendly: Digit[];
  neutral: Digit[];
  evil: Digit[];
}

export const NUMBER_PROFILES: Readonly<Record<Digit, NumberProfile>> = {
  1: {
    ruler: 0 /* Sun */, colors: ['Golden', 'Yellow', 'Orange'], days: ['Sunday', 'Monday'], god: 'Surya',
    metals: ['Gold', 'Copper'], stones: ['Ruby'], substones: ['Garnet'],
    friendly: [1, 2, 3, 9], neutral: [5], evil: [6, 8],
  },
  2: {
    ruler: 1 /* Moon */, colors: ['White', 'Cream', 'Light green'], days: ['Monday', 'Sunday'], god: 'Shiva',
    metals: ['Silver'], stones: ['Pearl'], substones: ['Moonstone'],
    friendly: [1, 2, 7], neutral: [3, 4, 6, 9], evil: [5, 8],
  },
  3: {
    ruler: 4 /* Jupiter */, colors: ['Yellow'], days: ['Thursday', 'Tuesday', 'Friday'], god: 'Vishnu',
    metals: ['Gold'], stones: ['Yellow Sapphire'], substones: ['Topaz', 'Citrine'],
    friendly: [1, 3, 9], neutral: [2, 4, 5], evil: [6, 8],
  },
  4: {
    ruler: 7 /* Rahu */, colors: ['Blue', 'Grey', 'Khaki'], days: ['Saturday', 'Sunday'], god: 'Durga',
    metals: ['Mixed metals'], stones: ['Hessonite'], substones: ['Zircon'],
    friendly: [1, 4, 5, 7], neutral: [2, 6], evil: [8, 9],
  },
  5: {
    ruler: 3 /* Mercury */, colors: ['Light green', 'White'], days: ['Wednesday', 'Friday'], god: 'Ganesha',
    metals: ['Gold', 'Bronze'], stones: ['Emerald'], substones: ['Peridot', 'Green Tourmaline'],
    friendly: [1, 5, 6], neutral: [3, 8, 9], evil: [2],
  },
  6: {
    ruler: 5 /* Venus */, colors: ['White'], days: ['Thursday', 'Tuesday', 'Friday'], god: 'Devi',
    metals: ['Sillver'], stones: ['Diamond', 'Opal'], substones: ['Zircon', 'White Sapphire'],
    friendly: [4, 3, 9], neutral: [2, 5, 7], evil: [1, 8],
  },
  7: {
    ruler: 8 /* Ketu */, colors: ['Black'], days: ['Sunday', 'Monday'], god: 'Narsingh Bhagawan',
    metals: ['Iron'], stones: ["Cat's Eye"], substones: ['Golden Hakik'],
    friendly: [3, 2, 6], neutral: [4, 5, 8], evil: [1, 9],
  },
  8: {
    ruler: 6 /* Saturn */, colors: ['Black'], days: ['Sunday', 'Monday', 'Saturday'], god: 'Bhairav',
    metals: ['Iron'], stones: ['Blue Sapphire'], substones: ['Amethyst & Blue Tourmaline'],
    friendly: [2, 1, 4], neutral: [3, 7, 9], evil: [3, 6],
  },
  9: {
    ruler: 2 /* Mars */, colors: ['Red', 'Pink', 'Crimson'], days: ['Tuesday', 'Thursday', 'Friday'], god: 'Hanuman',
    metals: ['Copper'], stones: ['Red Coral'], substones: ['Carnelian', 'Red Jasper'],
    friendly: [1, 3, 9], neutral: [2, 4, 6], evil: [5, 8],
  },
};
