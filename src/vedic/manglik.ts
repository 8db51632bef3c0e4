// Mangal dosha of one chart, by the rules and weights of ./manglik-rules.ts.
import type { Placement } from './chart.js';
import {
  CANCEL_REDUCTION, DOSHA_MALEFICS, EFFECTIVE_FROM, EXEMPT_HOUSE_SIGNS, JUPITER_ASPECTS, MALEFIC_ASPECTS, MANGLIK_ASPECT_WEIGHT,
  MANGLIK_HOUSE_WEIGHT, MANGLIK_HOUSES, MARS_EXALTATION_SIGN, MARS_OWN_SIGNS, OTHER_MALEFIC_WEIGHT, type CancelRule,
} from './manglik-rules.js';
import { PlanetId, type GrahaId } from './zodiac.js';

export type ManglikStatus = 'EFFECTIVE' | 'LESS_EFFECTIVE' | 'NOT_PRESENT';

export interface Cancellation {
  rule: CancelRule;
  /** The planet the rule names (Jupiter or Venus in the ascendant), when it names one. */
  planet?: GrahaId;
}

/** A malefic in a dosha house. */
export interface DoshaPlacement {
  planet: GrahaId;
  house: number;
}

/** A malefic in house `from` aspecting the dosha house `house`. */
export interface DoshaAspect extends DoshaPlacement {
  from: number;
}

export interface Manglik {
  marsHouse: number;
  marsSign: number;
  /** Malefics in dosha houses, Mars first. */
  placements: DoshaPlacement[];
  /** Aspects of the malefics on dosha houses, Mars's first, each planet's by house. */
  aspects: DoshaAspect[];
  cancellations: Cancellation[];
  before: number;
  after: number;
  status: ManglikStatus;
  present: boolean;
}

/** House n counted from house h, inclusive (1 … 12). */
const countFrom = (h: number, n: number) => ((h + n - 2) % 12) + 1;
const round2 = (x: number) => Math.round(x * 100) / 100;

function placementsAndAspects(chart: readonly Placement[]): { placements: DoshaPlacement[]; aspects: DoshaAspect[] } {
  const placements: DoshaPlacement[] = [];
  const aspects: DoshaAspect[] = [];
  for (const planet of DOSHA_MALEFICS) {
    const from = chart[planet]!.house;
    if (MANGLIK_HOUSES.includes(from)) placements.push({ planet, house: from });
    const houses = MALEFIC_ASPECTS[planet]!.map((n) => countFrom(from, n)).filter((h) => MANGLIK_HOUSES.includes(h)).sort((a, b) => a - b);
    for (const house of houses) aspects.push({ planet, from, house });
  }
  // The other malefics add to a dosha Mars makes; without Mars in or aspecting a dosha house there is none.
  const marsInvolved = placements.some((p) => p.planet === PlanetId.Mars) || aspects.some((a) => a.planet === PlanetId.Mars);
  return marsInvolved ? { placements, aspects } : { placements: [], aspects: [] };
}

const placementWeight = (p: DoshaPlacement) => (p.planet === PlanetId.Mars ? MANGLIK_HOUSE_WEIGHT[p.house]! : OTHER_MALEFIC_WEIGHT);

export function manglik(chart: readonly Placement[]): Manglik {
  const mars = chart[PlanetId.Mars]!;
  const jupiter = chart[PlanetId.Jupiter]!;
  const { placements, aspects } = placementsAndAspects(chart);
  const before = Math.min(100, placements.reduce((sum, p) => sum + placementWeight(p), 0) + aspects.length * MANGLIK_ASPECT_WEIGHT);

  const cancellations: Cancellation[] = [];
  if (MARS_OWN_SIGNS.includes(mars.sign)) cancellations.push({ rule: 'own_sign' });
  if (mars.sign === MARS_EXALTATION_SIGN) cancellations.push({ rule: 'exalted' });
  if (EXEMPT_HOUSE_SIGNS[mars.house]?.includes(mars.sign)) cancellations.push({ rule: 'house_sign' });
  if (jupiter.sign === mars.sign) cancellations.push({ rule: 'jupiter_conjunct' });
  else if (JUPITER_ASPECTS.some((n) => countFrom(jupiter.house, n) === mars.house)) cancellations.push({ rule: 'jupiter_aspect' });
  for (const id of [PlanetId.Jupiter, PlanetId.Venus] as const) if (chart[id]!.house === 1) cancellations.push({ rule: 'benefic_ascendant', planet: id });
  if (chart[PlanetId.Moon]!.sign === mars.sign) cancellations.push({ rule: 'moon_conjunct' });

  // Rules only matter where there is a dosha to cancel.
  const applied = before > 0 ? cancellations : [];
  const after = round2(applied.reduce((p, c) => p * (1 - CANCEL_REDUCTION[c.rule]), before));
  const status: ManglikStatus = after >= EFFECTIVE_FROM ? 'EFFECTIVE' : after > 0 ? 'LESS_EFFECTIVE' : 'NOT_PRESENT';
  return { marsHouse: mars.house, marsSign: mars.sign, placements, aspects, cancellations: applied, before: round2(before), after, status, present: status === 'EFFECTIVE' };
}
