// basic-remedies: one record per placement graded caution or avoid, most severe first, findings in
// the client's concern zones before the rest; what is offered depends on who can rebuild.
import { CATALOGUE } from './catalogue.js';
import { directionName } from './directions.js';
import type { Finding } from './findings.js';
import type { Agency, Concern, Grade } from './types.js';
import { CONCERN_ZONES, ZONE_INFO } from './zones.js';

export type Effort = 'easy' | 'moderate' | 'structural';

const NEEDS_REMEDY: readonly Grade[] = ['avoid', 'caution'];

const GRADE_WORDS: Record<Grade, string> = {
  ideal: 'an ideal placement',
  preferred: 'a favourable placement',
  acceptable: 'an acceptable placement',
  neutral: 'a neutral placement',
  caution: 'a placement Vastu treats with caution',
  avoid: 'a placement Vastu advises against',
};

const REVIEW_DAYS: Record<Effort, number> = { easy: 30, moderate: 60, structural: 90 };

function review(effort: Effort): string {
  const days = REVIEW_DAYS[effort];
  return effort === 'structural'
    ? `Review ${days} days after the work is finished, and again after a year.`
    : `Review after ${days} days: keep what helps and adjust what does not.`;
}

function zoneBalance(f: Finding): string {
  const z = f.zones.map((zone) => ZONE_INFO[zone]);
  const colours = z.map((i) => i.colours).join(', or in ');
  const light = z.every((i) => i.keepLight) ? 'keep it light, bright and uncluttered' : 'keep it stable, with heavier furniture along its walls';
  return `In the ${directionName(f.direction)} zone, add accents in ${colours} (removable textiles, art or paint) and ${light}.`;
}

function impact(f: Finding): string {
  const entry = CATALOGUE[f.type];
  const where = `Your ${entry.display_name.toLowerCase()} is in the ${directionName(f.direction)}`;
  const dispute = f.disputes.length ? ` Traditions differ here: ${f.disputes.join('; ')}.` : '';
  return `${where}: ${GRADE_WORDS[f.grade]}. It can weigh on ${f.lifeAreas.join(', ')}.${dispute}`;
}

function whyItHelps(f: Finding): string {
  const elements = f.zones.map((z) => ZONE_INFO[z].element).join(' and ');
  return `${CATALOGUE[f.type].rationale}. Matching the room's use to the zone's element, ${elements}, restores the balance the zone needs.`;
}

export interface RemedyRecord {
  display_name: string;
  category: string;
  catalog_type: string;
  current_impact: string;
  affected_life_areas: string[];
  what_to_do: string;
  why_it_helps: string;
  effort_level: Effort;
  review_guidance: string;
}

function remedyFor(f: Finding, agency: Agency): RemedyRecord {
  const entry = CATALOGUE[f.type];
  const reversibleEffort: Effort = f.grade === 'avoid' ? 'moderate' : 'easy';
  const reversible = `${entry.reversible} ${zoneBalance(f)}`;
  let what_to_do: string;
  let effort: Effort;
  switch (agency) {
    case 'OWN_CAN_REBUILD':
      what_to_do = `Structural fix: ${entry.structural} Until then (easy): ${reversible}`;
      effort = 'structural';
      break;
    case 'RENT':
    case 'OWN_CANNOT_REBUILD':
      what_to_do = `${reversible} A structural fix exists but needs rebuilding, so only reversible steps are offered here. The structural fix: ${entry.structural}`;
      effort = reversibleEffort;
      break;
    default:
      what_to_do = `Reversible remedy (${reversibleEffort}): ${reversible} Structural fix (if you own the home and can rebuild): ${entry.structural}`;
      effort = reversibleEffort;
  }
  return {
    display_name: entry.display_name,
    category: f.type === 'main_entrance' ? 'entrance' : 'room',
    catalog_type: f.type,
    current_impact: impact(f),
    affected_life_areas: f.lifeAreas,
    what_to_do,
    why_it_helps: whyItHelps(f),
    effort_level: effort,
    review_guidance: review(effort),
  };
}

export function remedies(findings: Finding[], agency: Agency = 'UNKNOWN', concern: Concern = 'NONE'): RemedyRecord[] {
  const concernZones = CONCERN_ZONES[concern];
  const rank = (f: Finding) => (f.zones.some((z) => concernZones.includes(z)) ? 0 : 2) + (f.grade === 'avoid' ? 0 : 1);
  return findings
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => NEEDS_REMEDY.includes(f.grade))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
    .map(({ f }) => remedyFor(f, agency));
}
