// Serialises a chart in the reference service's record shape, naming things in one language.
import type { Vocabulary } from '../../i18n/index.js';
import type { Placement } from '../../vedic/chart.js';
import { PlanetId } from '../../vedic/zodiac.js';

export function presentPlanets(chart: Placement[], v: Vocabulary) {
  return chart.map((p) => {
    const isAscendant = p.id === PlanetId.Ascendant;
    return {
      id: p.id,
      name: v.planets[p.id],
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
  });
}
