// The balance of a natal chart (natal_chart_interpretation): how its points fall among the elements, the
// modes, the positive and negative signs, the signs themselves, and the halves of the chart.
// Rules (ours where the hosted service's are unknown, docs/western-reports.md): the eleven points are the
// Sun … Pluto and the Ascendant, one share each (eleven is odd, so the polarity never ties); the hemispheres
// count the ten planets by their houses, east the houses 10–3 (the ascendant's half), north the houses 1–6
// (below the horizon). A tie goes to the class holding the earliest point of the order Sun, Moon,
// Ascendant, Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune, Pluto (the lights and the rising
// degree first, as Alan Leo weighs them in How to Judge a Nativity, 1903; then the planets from the
// swiftest).

/** A point as the answer shows it (its sign from the rounded longitude, so the balance agrees with the records). */
export interface BalancePoint {
  name: string;
  /** 0 Aries … 11 Pisces. */
  sign: number;
  /** 1–12; undefined for the Ascendant, which takes no part in the hemispheres. */
  house?: number;
}

const TIE_ORDER = ['Sun', 'Moon', 'Ascendant', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

/** The class counts and the dominant class: the largest count, a tie going to the earliest point's class. */
export function dominantClass<P>(points: readonly P[], classOf: (p: P) => number, classes: number): { counts: number[]; dominant: number } {
  const counts = Array<number>(classes).fill(0);
  for (const p of points) counts[classOf(p)]!++;
  const most = Math.max(...counts);
  const first = points.find((p) => counts[classOf(p)] === most)!;
  return { counts, dominant: classOf(first) };
}

export interface ChartBalance {
  /** Points counted in the sign classes (11). */
  total: number;
  /** Counts by element 0 Fire, 1 Earth, 2 Air, 3 Water, and the dominant one. */
  elements: { counts: number[]; dominant: number };
  /** Counts by mode 0 Cardinal, 1 Fixed, 2 Mutable, and the dominant one. */
  modes: { counts: number[]; dominant: number };
  /** Counts by sign 0 Aries … 11 Pisces, and the dominant one. */
  signs: { counts: number[]; dominant: number };
  /** Points in the positive (fire and air) and negative (earth and water) signs. */
  positive: number;
  negative: number;
  /** Planets west (houses 4–9) and east (houses 10–3); dominant 0 west, 1 east. */
  eastWest: { counts: number[]; dominant: number };
  /** Planets south (above the horizon, houses 7–12) and north (houses 1–6); dominant 0 south, 1 north. */
  northSouth: { counts: number[]; dominant: number };
}

/** The balance of the ten planets Sun … Pluto (each with its house) and the Ascendant's sign (0 Aries … 11 Pisces). */
export function chartBalance(planets: readonly BalancePoint[], ascendantSign: number): ChartBalance {
  const ascendant: BalancePoint = { name: 'Ascendant', sign: ascendantSign };
  const rank = (p: BalancePoint) => TIE_ORDER.indexOf(p.name as (typeof TIE_ORDER)[number]);
  const points = [...planets, ascendant].sort((a, b) => rank(a) - rank(b));
  const housed = points.filter((p) => p.house !== undefined) as Required<BalancePoint>[];
  const elements = dominantClass(points, (p) => p.sign % 4, 4);
  return {
    total: points.length,
    elements,
    modes: dominantClass(points, (p) => p.sign % 3, 3),
    signs: dominantClass(points, (p) => p.sign, 12),
    positive: elements.counts[0]! + elements.counts[2]!,
    negative: elements.counts[1]! + elements.counts[3]!,
    eastWest: dominantClass(housed, (p) => (p.house >= 4 && p.house <= 9 ? 0 : 1), 2),
    northSouth: dominantClass(housed, (p) => (p.house >= 7 ? 0 : 1), 2),
  };
}
