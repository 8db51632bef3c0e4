// Kalsarpa yoga: the seven grahas (Sun … Saturn) hemmed on one side of the Rahu–Ketu axis.
//
// Definitions (docs/conventions.md, "Matching and doshas"): a graha's arc is its longitude counted forward from Rahu, in
// [0°, 360°); Ketu sits at 180°.
// - Ascending: every graha lies in the half Rahu → Ketu (arc 0° … 180°, both ends included, so a
//   graha exactly on the axis never breaks the yoga); Descending: the half Ketu → Rahu (180° … 360°,
//   0° included).
// - Full: every graha in that half. Partial: every graha in that half except those that share a
//   node's sign while lying just outside the half (conjunct Rahu or Ketu by sign), and at least one
//   graha inside it strictly. Anything else: no yoga.
// - The yoga's name is the classical one for Rahu's whole-sign house (1 Anant … 12 Sheshnag).
import { normalizeDegrees, signIndex } from './zodiac.js';

export type KalsarpaKind = 'Full Ascending' | 'Partial Ascending' | 'Full Descending' | 'Partial Descending';

export interface Kalsarpa {
  kind: KalsarpaKind | null;
  /** Rahu's whole-sign house, 1 … 12 (names the yoga). */
  rahuHouse: number;
}

/** Grahas outside the chosen half, or null when one of them does not excuse itself by a node's sign. */
function outsiders(grahas: readonly number[], rahu: number, inHalf: (arc: number) => boolean): number | null {
  const nodeSigns = [signIndex(rahu), signIndex(rahu + 180)];
  let count = 0;
  for (const lon of grahas) {
    if (inHalf(normalizeDegrees(lon - rahu))) continue;
    if (!nodeSigns.includes(signIndex(lon))) return null;
    count++;
  }
  return count;
}

/** @param grahas longitudes of Sun … Saturn; @param rahu Rahu's longitude; @param ascendantSign 0 … 11. */
export function kalsarpa(grahas: readonly number[], rahu: number, ascendantSign: number): Kalsarpa {
  const rahuHouse = ((signIndex(rahu) - ascendantSign + 12) % 12) + 1;
  const arcs = grahas.map((lon) => normalizeDegrees(lon - rahu));
  const halves = [
    { name: 'Ascending', inHalf: (a: number) => a <= 180, strictlyIn: (a: number) => a > 0 && a < 180 },
    { name: 'Descending', inHalf: (a: number) => a >= 180 || a === 0, strictlyIn: (a: number) => a > 180 },
  ] as const;
  const candidates = halves
    .map((h) => ({ h, out: outsiders(grahas, rahu, h.inHalf) }))
    .filter((c): c is { h: (typeof halves)[number]; out: number } => c.out !== null && arcs.some(c.h.strictlyIn));
  // Fewer grahas outside wins; on a tie (possible only with every graha on a node's sign) Ascending.
  const best = candidates.sort((x, y) => x.out - y.out)[0];
  if (!best) return { kind: null, rahuHouse };
  return { kind: `${best.out === 0 ? 'Full' : 'Partial'} ${best.h.name}` as KalsarpaKind, rahuHouse };
}
