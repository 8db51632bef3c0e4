import { meanAyanamsha } from '../../astro/ephemeris.js';
import { sunTimes } from '../../astro/sun.js';
import { julianDayUt } from '../../astro/time.js';
import type { BirthDetails } from '../../vedic/chart.js';
import { formatClock } from '../presenters/dates.js';
import { birthFromBody } from '../schemas/birth.js';
import { BirthDetailsResponse } from '../schemas/birth-details.js';
import { birthEndpoint } from './birth-endpoint.js';

/** How sunrise and sunset are defined, for the endpoint descriptions. */
export const SUN_TIMES =
  'Sunrise and sunset are local clock times: the Sun’s upper limb on a sea-level horizon with standard refraction (its ' +
  'centre 50′ below the horizon). Sunrise is the first on the date of birth, sunset the first after it, which may fall ' +
  'after midnight (Reykjavik, 21 June: 2:55 and 0:03). Sunrise is null when the Sun does not rise that date (polar ' +
  'night), sunset when there is no sunrise or the Sun does not set within a day of it (midnight sun).';

/**
 * The birth echoed with the ayanamsha, sunrise and sunset, in the interface's key order; `between`
 * holds the keys an endpoint places after `timezone` (`seconds` here, `gender` for a couple).
 */
export function birthDetailsRecord<E extends object>(b: BirthDetails, between: E) {
  const sun = sunTimes(b.year, b.month, b.day, b.lat, b.lon, b.tzone);
  return {
    year: b.year, month: b.month, day: b.day, hour: b.hour, minute: b.minute,
    latitude: b.lat, longitude: b.lon, timezone: b.tzone,
    ...between,
    ayanamsha: meanAyanamsha(julianDayUt(b, b.tzone)),
    sunrise: sun.sunrise === null ? null : formatClock(sun.sunrise, b.tzone),
    sunset: sun.sunset === null ? null : formatClock(sun.sunset, b.tzone),
  };
}

export const birthDetails = birthEndpoint({
  name: 'birth_details',
  path: '/v1/birth_details',
  summary: 'The birth moment and place with ayanamsha, sunrise and sunset',
  description: `Key order as the clients' models of the service read it: the echo, seconds (always 0), ayanamsha, sunrise, sunset. ${SUN_TIMES}`,
  cacheable: true,
  response: BirthDetailsResponse,
  handle(body) {
    return birthDetailsRecord(birthFromBody(body), { seconds: 0 });
  },
});
