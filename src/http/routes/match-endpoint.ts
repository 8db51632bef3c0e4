// The two-person endpoints: the 16 m_/f_ birth fields, each person checked and computed in turn,
// with errors naming that person's field.
import { EphemerisRangeError } from '../../astro/ephemeris.js';
import type { BirthDetails } from '../../vedic/chart.js';
import { outsideEphemeris } from '../refusals.js';
import { birthFromBody, MatchBirthBody } from '../schemas/birth.js';
import { assertValidDates, calendarIssue } from '../validation.js';
import { astrologyEndpoint } from './birth-endpoint.js';

export const PEOPLE = [
  { prefix: 'm_', gender: 'male' },
  { prefix: 'f_', gender: 'female' },
] as const;
export type Person = (typeof PEOPLE)[number];

/** An astrology endpoint whose body is a couple's birth details. */
export const matchEndpoint = astrologyEndpoint(MatchBirthBody);

/** Both people's birth details, after checking that both dates exist (one 400 naming every bad day). */
export function coupleFromBody(body: MatchBirthBody): Record<Person['gender'], BirthDetails> {
  const raw = body as unknown as Record<string, number>;
  assertValidDates(...PEOPLE.map((p) => calendarIssue({ day: raw[`${p.prefix}day`]!, month: raw[`${p.prefix}month`]!, year: raw[`${p.prefix}year`]! }, p.prefix)));
  return { male: birthFromBody(raw, 'm_'), female: birthFromBody(raw, 'f_') };
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
