// Western (Pythagorean) numerology: the numbers of a name and a birth date (src/numerology/pythagorean.ts)
// and their meanings (src/numerology/texts), in the languages the Western banks cover (English and Hindi;
// others get English with Content-Language: en).
import type { Static } from 'typebox';
import { predictionDay } from '../../predictions/day.js';
import { bankFor, languagesOf } from '../../predictions/texts/index.js';
import type { Digit } from '../../numerology/numbers.js';
import { personalDay, personalMonth, personalYear, westernNumbers, type CoreNumber, type WesternNumbers } from '../../numerology/pythagorean.js';
import { WESTERN_TEXTS } from '../../numerology/texts/index.js';
import type { CoreKind } from '../../numerology/texts/types.js';
import type { AnyEndpoint, EndpointContext, EndpointSpec } from '../endpoint.js';
import { DEFAULT_TIMEZONE } from '../schemas/predictions.js';
import {
  ChallengeNumbersResponse, coreNumberResponse, nameWithoutLetters, NumeroBody, NumeroDatedBody, NumerologicalNumbersResponse, PersonalDayResponse,
  PersonalMonthResponse, PersonalYearResponse, personFromBody, type Person, type SingleKind,
} from '../schemas/numerology.js';

const RULES = 'Letters A=1 … I=9, J=1 … (Pythagorean table after L. Dow Balliett); master numbers 11, 22, 33 kept. Rules and sources: docs/numerology.md.';

function numbersOf(body: Static<typeof NumeroBody>): { person: Person; numbers: WesternNumbers } {
  const person = personFromBody(body);
  const numbers = westernNumbers(person.name, person);
  if (!numbers) throw nameWithoutLetters(person);
  return { person, numbers };
}

const LANGUAGES = languagesOf(WESTERN_TEXTS);
const texts = (ctx: EndpointContext) => bankFor(WESTERN_TEXTS, ctx.language);

const westernEndpoint = (spec: Omit<EndpointSpec<typeof NumeroBody>, 'group' | 'languages' | 'body' | 'cacheable'>): EndpointSpec<typeof NumeroBody> => ({
  ...spec, group: 'astrology', languages: LANGUAGES, body: NumeroBody, cacheable: true,
});

export const numerologicalNumbers = westernEndpoint({
  name: 'numerological_numbers',
  path: '/v1/numerological_numbers',
  summary: 'Life path, personality, expression, soul urge, subconscious self and challenge numbers of a name and birth date',
  description: RULES,
  response: NumerologicalNumbersResponse,
  handle(body) {
    const { person, numbers: n } = numbersOf(body);
    return {
      name: person.name,
      birth_date: `${person.year}-${person.month}-${person.day}`,
      lifepath_number: n.lifepath,
      personality_number: n.personality,
      expression_number: n.expression,
      soul_urge_number: n.soulUrge,
      subconscious_self_number: n.subconsciousSelf,
      challenge_numbers: n.challenges,
    };
  },
});

type Texts = ReturnType<typeof texts>;
const coreMeaning = (kind: CoreKind) => (t: Texts, value: number) =>
  value === 0 ? t.none[kind as 'soul_urge' | 'personality'] : t.numbers[value as CoreNumber][kind];

const CORE: { kind: SingleKind; summary: string; pick: (n: WesternNumbers) => number; meaning: (t: Texts, value: number) => string }[] = [
  { kind: 'lifepath', summary: 'The life path number of a birth date, with its meaning', pick: (n) => n.lifepath, meaning: coreMeaning('lifepath') },
  { kind: 'personality', summary: 'The personality number (the consonants of a name), with its meaning', pick: (n) => n.personality, meaning: coreMeaning('personality') },
  { kind: 'expression', summary: 'The expression number (all the letters of a name), with its meaning', pick: (n) => n.expression, meaning: coreMeaning('expression') },
  { kind: 'soul_urge', summary: 'The soul urge number (the vowels of a name), with its meaning', pick: (n) => n.soulUrge, meaning: coreMeaning('soul_urge') },
  {
    kind: 'sub_conscious_self',
    summary: 'The subconscious self number (how many of the values 1–9 the letters of a name show), with its meaning',
    pick: (n) => n.subconsciousSelf,
    meaning: (t, value) => t.sub_conscious_self[value as Digit],
  },
];

