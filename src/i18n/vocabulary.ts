// The shape every language's vocabulary must fill. Fixed-length tuples make a missing entry a
// type error, so an incomplete language cannot build.
import type { NumerologyWord } from '../numerology/words.js';
import type { Awastha } from '../vedic/awastha.js';

export type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N ? Readonly<Acc> : Tuple<T, N, [...Acc, T]>;

export interface Vocabulary {
  /** By planet id: Sun … Ketu, then the Ascendant (id 9). */
  planets: Tuple<string, 10>;
  /** Aries … Pisces. */
  signs: Tuple<string, 12>;
  /** Ashwini … Revati. */
  nakshatras: Tuple<string, 27>;
  awastha: Readonly<Record<Awastha, string>>;
  /** Yogini dasha names by id: Mangla … Sankata. */
  yoginis: Tuple<string, 8>;
  /** Beej mantras by graha id (Sun … Ketu), in the language's script (mantras.ts). */
  mantras: Tuple<string, 9>;
  /** The numerology table's colours, days, deities, metals and stones. */
  words: Readonly<Record<NumerologyWord, string>>;
}
