// Birth details: the body of the chart and dasha endpoints, and (prefixed m_/f_) of
// match_birth_details. One field table serves validation, coercion, messages and OpenAPI.
import { Type, type Static, type TProperties } from 'typebox';
import type { BirthDetails } from '../../vedic/chart.js';
import { EPHEMERIS_SPAN } from '../../config.js';

const { firstYear, lastYear, what } = EPHEMERIS_SPAN;

export const BIRTH_FIELDS = {
  day: Type.Integer({ minimum: 1, maximum: 31, description: 'Day of the month; it must exist in that month (Gregorian calendar)' }),
  month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month, 1 to 12' }),
  year: Type.Integer({ minimum: firstYear, maximum: lastYear, description: `Year, ${firstYear} to ${lastYear} (${what})`, 'x-hint': what }),
  hour: Type.Integer({ minimum: 0, maximum: 23, description: 'Hour of local civil time, 0 to 23' }),
  min: Type.Integer({ minimum: 0, maximum: 59, description: 'Minute, 0 to 59' }),
  lat: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude in degrees, north positive' }),
  lon: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude in degrees, east positive' }),
  tzone: Type.Number({
    minimum: -12,
    maximum: 14,
    description: 'Offset of local time from UT in hours, fractions allowed (5.5 for India). Applied as given: no daylight-saving rules',
  }),
};

type Prefixed<P extends string, T> = { [K in keyof T as `${P}${K & string}`]: T[K] };

function withPrefix(prefix: string, fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [prefix + k, v]));
}

function prefixed<P extends string>(prefix: P): Prefixed<P, typeof BIRTH_FIELDS> {
  return withPrefix(prefix, BIRTH_FIELDS) as Prefixed<P, typeof BIRTH_FIELDS>;
}

/**
 * The docs' example birth: the reference chart of shared/reference/reference-chart.md (15 May 1990,
 * 10:30 IST, New Delhi), so what "Try it out" answers can be checked against published positions.
 */
export const EXAMPLE_BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 };
/** The second person of the match example: born in Mumbai on 20 August 1992 at 14:15 IST (an invented person). */
const EXAMPLE_PARTNER = { day: 20, month: 8, year: 1992, hour: 14, min: 15, lat: 19.076, lon: 72.8777, tzone: 5.5 };

export const BirthDetailsBody = Type.Object(BIRTH_FIELDS, {
  description: 'Birth moment and place. Numbers may be sent as numeric strings; other fields are ignored.',
  examples: [EXAMPLE_BIRTH],
});
export type BirthDetailsBody = Static<typeof BirthDetailsBody>;

/** The birth details and an endpoint's own fields. */
export const birthBodyWith = <P extends TProperties>(fields: P) =>
  Type.Object({ ...BIRTH_FIELDS, ...fields }, {
    description: 'Birth moment and place, and the fields below. Numbers may be sent as numeric strings; other fields are ignored.',
    // The reference birth, with the first example of each own field that declares one.
    examples: [{ ...EXAMPLE_BIRTH, ...Object.fromEntries(Object.entries(fields).flatMap(([k, f]) => { const { examples } = f as { examples?: unknown[] }; return examples ? [[k, examples[0]]] : []; })) }],
  });

export const MatchBirthBody = Type.Object(
  { ...prefixed('m_'), ...prefixed('f_') },
  {
    description: 'Birth details of the male (m_) and the female (f_), with the meanings of the birth-details fields.',
    examples: [{ ...withPrefix('m_', EXAMPLE_BIRTH), ...withPrefix('f_', EXAMPLE_PARTNER) }],
  },
);
export type MatchBirthBody = Static<typeof MatchBirthBody>;

/** The birth fields of a body, under a prefix: `m_` and `f_` for a couple, none for one person. */
export type PrefixedBirth<P extends string> = Prefixed<P, BirthDetailsBody>;

/** Reads the (possibly prefixed) birth fields of a validated body into the domain's shape. */
export function birthFromBody<P extends string = ''>(body: PrefixedBirth<P>, prefix: P = '' as P): BirthDetails {
  // The keys are `${prefix}day` …, which the mapped type guarantees but cannot index generically.
  const fields: Record<string, number> = body;
  const f = (name: keyof typeof BIRTH_FIELDS) => fields[prefix + name]!;
  return { year: f('year'), month: f('month'), day: f('day'), hour: f('hour'), minute: f('min'), lat: f('lat'), lon: f('lon'), tzone: f('tzone') };
}
