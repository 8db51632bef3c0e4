// The rules of Western (Pythagorean) numerology, as data.
// Source: L. Dow Balliett, "How to Attain Success Through the Strength of Vibration" (1905) and "The
// Philosophy of Numbers" (1908), both in the public domain in the US (published before 1930). Mrs.
// Balliett's letter table numbers the alphabet 1 to 9 in rows (A = 1 … I = 9, J = 1 …) and reads the
// vowels of a name apart from the whole. Where her books leave a point open, the rule here is the
// common modern practice and is marked "our choice" (docs/numerology.md gives the reasons):
// the Y rule, 33 as a master number, and reducing month, day and year before adding them.
// Licence: as the repository's.
import type { Digit } from './numbers.js';

/** The alphabet in rows of nine: a letter's value is its column (A J S = 1, B K T = 2 … I R = 9). */
const ROWS = ['ABCDEFGHI', 'JKLMNOPQR', 'STUVWXYZ'] as const;

export const PYTHAGOREAN_VALUES: Readonly<Record<string, Digit>> = Object.fromEntries(
  ROWS.flatMap((row) => [...row].map((letter, column) => [letter, (column + 1) as Digit])),
);

/** Always vowels. */
export const VOWELS: ReadonlySet<string> = new Set(['A', 'E', 'I', 'O', 'U']);

/**
 * The letter that is a vowel only when no vowel stands beside it in its word (Lynn, Mary, Yvonne; a
 * consonant in Yolanda, Doyle, Bryan). Our choice: a rule of spelling alone, since a name's sound is not known.
 */
export const SOMETIMES_VOWEL = 'Y';

/** Kept unreduced wherever a name or birth number is reduced (our choice to include 33, as modern practice does). */
export const MASTER_NUMBERS: readonly number[] = [11, 22, 33];
