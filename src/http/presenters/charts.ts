// Serialises a house chart in the interface's record shape, naming signs and planets in one language.
import { PLANET_ABBREVIATIONS } from '../../i18n/chart-abbreviations.js';
import type { Vocabulary } from '../../i18n/index.js';
import type { HouseChart } from '../../vedic/horo-chart.js';
import { PlanetId } from '../../vedic/zodiac.js';

export function presentHouseChart(chart: HouseChart, v: Vocabulary) {
  return chart.houses.map((h) => ({
    sign: h.sign + 1,
    sign_name: v.signs[h.sign]!,
    planet: h.occupants.map((o) => v.planets[o.id].toUpperCase()),
    planet_small: h.occupants.map((o) => `${PLANET_ABBREVIATIONS[o.id]} `),
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
