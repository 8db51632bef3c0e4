import { EphemerisRangeError } from '../../astro/ephemeris.js';
import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import type { EndpointSpec } from '../endpoint.js';
import { invalidFields } from '../errors.js';
import { birthFromBody, MatchBirthBody } from '../schemas/birth.js';
import { MatchBirthResponse } from '../schemas/match.js';
import { assertValidDates, calendarIssue } from '../validation.js';
import { birthDetailsRecord, SUN_TIMES } from './birth-details.js';

const PEOPLE = [
  { prefix: 'm_', key: 'male_astro_details', gender: 'male' },
  { prefix: 'f_', key: 'female_astro_details', gender: 'female' },
] as const;

function astroDetails(body: MatchBirthBody, prefix: string, gender: string) {
  const raw = body as unknown as Record<string, number>;
  try {
    return birthDetailsRecord(birthFromBody(raw, prefix), { gender });
  } catch (err) {
    if (err instanceof EphemerisRangeError) throw invalidFields([{ field: `${prefix}year`, message: 'puts that date outside the span of the Swiss Ephemeris data files this service ships' }]);
    throw err;
  }
}

export const matchBirthDetails: EndpointSpec<typeof MatchBirthBody> = {
  name: 'match_birth_details',
  path: '/v1/match_birth_details',
  group: 'astrology',
  summary: 'Birth details of a couple with ayanamsha, sunrise and sunset',
  description: SUN_TIMES,
  languages: AVAILABLE_LANGUAGES,
  body: MatchBirthBody,
  cacheable: true,
  response: MatchBirthResponse,
  handle(body) {
    const raw = body as unknown as Record<string, number>;
    assertValidDates(...PEOPLE.map((p) => calendarIssue({ day: raw[`${p.prefix}day`]!, month: raw[`${p.prefix}month`]!, year: raw[`${p.prefix}year`]! }, p.prefix)));
    return Object.fromEntries(PEOPLE.map((p) => [p.key, astroDetails(body, p.prefix, p.gender)]));
  },
};
