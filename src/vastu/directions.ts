// Direction values the API accepts, and how each maps onto the graded zones.
import type { Zone } from './types.js';

export const EIGHT_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
/** The sixteen-point (MahaVastu) values between the eight, with the two zones each lies between. */
export const SIXTEEN_POINTS = { NNE: ['N', 'NE'], ENE: ['NE', 'E'], ESE: ['E', 'SE'], SSE: ['SE', 'S'], SSW: ['S', 'SW'], WSW: ['SW', 'W'], WNW: ['W', 'NW'], NNW: ['NW', 'N'] } as const;
export const CENTRE_VALUES = ['C', 'CENTER', 'CENTRE', 'BRAHMASTHAN'] as const;

export const ENTRANCE_DIRECTIONS: readonly string[] = [...EIGHT_POINTS, ...Object.keys(SIXTEEN_POINTS)];
export const ROOM_DIRECTIONS: readonly string[] = [...ENTRANCE_DIRECTIONS, ...CENTRE_VALUES];

/** The zone or pair of neighbouring zones a (validated, upper-case) direction stands for. */
export function zonesOf(direction: string): readonly Zone[] {
  if ((CENTRE_VALUES as readonly string[]).includes(direction)) return ['C'];
  const between = SIXTEEN_POINTS[direction as keyof typeof SIXTEEN_POINTS];
  return between ?? [direction as Zone];
}

const COMPASS_WORDS: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** "south-west", "north-north-east", "centre (Brahmasthan)". */
export function directionName(direction: string): string {
  if ((CENTRE_VALUES as readonly string[]).includes(direction)) return 'centre (Brahmasthan)';
  return [...direction].map((l) => COMPASS_WORDS[l]!).join('-');
}
