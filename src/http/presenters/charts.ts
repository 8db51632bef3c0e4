// Serialises a house chart in the interface's record shape, naming signs and planets in one language.
import { PLANET_ABBREVIATIONS } from '../../i18n/chart-abbreviations.js';
import type { Vocabulary } from '../../i18n/index.js';
import type { HouseChart } from '../../vedic/horo-chart.js';
import { PlanetId } from '../../vedic/zodiac.js';

// Made once, not per occupant per call: a house chart answer names nine grahas.
const upperCaseNames = new WeakMap<Vocabulary, readonly string[]>();
const SMALL_NAMES = PLANET_ABBREVIATIONS.map((a) => `${a} `);

function upperCased(v: Vocabulary): readonly string[] {
  let names = upperCaseNames.get(v);
  if (!names) upperCaseNames.set(v, (names = v.planets.map((n) => n.toUpperCase())));
  return names;
}

export function presentHouseChart(chart: HouseChart, v: Vocabulary) {
  const names = upperCased(v);
  return chart.houses.map((h) => ({
    sign: h.sign + 1,
    sign_name: v.signs[h.sign]!,
    planet: h.occupants.map((o) => names[o.id]!),
    planet_small: h.occupants.map((o) => SMALL_NAMES[o.id]!),
    planet_degree: h.occupants.map((o) => o.degree),
  }));
}

/** What each house shows in a chart image: the ascendant's mark where it falls, then the grahas. */
export function chartImageHouses(chart: HouseChart) {
  return chart.houses.map((h) => ({
    sign: h.sign,
    labels: [
      ...(h.sign === chart.ascendantSign ? [{ text: PLANET_ABBREVIATIONS[PlanetId.Ascendant], ascendant: true }] : []),
      ...h.occupants.map((o) => ({ text: PLANET_ABBREVIATIONS[o.id], ascendant: false })),
    ],
  }));
}
