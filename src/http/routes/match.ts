import { EphemerisRangeError, meanAyanamsha } from '../../astro/ephemeris.js';
import { sunTimes } from '../../astro/sun.js';
import { julianDayUt } from '../../astro/time.js';
import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import type { EndpointSpec } from '../endpoint.js';
import { invalidFields } from '../errors.js';
import { formatClock } from '../presenters/dates.js';
import { birthFromBody, MatchBirthBody } from '../schemas/birth.js';
import { MatchBirthResponse } from '../schemas/match.js';
import { assertValidDates, calendarIssue } from '../validation.js';

const PEOPLE = [
  { prefix: 'm_', key: 'male_astro_details', gender: 'male' },
  { prefix: 'f_', key: 'female_astro_details', gender: 'female' },
] as const;

function astroDetails(body: MatchBirthBody, prefix: string, gender: string) {
  const raw = body as unknown as Record<string, number>;
  const b = birthFromBody(raw, prefix);
  try {
    const sun = sunTimes(b.year, b.month, b.day, b.lat, b.lon, b.tzone);
    return {
      year: b.year, month: b.month, day: b.day, hour: b.hour, minute: b.minute,
      latitude: b.lat, longitude: b.lon, timezone: b.tzone,
      gender,
      ayanamsha: meanAyanamsha(julianDayUt(b, b.tzone)),
      sunrise: sun.sunrise === null ? null : formatClock(sun.sunrise, b.tzone),
      sunset: sun.sunset === null ? null : formatClock(sun.sunset, b.tzone),
    };
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
  description:
    'Sunrise and sunset are local clock times on the date of birth: the Sun’s upper limb on a sea-level horizon with ' +
    'standard refraction (its centre 50′ below the horizon). They are null when the Sun does not rise or does not set ' +
    'that day (polar night, midnight sun).',
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
