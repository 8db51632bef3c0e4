// Rudraksha suggestion: two beads, one for the ascendant's lord and one for the Moon sign's lord (the
// two starting points a Jyotishi reads a chart from: lagna and chandra lagna). When one planet rules
// both, the second bead is the 9th lord's (fortune). The pair is listed by mukhi count, smaller first.
//
// Planet -> bead, from the deities of the beads in the Rudraksha Jabala Upanishad (K. Narayanasvami
// Aiyar, Thirty Minor Upanishads, Madras 1914) and Shiva Purana, Vidyesvara Samhita ch. 25: twelve faces
// the twelve Adityas (the Sun); two Ardhanarishvara (Shiva and Parvati, given to the Moon); three Agni
// (fiery Mars); four Brahma (speech and learning: Mercury); five Kalagni Rudra (Jupiter, the guru);
// six Kartikeya (Venus, by custom); seven the seven Mothers and Ananga (Saturn, by custom). The planet
// assignments are customary practice, not the texts' own words.
import { SIGN_LORD, type GrahaId } from '../vedic/zodiac.js';
import type { RudrakshaMukhi } from './bank.js';
import { houseLord } from './gems.js';

/** By graha Sun … Saturn. */
export const RUDRAKSHA_OF: readonly RudrakshaMukhi[] = [12, 2, 3, 4, 5, 6, 7];

/** English number words, lowercase, for the image path and key. */
export const MUKHI_WORDS: Readonly<Record<RudrakshaMukhi, string>> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 12: 'twelve' };
/** Romanised Hindi number words, as bead names carry them ("Do Mukhi"). */
export const MUKHI_HINDI: Readonly<Record<RudrakshaMukhi, string>> = { 2: 'Do', 3: 'Teen', 4: 'Char', 5: 'Paanch', 6: 'Chhah', 7: 'Saat', 12: 'Barah' };

export interface RudrakshaPair {
  /** Mukhi counts, smaller first. */
  beads: [RudrakshaMukhi, RudrakshaMukhi];
  /** The ascendant lord's bead (the one the detail paragraph describes). */
  main: RudrakshaMukhi;
}

export function rudrakshaPair(ascendantSign: number, moonSign: number): RudrakshaPair {
  const first: GrahaId = SIGN_LORD[ascendantSign]!;
  const moonLord: GrahaId = SIGN_LORD[moonSign]!;
  const second = moonLord !== first ? moonLord : houseLord(ascendantSign, 9);
  const main = RUDRAKSHA_OF[first]!;
  const other = RUDRAKSHA_OF[second]!;
  return { beads: main < other ? [main, other] : [other, main], main };
}
