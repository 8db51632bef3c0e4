// Gem suggestions: the life, benefic and lucky stones of a chart.
//
// Rule (docs/reports.md): LIFE is the stone of the ascendant's lord, BENEFIC that of the 5th house's
// lord, LUCKY that of the 9th house's lord, houses counted whole-sign from the ascendant. The lords of
// the 1st, 5th and 9th (the trines) are the chart's natural well-wishers, whatever planets they are:
// Brihat Parasara Hora Sastra, chapter on yoga-karakas, and Phaladeepika (Mantreswara), in their old
// English translations. The 5th is the house of merit earned
// (purva punya), the 9th of fortune (bhagya): hence "benefic" and "lucky".
// Planet -> stone: the navaratna correspondence as S. M. Tagore records it in Mani-Mala (Calcutta,
// 1879-81), chapter on the nine gems. Substitute, finger, carat range, metal and day are the customary
// practice of Indian jewellers and astrologers (no classical text fixes them); the rows for Mars,
// Mercury and Venus's substitutes follow the values the hosted service's documentation shows.
import { SIGN_LORD, type GrahaId } from '../vedic/zodiac.js';

export interface GemRow {
  gem_key: string;
  /** Carat range, "A - B". */
  weight_caret: string;
}

/** By graha Sun … Saturn (the sign lords; the nodes rule no sign, so never give a stone here). Words are in the text banks. */
export const GEM_ROWS: readonly GemRow[] = [
  { gem_key: 'ruby', weight_caret: '3 - 6.25' },
  { gem_key: 'pearl', weight_caret: '2 - 6.25' },
  { gem_key: 'red_coral', weight_caret: '6 - 10.25' },
  { gem_key: 'emerald', weight_caret: '4 - 6.25' },
  { gem_key: 'yellow_sapphire', weight_caret: '3 - 5.25' },
  { gem_key: 'diamond', weight_caret: '0.5 - 1.25' },
  { gem_key: 'blue_sapphire', weight_caret: '3 - 5.25' },
];

export type GemRole = 'LIFE' | 'BENEFIC' | 'LUCKY';

/** The house whose lord gives each stone. */
export const GEM_HOUSES: Readonly<Record<GemRole, number>> = { LIFE: 1, BENEFIC: 5, LUCKY: 9 };

/** Lord of the whole-sign house `house` (1 … 12) for an ascendant sign (0 = Aries). */
export function houseLord(ascendantSign: number, house: number): GrahaId {
  return SIGN_LORD[(ascendantSign + house - 1) % 12]!;
}

/** The planet behind each stone, in the answer's order. */
export function gemPlanets(ascendantSign: number): { role: GemRole; planet: GrahaId }[] {
  return (Object.keys(GEM_HOUSES) as GemRole[]).map((role) => ({ role, planet: houseLord(ascendantSign, GEM_HOUSES[role]) }));
}
