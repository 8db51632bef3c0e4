// Synastry: each person's points placed in the other's houses, and the aspects between the two
// charts (every point of the first against every point of the second, so A–B and B–A both appear,
// a point with its namesake too).
import { normalizeDegrees } from '../vedic/zodiac.js';
import { crossAspects, type Aspect, type AspectPoint } from './aspects.js';
import type { WesternChart } from './chart.js';
import { houseOf } from './houses.js';
import { SYNASTRY_ASPECTS } from './relation-aspects.js';

/** The planet list, then the Ascendant, Descendant and Midheaven (ids in that order from 0). */
export function synastryPoints(chart: WesternChart): AspectPoint[] {
  const { ascendant, midheaven } = chart.houses;
  const named = [
    ...chart.planets.map((p) => ({ name: p.name, longitude: p.longitude })),
    { name: 'Ascendant', longitude: ascendant }, { name: 'Descendant', longitude: normalizeDegrees(ascendant + 180) }, { name: 'Midheaven', longitude: midheaven },
  ];
  return named.map((p, id) => ({ id, ...p }));
}

export interface Overlay { name: string; house: number }

/** The points of `guest`'s planet list in `host`'s houses. */
export const overlay = (guest: WesternChart, host: WesternChart): Overlay[] =>
  guest.planets.map((p) => ({ name: p.name, house: houseOf(p.longitude, host.houses.cusps) }));

export interface Synastry {
  /** The first person's points in the second's houses. */
  firstInSecond: Overlay[];
  /** The second person's points in the first's houses. */
  secondInFirst: Overlay[];
  aspects: Aspect[];
}

export function synastry(first: WesternChart, second: WesternChart): Synastry {
  return {
    firstInSecond: overlay(first, second),
    secondInFirst: overlay(second, first),
    aspects: crossAspects(synastryPoints(first), synastryPoints(second), SYNASTRY_ASPECTS),
  };
}
