// Aspect sets of the relationship and return charts: data.
// Synastry: the nine kinds the hosted service's synastry answers name (spec western.md §1.3, §10), with
// wider orbs for the majors, since a genuine answer lists a sextile at more than 8° (the exact limits
// are not known; ours: 10° for conjunction, opposition, trine and square, 9° for the sextile, so that
// no separation falls in two majors' orbs). The minors keep the natal chart data's narrow orbs.
import { MAJOR_ASPECTS, MINOR_ASPECTS, type AspectKind } from './aspect-kinds.js';

const SYNASTRY_MAJOR_ORBS: Readonly<Record<string, number>> = { Conjunction: 10, Opposition: 10, Trine: 10, Square: 10, Sextile: 9 };

export const SYNASTRY_ASPECTS: readonly AspectKind[] = [
  ...MAJOR_ASPECTS.map((k) => ({ ...k, orb: SYNASTRY_MAJOR_ORBS[k.name]! })),
  ...MINOR_ASPECTS,
];
