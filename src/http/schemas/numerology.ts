// Numerology: the body every numerology endpoint takes (numero_table, the Vedic reports, the Western
// numbers) and the answers. The SDK sends {day, month, year, name, full_name, date}; an older client
// sends {date, month, year, full_name}: `date` and `full_name` are aliases, taken when `day` or `name` is absent.
import { Type, type Static } from 'typebox';
import { invalidFields, type FieldIssue } from '../errors.js';
import { calendarIssue } from '../validation.js';
import { SunSignBody } from './predictions.js';
import type { CoreKind } from '../../numerology/texts/types.js';

const optionalDay = (description: string) => Type.Optional(Type.Integer({ minimum: 1, maximum: 31, description }));
const optionalName = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 200, description }));

const PERSON_FIELDS = {
  day: optionalDay('Day of birth; it must exist in that month. Required, under this name or its alias date'),
  date: optionalDay('Alias of day'),
  month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month of birth, 1 to 12' }),
  year: Type.Integer({ minimum: 1, maximum: 9999, description: 'Year of birth' }),
  name: optionalName('Full name with at least one Latin letter; other characters are ignored. Required, under this name or its alias full_name'),
  full_name: optionalName('Alias of name'),
};

const EXAMPLE_PERSON = { day: 25, month: 12, year: 1988, name: 'Rahul Sharma' };

const BODY_DESCRIPTION = 'Date of birth and full name. Numbers may be sent as numeric strings; other fields are ignored.';

export const NumeroBody = Type.Object(PERSON_FIELDS, {
  description: BODY_DESCRIPTION,
  examples: [EXAMPLE_PERSON],
});

/** The same with the time zone that picks the current day, month or year of a prediction. */
export const NumeroDatedBody = Type.Object({ ...PERSON_FIELDS, timezone: SunSignBody.properties.timezone }, {
  description: BODY_DESCRIPTION,
  examples: [{ ...EXAMPLE_PERSON, timezone: 5.5 }],
});

export interface Person {
  day: number;
  month: number;
  year: number;
  name: string;
  /** The body field the name came from, for errors about it. */
  nameField: 'name' | 'full_name';
}

/** The person a body describes, the aliases resolved; a 400 naming each missing field or a day the month lacks. */
export function personFromBody(body: Static<typeof NumeroBody>): Person {
  const issues: FieldIssue[] = [];
  const dayField = body.day !== undefined ? 'day' : 'date';
  const day = body.day ?? body.date;
  const nameField = body.name !== undefined ? 'name' : 'full_name';
  const name = body.name ?? body.full_name;
  if (day === undefined) issues.push({ field: 'day', message: 'is required' });
  // The schema's own check covers `day`; a day sent as `date` is checked here.
  else if (dayField === 'date') {
    const issue = calendarIssue({ day, month: body.month, year: body.year }, '');
    if (issue) issues.push({ ...issue, field: 'date' });
  }
  if (name === undefined) issues.push({ field: 'name', message: 'is required' });
  if (issues.length) throw invalidFields(issues);
  return { day: day!, month: body.month, year: body.year, name: name!, nameField };
}

/** The refusal of a name without a Latin letter. */
export const nameWithoutLetters = (person: Person) => invalidFields([{ field: person.nameField, message: 'must contain at least one Latin letter (A–Z)' }]);

const numbers = Type.String({ description: 'Comma-separated numbers without spaces', examples: ['1,2,3,9'] });
const words = Type.String({ description: 'Comma-and-space separated words' });

export const NumerologyResponse = Type.Object({
  name: Type.String(),
  date: Type.String({ description: 'D-M-YYYY', examples: ['25-12-1988'] }),
  destiny_number: Type.Integer({ minimum: 1, maximum: 9 }),
  radical_number: Type.Integer({ minimum: 1, maximum: 9 }),
  name_number: Type.Integer({ minimum: 1, maximum: 9 }),
  evil_num: numbers,
  fav_color: words,
  fav_day: words,
  fav_god: Type.String(),
  fav_mantra: Type.String({ description: "The ruler's beej mantra, in the answer language's script (romanised in English)" }),
  fav_metal: words,
  fav_stone: words,
  fav_substone: words,
  friendly_num: numbers,
  neutral_num: numbers,
  radical_num: Type.String(),
  radical_ruler: Type.String(),
});

