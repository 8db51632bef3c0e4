// One finding per submitted placement: its grade, points and the zones it touches.
import { CATALOGUE, type CatalogueType } from './catalogue.js';
import { zonesOf } from './directions.js';
import { GRADE_POINTS, type Grade, type Zone } from './types.js';
import { ZONE_INFO } from './zones.js';

export interface Placement {
  type: CatalogueType;
  /** Upper-case direction as validated: N … NW, a sixteen-point value, or a centre value. */
  direction: string;
}

export interface Finding extends Placement {
  grade: Grade;
  points: number;
  zones: readonly Zone[];
  lifeAreas: string[];
  /** What traditions disagree about in these cells, if anything. */
  disputes: string[];
}

const GRADES_BEST_FIRST = Object.keys(GRADE_POINTS) as Grade[];

/**
 * Grades a placement. A sixteen-point direction lies between two zones: its points are the mean of
 * both cells and its grade the scale grade nearest that mean, the worse one on a tie.
 */
export function assess(p: Placement): Finding {
  const entry = CATALOGUE[p.type];
  const zones = zonesOf(p.direction);
  const grades = zones.map((z) => entry.grades[z]);
  if (grades.some((g) => g === null)) throw new RangeError(`${p.type} cannot be at ${p.direction}`);
  const mean = grades.reduce((s, g) => s + GRADE_POINTS[g!], 0) / grades.length;
  const grade = [...GRADES_BEST_FIRST].reverse().reduce((best, g) => (Math.abs(GRADE_POINTS[g] - mean) < Math.abs(GRADE_POINTS[best] - mean) ? g : best));
  const disputed: Partial<Record<Zone, string>> = entry.disputed;
  return {
    ...p,
    grade,
    points: zones.length === 1 ? GRADE_POINTS[grade] : mean,
    zones,
    lifeAreas: [...new Set(zones.flatMap((z) => ZONE_INFO[z].lifeAreas))],
    disputes: zones.map((z) => disputed[z]).filter((d): d is string => d !== undefined),
  };
}
