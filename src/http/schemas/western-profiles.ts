// The Western profile reports (spec western.md §8): prose picked from the natal chart
// (src/western/profiles.ts), in the hosted service's keys.
import { Type, type Static } from 'typebox';
import { invalidFields } from '../errors.js';
import { EXAMPLE_BIRTH } from './birth.js';
import { WesternBody, westernBody } from './western.js';

const { house_type: houseType, ...birthFields } = WesternBody.properties;
type BirthField = keyof typeof birthFields;
const BIRTH_KEYS = Object.keys(birthFields) as BirthField[];

const optionalUnder = (prefix: string, description: (field: string) => string) =>
  Object.fromEntries(BIRTH_KEYS.map((k) => [prefix + k, Type.Optional({ ...birthFields[k], description: `${(birthFields[k] as { description?: string }).description ?? ''}. ${description(k)}` })]));

/**
 * friendship_report and karma_destiny_report: one person's 8 birth fields (Postman, the clients) or the
 * couple body the SDK sends (spec §8: accept both), of which the primary person (p_) is read. The fields are
 * optional here so either spelling passes; singleBirthOf asks for the missing ones. The s_ fields are not
 * declared, so they are ignored like any other unknown field; the range and calendar checks hold for both spellings.
 */
export const SingleOrCoupleBody = Type.Object({
  ...optionalUnder('', (k) => `Required, under this name or as p_${k}`),
  ...optionalUnder('p_', (k) => `The primary person's ${k} in the couple body the SDK sends; read when no single-person field is sent`),
  house_type: houseType,
}, {
  description: 'One person\'s birth moment and place and the house system; or the couple body (p_…, s_…), of which the primary person (p_) is read and the s_ fields ignored. Numbers may be sent as numeric strings; other fields are ignored.',
  examples: [{ ...EXAMPLE_BIRTH, house_type: 'placidus' }],
});

/**
 * The single person of a body: its own fields when any is sent, else the primary person's p_ fields when
 * any is sent. A 400 names every missing field by its single name (`day` when neither `day` nor `p_day` came).
 */
export function singleBirthOf(body: Static<typeof SingleOrCoupleBody>): Static<typeof WesternBody> {
  const fields: Record<string, unknown> = body;
  const sent = (prefix: string) => BIRTH_KEYS.some((k) => fields[prefix + k] !== undefined);
  // One spelling per body, never a mix, so the date read is one the calendar check saw whole.
  const prefix = !sent('') && sent('p_') ? 'p_' : '';
  const missing = BIRTH_KEYS.filter((k) => fields[prefix + k] === undefined);
  if (missing.length) throw invalidFields(missing.map((field) => ({ field, message: 'is required' })));
  return { ...Object.fromEntries(BIRTH_KEYS.map((k) => [k, fields[prefix + k]])), house_type: body.house_type } as Static<typeof WesternBody>;
}

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

/** A transit forecast list: exact aspects in time order, each with its date and sentence. */
const forecasts = (example: string, span: string) => Type.Array(Type.Object({
  planet_position: Type.String({ description: `The transit, e.g. ${example}` }),
  date: Type.String({ description: 'Date the aspect is exact, D-M-YYYY (no padding), in tzone' }),
  forecast: Type.String({ minLength: 1 }),
  exact_jd: Type.Number({ description: 'The exact instant as a Julian day (UT), full precision: ours, for checking' }),
}, { additionalProperties: false }), { description: `Exact aspects within ${span}, in time order` });

export const LifeForecastReportResponse = Type.Object({
  life_forecast: forecasts('"Saturn square natal Sun" or "Jupiter trine natal Midheaven"', 'the twelve months'),
}, { additionalProperties: false });

export const LifeForecastBody = westernBody({
  forecast_start: Type.Optional(Type.String({
    pattern: '^\\s*\\d{4}-\\d{1,2}-\\d{1,2}\\s*$', 'x-hint': 'YYYY-MM-DD (2025-01-31)',
    description: 'Ours: the local date (YYYY-MM-DD, in tzone) the twelve months start on; the server\'s current local date when absent',
  })),
}, 'Birth moment and place, the house system, and the first day of the forecast.');

export const RomanticForecastReportResponse = Type.Object({
  romantic_forecast: forecasts('"Jupiter trine natal Venus" or "Mars square the 7th house cusp"', 'the period'),
}, { additionalProperties: false });
