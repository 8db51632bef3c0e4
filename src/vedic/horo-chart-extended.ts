// /horo_chart_extended: a chart of /horo_chart with Uranus, Neptune and Pluto placed in it too, by the
// same rule the chart uses for the grahas (varga sign, bhava, or sign counted from house 1's).
import { bhavaOf, vargaPosition } from './divisional.js';
import type { ChartId, HouseChart } from './horo-chart.js';
import { VARGA_IDS, type VargaId } from './varga-rules.js';
import { signIndex } from './zodiac.js';

export interface OuterOccupant {
  /** 0 Uranus, 1 Neptune, 2 Pluto. */
  index: number;
  /** Degree within this chart's sign, as for the grahas. */
  degree: number;
}

/** For houses 1..12 of `chart`, the outer planets in each; `longitudes` are Uranus, Neptune, Pluto (sidereal). */
export function outerOccupants(id: ChartId, chart: HouseChart, longitudes: readonly number[], bhavaCusps?: readonly number[]): OuterOccupant[][] {
  const houses: OuterOccupant[][] = chart.houses.map(() => []);
  const firstSign = chart.houses[0]!.sign;
  longitudes.forEach((lon, index) => {
    if ((VARGA_IDS as readonly string[]).includes(id)) {
      const p = vargaPosition(lon, id as VargaId);
      houses[(p.sign - firstSign + 12) % 12]!.push({ index, degree: p.degree });
      return;
    }
    const house = id === 'CHALIT' ? bhavaOf(lon, bhavaCusps!) : (signIndex(lon) - firstSign + 12) % 12;
    houses[house]!.push({ index, degree: lon % 30 });
  });
  return houses;
}
