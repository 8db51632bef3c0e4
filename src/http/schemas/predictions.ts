// Sun-sign horoscopes and the daily nakshatra prediction: path parameter, bodies and answers.
import { Type } from 'typebox';
import { SECTIONS, SUN_SIGNS } from '../../predictions/sun-sign-rules.js';
import { NAKSHATRA_SECTIONS } from '../../predictions/texts/types.js';

export const ZodiacParams = Type.Object({
  zodiac: Type.Unsafe<(typeof SUN_SIGNS)[number]>({
    type: 'string',
    enum: [...SUN_SIGNS],
    'x-case': 'lower',
    description: 'Tropical (Western) sun sign, aries … pisces; any letter case',
  }),
});

/** The hosted service's day is India's: its examples and clients send 5.5. */
export const DEFAULT_TIMEZONE = 5.5;

export const SunSignBody = Type.Object(
  {
    timezone: Type.Optional(Type.Number({
      minimum: -12,
      maximum: 14,
      description: `Offset of local time from UT in hours (fractions allowed): the calendar day predicted is the current one at this offset. Default ${DEFAULT_TIMEZONE}`,
    })),
  },
  { description: 'Optional time zone; the body may be empty ({}). Numbers may be sent as numeric strings; other fields are ignored.', examples: [{ timezone: 5.5 }] },
);

const prose = (what: string) => Type.String({ description: what });

const sections = <K extends string>(keys: readonly K[], what: Record<K, string>) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, prose(what[k])])) as Record<K, ReturnType<typeof prose>>);

const SECTION_MEANING = {
  personal_life: 'Love, family and friends',
  profession: 'Work and money',
  health: 'Energy and habits (never a diagnosis)',
  emotions: 'Mood and feelings',
  travel: 'Journeys and errands',
  luck: 'Chances and fortune',
} as const;

export const SunSignDailyResponse = Type.Object({
  status: Type.Boolean({ description: 'Always true on success' }),
  sun_sign: Type.String({ description: 'The path’s sign, lower case' }),
  prediction_date: Type.String({ description: 'The day predicted, D-M-YYYY, not zero-padded' }),
  prediction: sections(SECTIONS, SECTION_MEANING),
});

export const SunSignConsolidatedResponse = Type.Object({
  status: Type.Boolean({ description: 'Always true on success' }),
  sun_sign: Type.String({ description: 'The path’s sign, lower case' }),
  prediction_date: Type.String({ description: 'The day predicted, D-M-YYYY, not zero-padded' }),
  prediction: prose('The daily prediction’s six sections as one text, in their order'),
});

export const MonthlyHoroscopeResponse = Type.Object({
  status: Type.Boolean({ description: 'Always true on success' }),
  sun_sign: Type.String({ description: 'The path’s sign, lower case' }),
  prediction_month: Type.String({ description: 'The month predicted, M-YYYY, not zero-padded' }),
  prediction: Type.Array(prose('A paragraph'), {
    minItems: 2,
    maxItems: 3,
    description: 'Paragraphs: the month’s theme (the Sun’s house), the planets on the sign’s angles and the retrogrades at mid-month (when any), the full moon',
  }),
});

export const DailyNakshatraResponse = Type.Object({
  birth_moon_sign: Type.String({ description: 'Sidereal (Lahiri) sign of the Moon at birth' }),
  birth_moon_nakshatra: Type.String({ description: 'Nakshatra of the Moon at birth' }),
  prediction: sections(NAKSHATRA_SECTIONS, SECTION_MEANING),
  prediction_date: Type.String({ description: 'The day predicted, "D MonthName YYYY" (English month name in every language)' }),
});
