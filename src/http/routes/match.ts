import { meanAyanamsha } from '../../astro/ephemeris.js';
import { sunTimes } from '../../astro/sun.js';
import { julianDayUt } from '../../astro/time.js';
import type { BirthDetails } from '../../vedic/chart.js';
import { formatClock } from '../presenters/dates.js';
import { MatchBirthResponse } from '../schemas/match.js';
import { coupleFromBody, forPerson, matchEndpoint, PEOPLE } from './match-endpoint.js';

function birthDetails(b: BirthDetails, gender: string) {
  const sun = sunTimes(b.year, b.month, b.day, b.lat, b.lon, b.tzone);
  return {
    year: b.year, month: b.month, day: b.day, hour: b.hour, minute: b.minute,
    latitude: b.lat, longitude: b.lon, timezone: b.tzone,
    gender,
    ayanamsha: meanAyanamsha(julianDayUt(b, b.tzone)),
    sunrise: sun.sunrise === null ? null : formatClock(sun.sunrise, b.tzone),
    sunset: sun.sunset === null ? null : formatClock(sun.sunset, b.tzone),
  };
}

export const matchBirthDetails = matchEndpoint({
  name: 'match_birth_details',
  path: '/v1/match_birth_details',
  summary: 'Birth details of a couple with ayanamsha, sunrise and sunset',
  description:
    'Sunrise and sunset are local clock times on the date of birth: the Sun’s upper limb on a sea-level horizon with ' +
    'standard refraction (its centre 50′ below the horizon). They are null when the Sun does not rise or does not set ' +
    'that day (polar night, midnight sun).',
  cacheable: true,
  response: MatchBirthResponse,
  handle(body) {
    const couple = coupleFromBody(body);
    return Object.fromEntries(PEOPLE.map((p) => [`${p.gender}_astro_details`, forPerson(p, () => birthDetails(couple[p.gender], p.gender))]));
  },
});
