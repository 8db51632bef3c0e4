// Birth details: the body of the chart and dasha endpoints, and (prefixed m_/f_) of
// match_birth_details. One field table serves validation, coercion, messages and OpenAPI.
import { Type, type Static, type TProperties } from 'typebox';
import type { BirthDetails } from '../../vedic/chart.js';

const EPHEMERIS_SPAN = 'the span of the Swiss Ephemeris data files this service ships';

const BIRTH_FIELDS = {
  day: Type.Integer({ minimum: 1, maximum: 31, description: 'Day of the month; it must exist in that month (Gregorian calendar)' }),
  month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month, 1 to 12' }),
  year: Type.Integer({ minimum: 1800, maximum: 2399, description: `Year, 1800 to 2399 (${EPHEMERIS_SPAN})`, 'x-hint': EPHEMERIS_SPAN }),
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

function prefixed<P extends string>(prefix: P): Prefixed<P, typeof BIRTH_FIELDS> {
  return Object.fromEntries(Object.entries(BIRTH_FIELDS).map(([k, v]) => [prefix + k, v])) as Prefixed<P, typeof BIRTH_FIELDS>;
}

export const BirthDetailsBody = Type.Object(BIRTH_FIELDS, {
  description: 'Birth moment and place. Numbers may be sent as numeric strings; other fields are ignored.',
});
export type BirthDetailsBody = Static<typeof BirthDetailsBody>;

/** The birth details and an endpoint's own fields. */
export const birthBodyWith = <P extends TProperties>(fields: P) =>
  Type.Object({ ...BIRTH_FIELDS, ...fields }, { description: 'Birth moment and place, and the fields below. Numbers may be sent as numeric strings; other fields are ignored.' });

export const MatchBirthBody = Type.Object(
  { ...prefixed('m_'), ...prefixed('f_') },
  { description: 'Birth details of the male (m_) and the female (f_), with the meanings of the birth-details fields.' },
);
export type MatchBirthBody = Static<typeof MatchBirthBody>;

/** Reads the (possibly prefixed) birth fields of a validated body into the domain's shape. */
export function birthFromBody(body: Record<string, number>, prefix = ''): BirthDetails {
  const f = (name: keyof typeof BIRTH_FIELDS) => body[prefix + name]!;
  return { year: f('year'), month: f('month'), day: f('day'), hour: f('hour'), minute: f('min'), lat: f('lat'), lon: f('lon'), tzone: f('tzone') };
}
