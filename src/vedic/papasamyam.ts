// The papa (malefic) points of one chart by the rule and weights of ./papasamyam-rules.ts.
import type { Placement } from './chart.js';
import { HOUSE_UNITS, PAPA_PLANETS, PLANET_UNITS, REFERENCE_WEIGHT, REFERENCES, type PapaPlanet, type Reference } from './papasamyam-rules.js';
import { PlanetId } from './zodiac.js';

export interface PapaCount {
  /** House of the malefic counted from the reference's sign, 1 … 12. */
  house: number;
  /** Planet units × house units × the reference's weight; 0 outside the dosha houses. */
  points: number;
}

export interface PapaPlanetPoints {
  planet: PapaPlanet;
  from: Record<Reference, PapaCount>;
  total: number;
}

export interface Papasamyam {
  planets: PapaPlanetPoints[];
  byReference: Record<Reference, number>;
  total: number;
}

const REFERENCE_BODY: Readonly<Record<Reference, PlanetId>> = { lagna: PlanetId.Ascendant, moon: PlanetId.Moon, venus: PlanetId.Venus };
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function papasamyam(chart: readonly Placement[]): Papasamyam {
  const planets = PAPA_PLANETS.map((planet) => {
    const from = Object.fromEntries(REFERENCES.map((ref) => {
      const house = ((chart[planet]!.sign - chart[REFERENCE_BODY[ref]]!.sign + 12) % 12) + 1;
      return [ref, { house, points: PLANET_UNITS[planet] * (HOUSE_UNITS[house] ?? 0) * REFERENCE_WEIGHT[ref] }];
    })) as Record<Reference, PapaCount>;
    return { planet, from, total: sum(REFERENCES.map((r) => from[r].points)) };
  });
  const byReference = Object.fromEntries(REFERENCES.map((r) => [r, sum(planets.map((p) => p.from[r].points))])) as Record<Reference, number>;
  return { planets, byReference, total: sum(planets.map((p) => p.total)) };
}
