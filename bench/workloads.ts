// What the benchmark sends: one entry per endpoint, with birth data varied on every request
// (Swiss Ephemeris caches its last result, so a repeated chart would measure only HTTP), and the
// ephemeris work the bare baseline route does for it (bare-server.ts).
import { fileURLToPath } from 'node:url';

export const EPHE_PATH = fileURLToPath(new URL('../ephe', import.meta.url));

/**
 * The Swiss Ephemeris calls a bare route makes for an endpoint: a chart (eight bodies, the houses
 * call, the ayanamsha), that with Uranus … Pluto, the Moon alone, sunrise, sunset and ayanamsha,
 * the panchang's own domain function, each for one person or two; `western`, the thirteen tropical
 * bodies of a Western chart and its Placidus houses; `gazetteer` the place search
 * (src/places/gazetteer.ts) for geo_details; `none` for endpoints without
 * ephemeris work (numerology, vastu), where the bare route only echoes a field.
 */
export type BareWork = 'chart' | 'chart+outer' | 'moon' | 'sun' | 'panchang' | 'panchang@sunrise' | 'couple-chart' | 'couple-moon' | 'couple-sun' | 'western' | 'gazetteer' | 'none';

export interface Workload {
  path: string;
  bare: BareWork;
  body(): Record<string, unknown>;
}

const rnd = (min: number, max: number) => min + Math.random() * (max - min);
const int = (min: number, max: number) => Math.floor(rnd(min, max + 1));

export function randomBirth() {
  return { day: int(1, 28), month: int(1, 12), year: int(1900, 2020), hour: int(0, 23), min: int(0, 59), lat: rnd(-60, 60), lon: rnd(-180, 180), tzone: int(-10, 12) / 2 };
}

const NAMES = ['Rahul Sharma', 'Asha Iyer', 'Mohammed Khan', 'Priya Nair', 'John Smith', 'Ananya Bose'];
const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const pick = <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]!;

function randomCouple() {
  const prefix = (p: string, b: Record<string, number>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [p + k, v]));
  return { ...prefix('m_', randomBirth()), ...prefix('f_', randomBirth()) };
}

const randomHouse = () => ({
  main_entrance: pick(DIRECTIONS),
  rooms: [{ type: 'kitchen', direction: pick(DIRECTIONS) }, { type: 'master_bedroom', direction: pick(DIRECTIONS) }, { type: 'toilet', direction: pick(DIRECTIONS) }],
});

/** Birth places as people type them: whole names, names cut short while typing, "City, Region", former names. */
const PLACES = ['Varanasi', 'Mumbai', 'New Delhi', 'Kolkata', 'Bangalore', 'Chennai', 'Hyderabad', 'Pune', 'Jaipur', 'Lucknow', 'Patna', 'Kathmandu',
  'London', 'New York', 'Toronto', 'Sydney', 'Dubai', 'Singapore', 'Sao Paulo', 'Springfield, IL', 'Paris, France', 'Bombay', 'Benares', 'Madras'];
const randomPlace = () => {
  const place = pick(PLACES);
  return { place: Math.random() < 0.5 ? place : place.slice(0, int(3, place.length)), maxRows: int(1, 10) };
};

const birth = (path: string, bare: BareWork): Workload => ({ path, bare, body: randomBirth });
const couple = (path: string, bare: BareWork): Workload => ({ path, bare, body: randomCouple });

/** Every API endpoint but palmistry's (measured apart: bench/palms.ts), the most called first. */
export const WORKLOADS: Workload[] = [
  birth('/v1/planets', 'chart'),
  birth('/v1/horo_chart/D9', 'chart'),
  birth('/v1/astro_details', 'chart'),
  birth('/v1/advanced_panchang', 'panchang'),
  birth('/v1/birth_details', 'sun'),
  birth('/v1/major_vdasha', 'moon'),
  birth('/v1/current_vdasha', 'moon'),
  birth('/v1/current_vdasha_all', 'moon'),
  { path: '/v1/current_vdasha_date', bare: 'moon', body: () => ({ ...randomBirth(), dasha_date: `${int(1, 28)}-${int(1, 12)}-${int(2021, 2030)}` }) },
  birth('/v1/sub_vdasha/jupiter', 'moon'),
  birth('/v1/sub_sub_vdasha/jupiter/saturn', 'moon'),
  birth('/v1/sub_sub_sub_vdasha/jupiter/saturn/mercury', 'moon'),
  birth('/v1/sub_sub_sub_sub_vdasha/jupiter/saturn/mercury/ketu', 'moon'),
  birth('/v1/current_yogini_dasha', 'moon'),
  birth('/v1/major_yogini_dasha', 'moon'),
  birth('/v1/sub_yogini_dasha', 'moon'),
  birth('/v1/sub_yogini_dasha/1/mangla', 'moon'),
  birth('/v1/planets/extended', 'chart+outer'),
  birth('/v1/horo_chart_image/D9', 'chart'),
  birth('/v1/basic_panchang', 'panchang'),
  birth('/v1/basic_panchang/sunrise', 'panchang@sunrise'),
  birth('/v1/advanced_panchang/sunrise', 'panchang@sunrise'),
  // The bare chart only: ours also follows Saturn's transits (sadhesati) or searches combinations.
  birth('/v1/manglik', 'chart'),
  birth('/v1/kalsarpa_details', 'chart'),
  birth('/v1/sadhesati_current_status', 'chart'),
  birth('/v1/sadhesati_life_details', 'chart'),
  couple('/v1/match_birth_details', 'couple-sun'),
  couple('/v1/match_ashtakoot_points', 'couple-moon'),
  couple('/v1/match_astro_details', 'couple-chart'),
  couple('/v1/match_planet_details', 'couple-chart'),
  couple('/v1/match_manglik_report', 'couple-chart'),
  couple('/v1/match_obstructions', 'couple-moon'),
  birth('/v1/western_horoscope', 'western'),
  { path: '/v1/geo_details', bare: 'gazetteer', body: randomPlace },
  { path: '/v1/numero_table', bare: 'none', body: () => ({ day: int(1, 28), month: int(1, 12), year: int(1900, 2020), name: pick(NAMES) }) },
  { path: '/vastu/basic-score', bare: 'none', body: randomHouse },
  { path: '/vastu/basic-remedies', bare: 'none', body: randomHouse },
];
