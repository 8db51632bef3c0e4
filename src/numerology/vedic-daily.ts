// The daily numerology prediction: the day's number (the day of the month reduced, Cheiro's fortunate
// dates) read against the radical number's row of the numerology table.
import { radicalNumber, type Digit } from './numbers.js';
import { NUMBER_PROFILES } from './table.js';
import type { Relation } from './texts/types.js';

/**
 * Friendly, unfriendly ("evil") or neutral, by the radical number's row. A number the row lists as both
 * neutral and evil (3 in row 8) counts as unfriendly; one it does not list at all, as neutral.
 */
export function relationOf(radical: Digit, other: Digit): Relation {
  const row = NUMBER_PROFILES[radical];
  if (row.friendly.includes(other)) return 'friendly';
  if (row.evil.includes(other)) return 'unfriendly';
  return 'neutral';
}

export interface NumeroDay {
  dayNumber: Digit;
  relation: Relation;
  /** The day's number when it is friendly, else the radical number itself. */
  luckyNumber: Digit;
}

export function numeroDay(radical: Digit, dayOfMonth: number): NumeroDay {
  const dayNumber = radicalNumber(dayOfMonth);
  const relation = relationOf(radical, dayNumber);
  return { dayNumber, relation, luckyNumber: relation === 'friendly' ? dayNumber : radical };
}
