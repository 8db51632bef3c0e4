// vedic/: Vedic astrology on astro/: charts, divisional charts, dashas, panchang, matching and doshas.
// The Ashtakoota point tables (data). Rows are the boy's attribute, columns the girl's, in the order
// of the code lists in ./avakahada.ts. Where traditions differ we follow the common North-Indian
// practice whose half points produce fractional totals such as 25.5 (docs/conventions.md, "Matching and doshas"):
//
// - Varna (1): 1 when the boy's varna ranks the same as or above the girl's (Vipra > Kshatriya >
//   Vaishya > Shoodra), else 0 (astroswami.in, astrobix.com "Varnadi Ashtakoot Milan").
// - Vashya (2): as ranjanadikshit.com ("Kundali Milan") states it: Chatuspad, Maanav and Jalchar are
//   vashya to Vanchar; Chatuspad, Jalchar and Keet are vashya to Maanav; Jalchar is food for Maanav and
//   Chatuspad for Vanchar. Same group 2; one vashya to the other 1; one food for the other 0.5 (food
//   outranks vashya); otherwise 0 (astrobix.com states the same scale).
// - Tara (3): 1.5 for each direction (boy to girl, girl to boy) whose count from one nakshatra to the
//   other, inclusive, leaves a remainder other than 3, 5 or 7 when divided by 9 (0 counts as 9).
// - Yoni (4): 4 same animal, 3 friends, 2 neutral, 1 enemies, 0 sworn enemies (freehoroscopesonline.in
//   "The Yoni Koota": the 14 yonis and their sworn enemies; the full table as printed there).
// - Graha maitri (5): from the natural friendship of the two Moon-sign lords (Brihat Parashara Hora
//   Shastra ch. 3): both friends or the same lord 5, friend and neutral 4, both neutral 3, friend and
//   enemy 1, neutral and enemy 0.5, both enemies 0 (the rule and table printed in "Astrology in
//   houses", windykator.xlx.pl, p. 294).
// - Gana (6): same gana 6; Dev boy with Manushya girl 6, the reverse 5; Dev with Rakshasa 1 (either
//   way); Manushya with Rakshasa 0 (either way): the asymmetric table of North-Indian matching software.
//   A symmetric variant (Dev/Manushya 5, Manushya/Rakshasa 1, Dev/Rakshasa 0) is printed in "Gana,
//   Nadi, Bhakuta" (scribd.com document 268021076); we do not follow it.
// - Bhakoot (7): the signs counted from each other: 1/1, 3/11, 4/10 and 7/7 give 7; 2/12, 5/9 and 6/8
//   give 0. No cancellation by friendly lords is applied to the points.
// - Nadi (8): different nadis 8, the same nadi 0, with no exception applied to the points (same
//   nakshatra, different pada and so on), so identical births score 28 of 36.
import type { Gana, Vashya } from './avakahada.js';
import type { GrahaId } from './zodiac.js';

type Row<K extends string> = Readonly<Record<K, number>>;

export const VASHYA_POINTS: Readonly<Record<Vashya, Row<Vashya>>> = {
  Chatuspad: { Chatuspad: 2, Maanav: 1, Jalchar: 0, Vanchar: 0.5, Keet: 0 },
  Maanav: { Chatuspad: 1, Maanav: 2, Jalchar: 0.5, Vanchar: 1, Keet: 1 },
  Jalchar: { Chatuspad: 0, Maanav: 0.5, Jalchar: 2, Vanchar: 1, Keet: 0 },
  Vanchar: { Chatuspad: 0.5, Maanav: 1, Jalchar: 1, Vanchar: 2, Keet: 0 },
  Keet: { Chatuspad: 0, Maanav: 1, Jalchar: 0, Vanchar: 0, Keet: 2 },
};

/** Yoni points; symmetric. Order: Ashwa Gaj Mesh Sarp Swaan Marjar Mushak Gau Mahish Vyaaghra Mrig Vanar Nakul Simha. */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

export type Relation = 'friend' | 'neutral' | 'enemy';

/** Natural friendship of the seven sign lords (Sun 0 … Saturn 6): how the row planet regards the column planet. */
export const NATURAL_RELATION: Readonly<Record<number, readonly Relation[]>> = {
  0: ['friend', 'friend', 'friend', 'neutral', 'friend', 'enemy', 'enemy'],
  1: ['friend', 'friend', 'neutral', 'friend', 'neutral', 'neutral', 'neutral'],
  2: ['friend', 'friend', 'friend', 'enemy', 'friend', 'neutral', 'neutral'],
  3: ['friend', 'enemy', 'neutral', 'friend', 'neutral', 'friend', 'neutral'],
  4: ['friend', 'friend', 'friend', 'enemy', 'friend', 'enemy', 'neutral'],
  5: ['enemy', 'enemy', 'neutral', 'friend', 'neutral', 'friend', 'friend'],
  6: ['enemy', 'enemy', 'enemy', 'friend', 'neutral', 'friend', 'friend'],
};

/** Graha maitri points by the pair of relations (either order). */
export const MAITRI_POINTS: Readonly<Record<string, number>> = {
  'friend+friend': 5, 'friend+neutral': 4, 'neutral+neutral': 3, 'enemy+friend': 1, 'enemy+neutral': 0.5, 'enemy+enemy': 0,
};

export const GANA_POINTS: Readonly<Record<Gana, Row<Gana>>> = {
  Dev: { Dev: 6, Manushya: 6, Rakshasa: 1 },
  Manushya: { Dev: 5, Manushya: 6, Rakshasa: 0 },
  Rakshasa: { Dev: 1, Manushya: 0, Rakshasa: 6 },
};

/** Bhakoot: the sign distances (boy's sign counted from the girl's, 1 … 12) that score 7. */
export const GOOD_BHAKOOT_DISTANCES: ReadonlySet<number> = new Set([1, 3, 4, 7, 10, 11]);

/** Tara: remainders (count mod 9, 0 read as 9) that are inauspicious. */
export const BAD_TARA_REMAINDERS: ReadonlySet<number> = new Set([3, 5, 7]);

export const KOOTA_MAXIMUM = { varna: 1, vashya: 2, tara: 3, yoni: 4, maitri: 5, gan: 6, bhakut: 7, nadi: 8 } as const;

/** Lords that can rule a Moon sign (Rahu and Ketu rule none). */
export type SignLord = Exclude<GrahaId, 7 | 8>;

