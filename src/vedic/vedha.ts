// Nakshatra vedha (mutual obstruction) for matching (data and lookup). The pairs are the classical
// list printed with the Ashtakoota tables in almanacs (e.g. "Vedha" in Muhurta Chintamani's
// vivaha prakarana): Ashwini–Jyeshtha, Bharani–Anuradha, Krittika–Vishakha, Rohini–Swati,
// Ardra–Shravana, Punarvasu–Uttara Ashadha, Pushya–Purva Ashadha, Ashlesha–Mula, Magha–Revati,
// Purva Phalguni–Uttara Bhadrapada, Uttara Phalguni–Purva Bhadrapada, Hasta–Shatabhisha, and the
// triple Mrigashira–Chitra–Dhanishtha whose three members obstruct one another.

/** Pairs of 0-based nakshatra indexes that obstruct each other. */
export const VEDHA_PAIRS: readonly (readonly [number, number])[] = [
  [0, 17], [1, 16], [2, 15], [3, 14], [5, 21], [6, 20], [7, 19], [8, 18], [9, 26], [10, 25], [11, 24], [12, 23],
  [4, 13], [4, 22], [13, 22],
];

/** The obstructing pair, in the order given, or null. */
export function vedha(first: number, second: number): readonly [number, number] | null {
  const hit = VEDHA_PAIRS.some(([a, b]) => (a === first && b === second) || (a === second && b === first));
  return hit ? [first, second] : null;
}
