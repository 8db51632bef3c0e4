// Mangal dosha of one chart, by the rules and weights of ./manglik-rules.ts.
import type { Placement } from './chart.js';
import {
  CANCEL_REDUCTION, EFFECTIVE_FROM, EXEMPT_HOUSE_SIGNS, JUPITER_ASPECTS, MANGLIK_ASPECT_WEIGHT, MANGLIK_HOUSE_WEIGHT, MANGLIK_HOUSES,
  MARS_ASPECTS, MARS_EXALTATION_SIGN, MARS_OWN_SIGNS, type CancelRule,
} from './manglik-rules.js';
import { PlanetId, type GrahaId } from './zodiac.js';

export type ManglikStatus = 'EFFECTIVE' | 'LESS_EFFECTIVE' | 'NOT_PRESENT';

export interface Cancellation {
  rule: CancelRule;
  /** The planet the rule names (Jupiter or Venus in the ascendant), when it names one. */
  planet?: GrahaId;
}

export interface Manglik {
  marsHouse: number;
  marsSign: number;
  /** Mars's own house when it is a dosha house. */
  placement: number | null;
  /** Dosha houses Mars aspects. */
  aspects: number[];
  cancellations: Cancellation[];
  before: number;
  after: number;
  status: ManglikStatus;
  present: boolean;
}

/** House n counted from house h, inclusive (1 … 12). */
const countFrom = (h: number, n: number) => ((h + n - 2) % 12) + 1;
const round2 = (x: number) => Math.round(x * 100) / 100;

export function manglik(chart: readonly Placement[]): Manglik {
  const mars = chart[PlanetId.Mars]!;
  const jupiter = chart[PlanetId.Jupiter]!;
  const placement = MANGLIK_HOUSES.includes(mars.house) ? mars.house : null;
  const aspects = MARS_ASPECTS.map((n) => countFrom(mars.house, n)).filter((h) => MANGLIK_HOUSES.includes(h)).sort((a, b) => a - b);
  const before = Math.min(100, (placement ? MANGLIK_HOUSE_WEIGHT[placement]! : 0) + aspects.length * MANGLIK_ASPECT_WEIGHT);

  const cancellations: Cancellation[] = [];
  if (MARS_OWN_SIGNS.includes(mars.sign)) cancellations.push({ rule: 'own_sign' });
  if (mars.sign === MARS_EXALTATION_SIGN) cancellations.push({ rule: 'exalted' });
  if (placement && EXEMPT_HOUSE_SIGNS[placement]?.includes(mars.sign)) cancellations.push({ rule: 'house_sign' });
  if (jupiter.sign === mars.sign) cancellations.push({ rule: 'jupiter_conjunct' });
  else if (JUPITER_ASPECTS.some((n) => countFrom(jupiter.house, n) === mars.house)) cancellations.push({ rule: 'jupiter_aspect' });
  for (const id of [PlanetId.Jupiter, PlanetId.Venus] as const) if (chart[id]!.house === 1) cancellations.push({ rule: 'benefic_ascendant', planet: id });
  if (chart[PlanetId.Moon]!.sign === mars.sign) cancellations.push({ rule: 'moon_conjunct' });

  // Rules only matter where there is a dosha to cancel.
  const applied = before > 0 ? cancellations : [];
  const after = round2(applied.reduce((p, c) => p * (1 - CANCEL_REDUCTION[c.rule]), before));
  const status: ManglikStatus = after >= EFFECTIVE_FROM ? 'EFFECTIVE' : after > 0 ? 'LESS_EFFECTIVE' : 'NOT_PRESENT';
  return { marsHouse: mars.house, marsSign: mars.sign, placement, aspects, cancellations: applied, before: round2(before), after, status, present: status === 'EFFECTIVE' };
}
