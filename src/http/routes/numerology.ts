import { Type } from 'typebox';
import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import { destinyNumber, nameNumber, radicalNumber } from '../../numerology/numbers.js';
import type { EndpointSpec } from '../endpoint.js';
import { invalidFields } from '../errors.js';
import { presentNumerology } from '../presenters/numerology.js';
import { EXAMPLE_BIRTH } from '../schemas/birth.js';
import { NumerologyResponse } from '../schemas/numerology.js';

const NumeroBody = Type.Object({
  day: Type.Integer({ minimum: 1, maximum: 31, description: 'Day of birth; it must exist in that month' }),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  year: Type.Integer({ minimum: 1, maximum: 9999 }),
  name: Type.String({ minLength: 1, maxLength: 200, description: 'Name with at least one Latin letter; other characters are ignored' }),
}, { examples: [{ day: EXAMPLE_BIRTH.day, month: EXAMPLE_BIRTH.month, year: EXAMPLE_BIRTH.year, name: 'Rahul Sharma' }] });

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
    const nameNum = nameNumber(body.name);
    if (nameNum === null) throw invalidFields([{ field: 'name', message: 'must contain at least one Latin letter (A–Z)' }]);
    const result = { ...body, radical: radicalNumber(body.day), destiny: destinyNumber(body.day, body.month, body.year), nameNumber: nameNum };
    return presentNumerology(result, ctx.vocabulary);
  },
};
