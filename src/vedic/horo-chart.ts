// The twelve houses of a chart (/horo_chart): a divisional chart, the bhava chalit, or the Sun or
// Moon chart, from the birth chart's longitudes. Pure: cusps come in from the caller.
import type { Placement } from './chart.js';
import { bhavaOf, vargaPosition } from './divisional.js';
import { VARGA_IDS, type VargaId } from './varga-rules.js';
import { PlanetId, type GrahaId } from './zodiac.js';

export const CHART_IDS = [...VARGA_IDS, 'CHALIT', 'SUN', 'MOON'] as const;
export type ChartId = (typeof CHART_IDS)[number];

export interface Occupant {
  id: GrahaId;
  /** Degree within the sign of this chart (the varga degree for divisional charts). */
  degree: number;
}

export interface ChartHouse {
  /** Sign index, Aries 0 … Pisces 11. */
  sign: number;
  /** Grahas in API id order. */
  occupants: Occupant[];
}

export interface HouseChart {
  /** Houses 1..12 (index 0 is house 1). */
  houses: ChartHouse[];
  /** Sign holding the ascendant in this chart (house 1's sign except in the Sun and Moon charts). */
  ascendantSign: number;
}

const isVarga = (id: ChartId): id is VargaId => (VARGA_IDS as readonly string[]).includes(id);

/**
 * `chart` is computeChart's output (grahas 0..8, then the ascendant); `bhavaCusps` (twelve ascending
 * sidereal house starts) is needed only for CHALIT.
 */
export function houseChart(id: ChartId, chart: readonly Placement[], bhavaCusps?: readonly number[]): HouseChart {
  const grahas = chart.filter((p): p is Placement & { id: GrahaId } => p.id !== PlanetId.Ascendant);
  const ascendant = chart.find((p) => p.id === PlanetId.Ascendant)!;
  // Each graha's sign in this chart, its degree there, and the house it occupies (0-based; null: by sign).
  let placed: { id: GrahaId; sign: number; degree: number; house?: number }[];
  let ascendantSign: number;
  let firstSign: number;
  if (isVarga(id)) {
    placed = grahas.map((p) => ({ id: p.id, ...vargaPosition(p.fullDegree, id) }));
    ascendantSign = firstSign = vargaPosition(ascendant.fullDegree, id).sign;
  } else {
    placed = grahas.map((p) => ({ id: p.id, sign: p.sign, degree: p.normDegree }));
    ascendantSign = ascendant.sign;
    firstSign = id === 'SUN' ? chart[PlanetId.Sun]!.sign : id === 'MOON' ? chart[PlanetId.Moon]!.sign : ascendant.sign;
    if (id === 'CHALIT') {
      if (!bhavaCusps) throw new Error('the chalit chart needs the bhava cusps');
      placed = placed.map((p, i) => ({ ...p, house: bhavaOf(grahas[i]!.fullDegree, bhavaCusps) }));
    }
  }
  const houses: ChartHouse[] = Array.from({ length: 12 }, (_, h) => ({ sign: (firstSign + h) % 12, occupants: [] }));
  for (const p of placed) houses[p.house ?? (p.sign - firstSign + 12) % 12]!.occupants.push({ id: p.id, degree: p.degree });
  return { houses, ascendantSign };
}
