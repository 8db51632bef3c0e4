import { Type, type TProperties } from 'typebox';

const clock = (what: string) =>
  Type.Union([Type.String({ description: `${what}, H:M:S local time on the birth date, not zero-padded`, examples: ['5:30:41'] }), Type.Null()], {
    description: `${what} as H:M:S local time, or null when it does not happen that date (polar day or night)`,
  });

/**
 * The birth echo with ayanamsha, sunrise and sunset, shared by /birth_details and each person of
 * /match_birth_details; `between` are the keys each places after `timezone` (seconds, gender).
 */
export const birthDetailsRecord = <P extends TProperties>(between: P) =>
  Type.Object({
    year: Type.Integer(),
    month: Type.Integer(),
    day: Type.Integer(),
    hour: Type.Integer(),
    minute: Type.Integer(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    timezone: Type.Number(),
    ...between,
    ayanamsha: Type.Number({ description: 'Mean Lahiri ayanamsha at the birth instant, degrees' }),
    sunrise: clock('Sunrise'),
    sunset: clock('Sunset: the first after that sunrise, on the next date when the daytime runs past midnight'),
  });

export const BirthDetailsResponse = birthDetailsRecord({
  seconds: Type.Integer({ description: 'Seconds of the birth time: always 0, since the request carries whole minutes' }),
});
