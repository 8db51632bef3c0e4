// What the benchmark sends: one entry per endpoint, with birth data varied on every request
// (Swiss Ephemeris caches its last result, so a repeated chart would measure only HTTP).
import { fileURLToPath } from 'node:url';

export const EPHE_PATH = fileURLToPath(new URL('../ephe', import.meta.url));

export interface Workload {
  path: string;
  body(): Record<string, unknown>;
}

const rnd = (min: number, max: number) => min + Math.random() * (max - min);
const int = (min: number, max: number) => Math.floor(rnd(min, max + 1));

export function randomBirth() {
  return { day: int(1, 28), month: int(1, 12), year: int(1900, 2020), hour: int(0, 23), min: int(0, 59), lat: rnd(-60, 60), lon: rnd(-180, 180), tzone: int(-10, 12) / 2 };
}

const NAMES = ['Rahul Sharma', 'Asha Iyer', 'Mohammed Khan', 'Priya Nair', 'John Smith', 'Ananya Bose'];

function randomCouple() {
  const prefix = (p: string, b: Record<string, number>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [p + k, v]));
  return { ...prefix('m_', randomBirth()), ...prefix('f_', randomBirth()) };
}

export const WORKLOADS: Workload[] = [
  { path: '/v1/planets', body: randomBirth },
  { path: '/v1/horo_chart/D9', body: randomBirth },
  { path: '/v1/astro_details', body: randomBirth },
  { path: '/v1/major_vdasha', body: randomBirth },
  { path: '/v1/current_vdasha_all', body: randomBirth },
  { path: '/v1/current_yogini_dasha', body: randomBirth },
  { path: '/v1/match_birth_details', body: randomCouple },
  { path: '/v1/advanced_panchang', body: randomBirth },
  { path: '/v1/numero_table', body: () => ({ day: int(1, 28), month: int(1, 12), year: int(1900, 2020), name: NAMES[int(0, NAMES.length - 1)] }) },
];
