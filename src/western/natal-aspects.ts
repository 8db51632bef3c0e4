// The natal aspect list of western_horoscope (spec western.md §1.3): Sun … Pluto, the Ascendant and
// the Midheaven, numbered 0–11; the node, Chiron, the Part of Fortune and Lilith take no part.
import type { AspectKind } from './aspect-kinds.js';
import { mutualAspects, type Aspect, type AspectPoint } from './aspects.js';
import type { WesternChart } from './chart.js';

/** Natal aspect ids: Sun 0 … Pluto 9 (the planet list's order), Ascendant 10, Midheaven 11. */
export function natalAspectPoints(chart: WesternChart): AspectPoint[] {
  const planets = chart.planets.slice(0, 10).map((p, id) => ({ id, name: p.name, longitude: p.longitude }));
  return [...planets, { id: 10, name: 'Ascendant', longitude: chart.houses.ascendant }, { id: 11, name: 'Midheaven', longitude: chart.houses.midheaven }];
}

export function natalAspects(chart: WesternChart, kinds: readonly AspectKind[]): Aspect[] {
  return mutualAspects(natalAspectPoints(chart), kinds);
}