export const coreNumbers = CORE.map(({ kind, summary, pick, meaning }) => westernEndpoint({
  name: `${kind}_number`,
  path: `/v1/${kind}_number`,
  summary,
  description: `${RULES} The name is required on every path of the family, as the hosted service asks for it.`,
  response: coreNumberResponse(kind),
  handle(body, ctx) {
    const t = texts(ctx);
    const value = pick(numbersOf(body).numbers);
    return { title: t.titles[kind], [`${kind}_number`]: value, description: meaning(t, value) };
  },
}));

export const challengeNumbersEndpoint = westernEndpoint({
  name: 'challenge_numbers',
  path: '/v1/challenge_numbers',
  summary: 'The four challenge numbers of a birth date, with their meanings',
  description: 'Month, day and year each reduced to 1–9; first |month − day|, second |day − year|, third |first − second|, fourth |month − year|. Rules and sources: docs/numerology.md.',
  response: ChallengeNumbersResponse,
  handle(body, ctx) {
    const t = texts(ctx);
    const { challenges } = numbersOf(body).numbers;
    return {
      title: t.titles.challenge,
      challenge_numbers: challenges,
      challenges: challenges.map((number, i) => ({ name: t.challenge_names[i]!, number, description: t.challenges[number]! })),
    };
  },
});

const TODAY = `The current day, month and year are those of the moment of the request at the body’s timezone (hours; default ${DEFAULT_TIMEZONE}).`;

const personalEndpoint = (spec: Omit<EndpointSpec<typeof NumeroDatedBody>, 'group' | 'languages' | 'body' | 'cacheable'>): EndpointSpec<typeof NumeroDatedBody> => ({
  ...spec, group: 'astrology', languages: LANGUAGES, body: NumeroDatedBody,
  // The answer depends on the clock's day, which the request does not carry.
  cacheable: false,
});

/** The person (with a name that has a letter, as the family requires) and the current date at the body's timezone. */
function personAndToday(body: Static<typeof NumeroDatedBody>, now: Date) {
  const { person } = numbersOf(body);
  return { person, today: predictionDay(now, body.timezone ?? DEFAULT_TIMEZONE, 0) };
}

export const personalDayPrediction = personalEndpoint({
  name: 'personal_day_prediction',
  path: '/v1/personal_day_prediction',
  summary: 'The personal day number and its reading for today',
  description: `Personal year = birth month + birth day + the current year; personal month = personal year + the month; personal day = personal month + the day; each reduced to 1–9. ${TODAY}`,
  response: PersonalDayResponse,
  handle(body, ctx) {
    const { person, today } = personAndToday(body, ctx.now);
    const n = personalDay(person, today);
    return { personal_day_number: n, prediction_date: `${today.day}-${today.month}-${today.year}`, prediction: texts(ctx).personal_day[n] };
  },
});

export const personalMonthPrediction = personalEndpoint({
  name: 'personal_month_prediction',
  path: '/v1/personal_month_prediction',
  summary: 'The personal month number and its reading for the current month',
  description: `Personal year = birth month + birth day + the current year; personal month = personal year + the month; each reduced to 1–9. ${TODAY}`,
  response: PersonalMonthResponse,
  handle(body, ctx) {
    const { person, today } = personAndToday(body, ctx.now);
    const n = personalMonth(person, today.year, today.month);
    return { personal_month_number: n, prediction_month: `${today.month}-${today.year}`, prediction: texts(ctx).personal_month[n] };
  },
});

export const personalYearPrediction = personalEndpoint({
  name: 'personal_year_prediction',
  path: '/v1/personal_year_prediction',
  summary: 'The personal year number and its reading for the current calendar year',
  description: `Personal year = birth month + birth day + the current year, each reduced to 1–9, then the sum reduced to 1–9 (a nine-year cycle). ${TODAY}`,
  response: PersonalYearResponse,
  handle(body, ctx) {
    const { person, today } = personAndToday(body, ctx.now);
    const n = personalYear(person, today.year);
    return { personal_year_number: n, prediction_year: String(today.year), prediction: texts(ctx).personal_year[n] };
  },
});

export const westernNumerologyEndpoints: readonly AnyEndpoint[] = [
  numerologicalNumbers, ...coreNumbers, challengeNumbersEndpoint, personalDayPrediction, personalMonthPrediction, personalYearPrediction,
];
