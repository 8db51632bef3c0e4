import { Type } from 'typebox';

const clock = (what: string) =>
  Type.Union([Type.String({ description: `${what}, H:M:S local time on the birth date, not zero-padded`, examples: ['5:30:41'] }), Type.Null()], {
    description: `${what} as H:M:S local time, or null when it does not happen that date (polar day or night)`,
  });

const AstroDetails = Type.Object({
  year: Type.Integer(),
  month: Type.Integer(),
  day: Type.Integer(),
  hour: Type.Integer(),
  minute: Type.Integer(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  timezone: Type.Number(),
  gender: Type.String({ enum: ['male', 'female'] }),
  ayanamsha: Type.Number({ description: 'Mean Lahiri ayanamsha at the birth instant, degrees' }),
  sunrise: clock('Sunrise'),
  sunset: clock('Sunset'),
});

export const MatchBirthResponse = Type.Object({ male_astro_details: AstroDetails, female_astro_details: AstroDetails });
