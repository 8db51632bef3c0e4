// Puja suggestions: which pujas a chart calls for, each by a rule of its own, highest priority first.
// - KAL_SARPA (priority 5): a Kalsarpa yoga, full or partial (src/vedic/kalsarpa.ts).
// - PITRA_DOSHA (priority 4): any pitra dosha rule met (pitra-dosha.ts).
// - NAKSHATRA_PUJA (priority 3): the nakshatra of the ascendant's lord, counted from the Moon's
//   nakshatra, falls on an adverse tara: Vipat (3rd), Pratyak (5th) or Naidhana (7th). The nine taras
//   and their adverse three: Muhurta Chintamani (Daivajna Rama, 1600), on tara bala, in its old translations.
// A puja whose rule is not met is left out of the list.
import type { Placement } from '../vedic/chart.js';
import { kalsarpa, type KalsarpaKind } from '../vedic/kalsarpa.js';
import { PlanetId, SIGN_LORD, type GrahaId } from '../vedic/zodiac.js';
import { pitraDosha } from './pitra-dosha.js';

export const TARAS = ['JANMA', 'SAMPAT', 'VIPAT', 'KSHEMA', 'PRATYAK', 'SADHANA', 'NAIDHANA', 'MITRA', 'PARAM_MITRA'] as const;
export type Tara = (typeof TARAS)[number];
const ADVERSE: readonly Tara[] = ['VIPAT', 'PRATYAK', 'NAIDHANA'];

/** The tara of nakshatra `n` counted from nakshatra `from` (both 0 … 26): the count, 1 … 27, taken in nines. */
export function taraOf(from: number, n: number): Tara {
  return TARAS[((n - from + 27) % 27) % 9]!;
}

export type PujaSuggestion =
  | { puja_id: 'KAL_SARPA'; priority: 5; kind: KalsarpaKind }
  | { puja_id: 'PITRA_DOSHA'; priority: 4; rules: number }
  | { puja_id: 'NAKSHATRA_PUJA'; priority: 3; lord: GrahaId; tara: Tara };

export function pujaSuggestions(chart: readonly Placement[]): PujaSuggestion[] {
  const out: PujaSuggestion[] = [];
  const grahas = chart.slice(PlanetId.Sun, PlanetId.Saturn + 1).map((p) => p.fullDegree);
  const ks = kalsarpa(grahas, chart[PlanetId.Rahu]!.fullDegree, chart[PlanetId.Ascendant]!.sign);
  if (ks.kind) out.push({ puja_id: 'KAL_SARPA', priority: 5, kind: ks.kind });
  const pitra = pitraDosha(chart);
  if (pitra.length > 0) out.push({ puja_id: 'PITRA_DOSHA', priority: 4, rules: pitra.length });
  const lord = SIGN_LORD[chart[PlanetId.Ascendant]!.sign]!;
  const tara = taraOf(chart[PlanetId.Moon]!.nakshatra, chart[lord]!.nakshatra);
  if (ADVERSE.includes(tara)) out.push({ puja_id: 'NAKSHATRA_PUJA', priority: 3, lord, tara });
  return out;
}
