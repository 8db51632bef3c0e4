import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import { destinyNumber, nameNumber, radicalNumber } from '../../numerology/numbers.js';
import type { EndpointSpec } from '../endpoint.js';
import { presentNumerology } from '../presenters/numerology.js';
import { nameWithoutLetters, NumeroBody, NumerologyResponse, personFromBody } from '../schemas/numerology.js';

export const numeroTable: EndpointSpec<typeof NumeroBody> = {
  name: 'numero_table',
  path: '/v1/numero_table',
  group: 'astrology',
  summary: 'Numerology table for a name and date of birth',
  description: 'Radical number from the day, destiny number from the whole date, Chaldean name number; the table row is the radical number’s.',
  languages: AVAILABLE_LANGUAGES,
  body: NumeroBody,
  cacheable: true,
  response: NumerologyResponse,
  handle(body, ctx) {
    const person = personFromBody(body);
    const nameNum = nameNumber(person.name);
    if (nameNum === null) throw nameWithoutLetters(person);
    const result = { ...person, radical: radicalNumber(person.day), destiny: destinyNumber(person.day, person.month, person.year), nameNumber: nameNum };
    return presentNumerology(result, ctx.vocabulary);
  },
};
