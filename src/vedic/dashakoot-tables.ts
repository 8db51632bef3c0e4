// The South-Indian ten poruthams (Dasha koota) as data: the rule of each, and the rajju and vasya tables.
//
// Sources: B. V. Raman, "Muhurtha or Electional Astrology" (1st ed. 1943), the chapter on marriage, which
// sets out the ten kutas in this order (Dina, Gana, Mahendra, Stree-deergha, Yoni, Rasi, Rasyadhipati,
// Vasya, Rajju, Vedha); the rajju groups as every Tamil and Telugu almanac prints them (Pada, Kati,
// Nabhi, Kantha, Siro: the nakshatras climb from the feet to the head and back in threes); the vasya
// signs as Raman gives them. Where this project already holds a table the same porutham uses, it is
// reused: yoni (src/vedic/ashtakoot-tables.ts), graha friendship (Parashara, ibid.), vedha pairs
// (src/vedic/vedha.ts), rasi distances (the bhakoot distances, ibid.).
//
// Counts are inclusive and run from the girl's nakshatra (or sign) to the boy's, as the South-Indian
// tradition counts them. Each porutham agrees (1 point) or not (0): ten points in all. Rules:
// - Dina: the count leaves 2, 4, 6, 8 or 0 when divided by 9.
// - Gana: the same gana, or Deva with Manushya either way (a Rakshasa with another gana fails).
// - Mahendra: the count is 4, 7, 10, 13, 16, 19, 22 or 25.
// - Stree-deergha: the count exceeds 13 (the boy's star well beyond the girl's).
// - Yoni: the two animals are the same, friendly or neutral (ashtakoot yoni points 2 or more).
// - Rasi: the boy's sign is the 1st, 3rd, 4th, 7th, 10th or 11th from the girl's.
// - Rasyadhipati: the Moon-sign lords are the same, or neither counts the other an enemy.
// - Vasya: either sign is vasya (subject) to the other, by the table below.
// - Rajju: the two nakshatras are in different rajjus.
// - Vedha: the two nakshatras do not obstruct each other.

export const PORUTHAMS = ['dina', 'gana', 'mahendra', 'stree_deergha', 'yoni', 'rasi', 'rasyadhipati', 'vasya', 'rajju', 'vedha'] as const;
export type Porutham = (typeof PORUTHAMS)[number];

export const DINA_GOOD_REMAINDERS: ReadonlySet<number> = new Set([2, 4, 6, 8, 0]);
export const MAHENDRA_COUNTS: ReadonlySet<number> = new Set([4, 7, 10, 13, 16, 19, 22, 25]);
export const STREE_DEERGHA_MINIMUM = 14;

export const RAJJUS = ['pada', 'kati', 'nabhi', 'kantha', 'siro'] as const;
export type Rajju = (typeof RAJJUS)[number];
/** Rajju of each nakshatra, Ashwini … Revati: feet, waist, navel, neck, head, and down again, three times. */
export const RAJJU_BY_NAKSHATRA: readonly Rajju[] = Array.from({ length: 27 }, (_, n) => RAJJUS[[0, 1, 2, 3, 4, 3, 2, 1, 0][n % 9]!]!);

/** Signs vasya to each sign, Aries 0 … Pisces 11. */
export const VASYA_SIGNS: readonly (readonly number[])[] = [
  [4, 7], // Aries: Leo, Scorpio
  [3, 6], // Taurus: Cancer, Libra
  [5], // Gemini: Virgo
  [7, 8], // Cancer: Scorpio, Sagittarius
  [6], // Leo: Libra
  [11, 2], // Virgo: Pisces, Gemini
  [5, 9], // Libra: Virgo, Capricorn
  [3], // Scorpio: Cancer
  [11], // Sagittarius: Pisces
  [0, 10], // Capricorn: Aries, Aquarius
  [0], // Aquarius: Aries
  [9], // Pisces: Capricorn
];
