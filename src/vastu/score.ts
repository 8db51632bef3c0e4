// basic-score: the mean of the findings' points, banded as design.md and reference/vastu.md propose.
import { CATALOGUE } from './catalogue.js';
import type { Finding } from './findings.js';
import { GRADE_POINTS, type Grade } from './types.js';

export interface Assessment {
  score_percentage: number;
  performance_band: 'excellent' | 'good' | 'fair' | 'poor';
  result: 'supportive' | 'neutral' | 'needs_attention';
  result_label: 'Strongly supportive' | 'Supportive' | 'Mixed or neutral' | 'Needs correction';
}

/** Bands of an integer score: ≥ 85, 70–84, 50–69, < 50. */
export function band(score: number): Assessment {
  const b = (performance_band: Assessment['performance_band'], result: Assessment['result'], result_label: Assessment['result_label']) =>
    ({ score_percentage: score, performance_band, result, result_label });
  if (score >= 85) return b('excellent', 'supportive', 'Strongly supportive');
  if (score >= 70) return b('good', 'supportive', 'Supportive');
  if (score >= 50) return b('fair', 'neutral', 'Mixed or neutral');
  return b('poor', 'needs_attention', 'Needs correction');
}

export function scoreLayout(findings: Finding[]) {
  const mean = findings.reduce((s, f) => s + f.points, 0) / findings.length;
  const counts: Partial<Record<Grade, number>> = {};
  for (const g of Object.keys(GRADE_POINTS) as Grade[]) {
    const n = findings.filter((f) => f.grade === g).length;
    if (n > 0) counts[g] = n;
  }
  return {
    overall_assessment: band(Math.round(mean)),
    grade_score_scale: { ...GRADE_POINTS },
    finding_count_by_grade: counts,
    score_breakdown: findings.map((f) => ({
      display_name: CATALOGUE[f.type].display_name,
      category: f.type === 'main_entrance' ? 'entrance' : 'room',
      catalog_type: f.type,
      ...band(Math.round(f.points)),
    })),
  };
}
