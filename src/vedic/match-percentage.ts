// The match percentage of a couple: the share of the points each matching system gives them, and one
// figure from the two. The service's shape and rule are unknown (shared/spec/more-computations.md §12);
// ours: ashtakoota received / 36 and the ten poruthams agreeing / 10, each as a percentage, and the match
// percentage their mean, so the North-Indian and the South-Indian count weigh alike. Rounded to 2 decimals.
import type { AshtakootResult } from './ashtakoot.js';
import type { DashakootResult } from './dashakoot.js';
import { PORUTHAMS } from './dashakoot-tables.js';

export interface SystemShare {
  received: number;
  total: number;
  percentage: number;
}

export interface MatchPercentage {
  ashtakoot: SystemShare;
  dashakoot: SystemShare;
  percentage: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const share = (received: number, total: number): SystemShare => ({ received, total, percentage: round2((100 * received) / total) });

export function matchPercentage(ashtakoot: AshtakootResult, dashakoot: DashakootResult): MatchPercentage {
  const a = share(ashtakoot.received, ashtakoot.maximum);
  const d = share(dashakoot.received, PORUTHAMS.length);
  return { ashtakoot: a, dashakoot: d, percentage: round2((100 * ashtakoot.received / ashtakoot.maximum + 100 * dashakoot.received / PORUTHAMS.length) / 2) };
}