// Vedic numerology prose (spec §4.1, §4.2).
export const NumeroReportResponse = Type.Object({
  title: Type.String({ description: 'The report’s heading' }),
  description: Type.String({ description: 'The text of the radical number (the day of birth reduced to 1–9)' }),
}, { additionalProperties: false });

export const NumeroDailyResponse = Type.Object({
  prediction: Type.String({ description: 'How the day’s number stands to the radical number, and what the day’s number brings' }),
  lucky_color: Type.String({ description: 'The first colour of the lucky number’s row of the numerology table' }),
  lucky_number: Type.String({ description: 'The day’s number when it is friendly to the radical number, else the radical number; digits' }),
  prediction_date: Type.String({ description: 'The day predicted, D-M-YYYY, not zero-padded' }),
}, { additionalProperties: false });

// Western numerology (spec §4.3-4.5; the single numbers' and predictions' shapes are ours).
const core = (what: string) => Type.Integer({ minimum: 1, maximum: 33, description: `${what}: 1–9, or the master number 11, 22 or 33` });
const nameCore = (what: string, letters: string) =>
  Type.Integer({ minimum: 0, maximum: 33, description: `${what}: 1–9, or the master number 11, 22 or 33; 0 when the name has no ${letters}` });
const challengeList = Type.Array(Type.Integer({ minimum: 0, maximum: 8 }), { minItems: 4, maxItems: 4, description: 'First, second, third (main) and fourth challenge, each 0–8' });

/** The numbers served one a path, each answered under the key `<kind>_number`, the path's name. */
export type SingleKind = CoreKind | 'sub_conscious_self';

const SINGLE_NUMBERS: Record<SingleKind, ReturnType<typeof core>> = {
  lifepath: core('From the birth date'),
  expression: core('From all the letters of the name'),
  soul_urge: nameCore('From the vowels of the name', 'vowel'),
  personality: nameCore('From the consonants of the name', 'consonant'),
  sub_conscious_self: Type.Integer({ minimum: 1, maximum: 9, description: 'How many of the values 1–9 the name’s letters show' }),
};

export const NumerologicalNumbersResponse = Type.Object({
  name: Type.String({ description: 'The name as sent' }),
  birth_date: Type.String({ description: 'YYYY-M-D, not zero-padded', examples: ['1988-12-25'] }),
  lifepath_number: SINGLE_NUMBERS.lifepath,
  personality_number: SINGLE_NUMBERS.personality,
  expression_number: SINGLE_NUMBERS.expression,
  soul_urge_number: SINGLE_NUMBERS.soul_urge,
  subconscious_self_number: SINGLE_NUMBERS.sub_conscious_self,
  challenge_numbers: challengeList,
}, { additionalProperties: false });

/** The answer of one single number: its title, the number under its key (`lifepath_number` …), and its meaning. */
export const coreNumberResponse = (kind: SingleKind) =>
  Type.Object({ title: Type.String(), [`${kind}_number`]: SINGLE_NUMBERS[kind], description: Type.String({ description: 'What the number means' }) }, { additionalProperties: false });

export const ChallengeNumbersResponse = Type.Object({
  title: Type.String(),
  challenge_numbers: challengeList,
  challenges: Type.Array(Type.Object({
    name: Type.String({ description: 'First challenge … Fourth challenge' }),
    number: Type.Integer({ minimum: 0, maximum: 8 }),
    description: Type.String(),
  }, { additionalProperties: false }), { minItems: 4, maxItems: 4 }),
}, { additionalProperties: false });

const personalPrediction = (key: string, dateKey: string, dateDescription: string) =>
  Type.Object({
    [key]: Type.Integer({ minimum: 1, maximum: 9 }),
    [dateKey]: Type.String({ description: dateDescription }),
    prediction: Type.String(),
  }, { additionalProperties: false });

export const PersonalDayResponse = personalPrediction('personal_day_number', 'prediction_date', 'The day, D-M-YYYY, not zero-padded');
export const PersonalMonthResponse = personalPrediction('personal_month_number', 'prediction_month', 'The month, M-YYYY, not zero-padded');
export const PersonalYearResponse = personalPrediction('personal_year_number', 'prediction_year', 'The year, YYYY');
