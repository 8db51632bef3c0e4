// The Western profile reports (spec western.md §8): prose picked from the natal chart
// (src/western/profiles.ts), in the hosted service's keys.
import { Type } from 'typebox';

const paragraphs = (what: string) => Type.Array(Type.String({ minLength: 1 }), { minItems: 1, description: what });

export const PersonalityReportResponse = Type.Object({
  report: paragraphs('The Sun\'s sign (character), then the Moon\'s sign (feelings)'),
  spiritual_lesson: Type.String({ minLength: 1, description: 'The lesson of the Sun\'s sign' }),
  key_quality: Type.String({ minLength: 1, description: 'The key quality of the Sun\'s sign, in a few words' }),
}, { additionalProperties: false });

export const RomanticPersonalityReportResponse = Type.Object({
  report: paragraphs('Venus\'s sign, Mars\'s sign, the sign on the 7th cusp, the sign on the 5th cusp'),
}, { additionalProperties: false });

export const FriendshipReportResponse = Type.Object({
  friendship_report: paragraphs('The sign on the 11th cusp, the element of Mercury\'s sign, then each of Sun … Pluto in the 11th house'),
}, { additionalProperties: false });

export const KarmaDestinyReportResponse = Type.Object({
  karma_destiny_report: paragraphs('Saturn\'s sign, then the (true) north node\'s sign'),
}, { additionalProperties: false });

export const RomanticForecastReportResponse = Type.Object({
  romantic_forecast: Type.Array(Type.Object({
    planet_position: Type.String({ description: 'The transit, e.g. "Jupiter trine natal Venus" or "Mars square the 7th house cusp"' }),
    date: Type.String({ description: 'Date the aspect is exact, D-M-YYYY (no padding), in tzone' }),
    forecast: Type.String({ minLength: 1 }),
    exact_jd: Type.Number({ description: 'The exact instant as a Julian day (UT), full precision: ours, for checking' }),
  }, { additionalProperties: false }), { description: 'Exact aspects within the period, in time order' }),
}, { additionalProperties: false });
