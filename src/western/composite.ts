// The midpoint composite of two charts: each point at the midpoint of the shorter arc between the
// two people's positions; the cusps likewise, taken in step with the ascendants so that the twelve
// stay in zodiac order (each cusp's distance from its own ascendant is averaged), and each point in
// the composite house whose cusps bracket it.
import { normalizeDegrees } from '../vedic/zodiac.js';
import type { WesternChart } from './chart.js';
import { houseOf } from './houses.js';

/** Midpoint of the shorter arc from a to b; exactly opposite points give a + 90. */
export function midpoint(a: number, b: number): number {
  const d = normalizeDegrees(b - a);
  return normalizeDegrees(a + (d > 180 ? d - 360 : d) / 2);
}

export interface CompositePoint { name: string; longitude: number; house: number }

export interface CompositeChart {
  planets: CompositePoint[];
  cusps: number[];
  ascendant: number;
  midheaven: number;
}

export function compositeChart(first: WesternChart, second: WesternChart): CompositeChart {
  const ascendant = midpoint(first.houses.ascendant, second.houses.ascendant);
  const fromAscendant = (x: number, chart: WesternChart) => normalizeDegrees(x - chart.houses.ascendant);
  const inStep = (x1: number, x2: number) => normalizeDegrees(ascendant + (fromAscendant(x1, first) + fromAscendant(x2, second)) / 2);
  const cusps = first.houses.cusps.map((c, i) => inStep(c, second.houses.cusps[i]!));
  const planets = first.planets.map((p, i) => {
    const longitude = midpoint(p.longitude, second.planets[i]!.longitude);
    return { name: p.name, longitude, house: houseOf(longitude, cusps) };
  });
  return { planets, cusps, ascendant, midheaven: inStep(first.houses.midheaven, second.houses.midheaven) };
}
