// Serialises a chart in the reference service's record shape, naming things in one language.
import type { Vocabulary } from '../../i18n/index.js';
import type { OuterPlanetNames } from '../../i18n/outer-planets.js';
import type { BodyPlacement, Placement } from '../../vedic/chart.js';
import { PlanetId } from '../../vedic/zodiac.js';

/** One body; `id` and `name` are the endpoint's own (the Ascendant is 9 in /planets, 12 in /planets/extended). */
function planetRecord(id: number, name: string, p: BodyPlacement, isAscendant: boolean, v: Vocabulary) {
  return {
    id,
    name,
    fullDegree: p.fullDegree,
    normDegree: p.normDegree,
    speed: p.speed,
    isRetro: isAscendant ? false : String(p.retrograde),
    sign: v.signs[p.sign],
    signLord: v.planets[p.signLord],
    nakshatra: v.nakshatras[p.nakshatra],
    nakshatraLord: v.planets[p.nakshatraLord],
    nakshatra_pad: p.pada,
    house: p.house,
    is_planet_set: p.combust,
    planet_awastha: p.awastha ? v.awastha[p.awastha] : '--',
  };
}

export function presentPlanets(chart: Placement[], v: Vocabulary) {
  return chart.map((p) => planetRecord(p.id, v.planets[p.id], p, p.id === PlanetId.Ascendant, v));
}

/** The grahas (ids 0–8), then Uranus 9, Neptune 10, Pluto 11, and the Ascendant last as 12. */
export function presentExtendedPlanets(chart: Placement[], outer: BodyPlacement[], v: Vocabulary, outerNames: OuterPlanetNames) {
  const grahas = chart.filter((p) => p.id !== PlanetId.Ascendant);
  const ascendant = chart.find((p) => p.id === PlanetId.Ascendant)!;
  return [
    ...presentPlanets(grahas, v),
    ...outer.map((p, i) => planetRecord(grahas.length + i, outerNames[i]!, p, false, v)),
    planetRecord(grahas.length + outer.length, v.planets[PlanetId.Ascendant], ascendant, true, v),
  ];
}
