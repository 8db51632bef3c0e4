// The two-person endpoints: the 16 m_/f_ birth fields, each person checked and computed in turn,
// with errors naming that person's field.
import { EphemerisRangeError } from '../../astro/ephemeris.js';
import type { BirthDetails } from '../../vedic/chart.js';
import { outsideEphemeris } from '../refusals.js';
import { birthFromBody, MatchBirthBody } from '../schemas/birth.js';
import type { EndpointSpec, NoParams } from '../endpoint.js';
import { astrologyEndpoint, type AstrologySpec } from './birth-endpoint.js';

export const PEOPLE = [
  { prefix: 'm_', gender: 'male' },
  { prefix: 'f_', gender: 'female' },
] as const;
export type Person = (typeof PEOPLE)[number];

/** An astrology endpoint whose body is a couple's birth details. */
export const matchEndpoint = (spec: Omit<AstrologySpec<typeof MatchBirthBody, NoParams>, 'body'>): EndpointSpec<typeof MatchBirthBody> =>
  astrologyEndpoint({ ...spec, body: MatchBirthBody });

/** Both people's birth details (both dates already checked against the calendar by validation). */
export function coupleFromBody(body: MatchBirthBody): Record<Person['gender'], BirthDetails> {
  return { male: birthFromBody(body, 'm_'), female: birthFromBody(body, 'f_') };
}

/** Runs one person's computation; a date outside the ephemeris becomes a 400 naming that person's year. */
export function forPerson<T>(person: Person, compute: () => T): T {
  try {
    return compute();
  } catch (err) {
    if (err instanceof EphemerisRangeError) throw outsideEphemeris(`${person.prefix}year`);
    throw err;
  }
}
