// Western chart answers in the hosted service's shapes (spec western.md §1.2–§5).
import type { Aspect } from '../../western/aspects.js';
import type { ChartPoint, WesternChart } from '../../western/chart.js';
import { signIdOf, signNameOf } from '../../western/signs.js';

const round = (x: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
};

/** A longitude rounded to `decimals`, 360 wrapping to 0, so sign and degree agree with the figure shown. */
const longitudeTo = (x: number, decimals: number) => {
  const r = round(x, decimals);
  return r >= 360 ? r - 360 : r;
};

/** The WP record. Sign and in-sign degree come from the rounded longitude, so the three always agree. */
export function presentPoint(p: ChartPoint) {
  const full = longitudeTo(p.longitude, 4);
  return {
    name: p.name,
    full_degree: full,
    norm_degree: round(full % 30, 4),
    speed: p.name === 'Part of Fortune' ? 0 : round(p.speed, 4),
    is_retro: p.speed < 0 ? 'true' : 'false',
    sign_id: signIdOf(full),
    sign: signNameOf(full),
    house: p.house,
  };
}

export const presentPlanets = (chart: WesternChart) => chart.planets.map(presentPoint);

/** The WH records, 2025 shape (sign_id before degree). */
export function presentHouses(chart: WesternChart) {
  return chart.houses.cusps.map((cusp, i) => {
    const degree = longitudeTo(cusp, 5);
    return { house: i + 1, sign: signNameOf(degree), sign_id: signIdOf(degree), degree };
  });
}

/** The WA records, 2025 shape (aspect_type before type). */
export function presentAspects(aspects: readonly Aspect[]) {
  return aspects.map((a) => ({
    aspecting_planet: a.first.name,
    aspected_planet: a.second.name,
    aspecting_planet_id: a.first.id,
    aspected_planet_id: a.second.id,
    aspect_type: a.kind.id,
    type: a.kind.name,
    orb: round(a.orb, 2),
    diff: round(a.diff, 2),
  }));
}

const angles = (chart: WesternChart) => ({ ascendant: chart.houses.ascendant, midheaven: chart.houses.midheaven, vertex: chart.houses.vertex });

export function presentHouseCusps(chart: WesternChart) {
  return { houses: presentHouses(chart), ...angles(chart), house_system: chart.houses.system };
}

export function presentHoroscope(chart: WesternChart, aspects: readonly Aspect[]) {
  return { planets: presentPlanets(chart), houses: presentHouses(chart), ...angles(chart), lilith: presentPoint(chart.lilith), aspects: presentAspects(aspects) };
}

export function presentChartData(chart: WesternChart, aspects: readonly Aspect[]) {
  const { cusps } = chart.houses;
  const houses = cusps.map((cusp, i) => {
    const start = longitudeTo(cusp, 5);
    return {
      start_degree: start,
      end_degree: longitudeTo(cusps[(i + 1) % 12]!, 5),
      sign: signNameOf(start),
      house_id: i + 1,
      planets: chart.planets.filter((p) => p.house === i + 1).map(presentPoint),
    };
  });
  return { houses, aspects: presentAspects(aspects) };
}
