// /planet_panchang and /planet_panchang/sunrise: the grahas and the lagna at the request's time, or
// at that date's sunrise (shared/spec/more-computations.md §7).
import { riseSetOnDate } from '../../astro/sun.js';
import { julianDayUt, localMidnightUt } from '../../astro/time.js';
import { chartAt, type Placement } from '../../vedic/chart.js';
import { PlanetId } from '../../vedic/zodiac.js';
import type { EndpointContext } from '../endpoint.js';
import { birthFromBody } from '../schemas/birth.js';
import { PlanetPanchangResponse } from '../schemas/vedic-calendar.js';
import { birthEndpoint } from './birth-endpoint.js';

function present(chart: readonly Placement[], ctx: EndpointContext) {
  const v = ctx.vocabulary;
  return chart.map((p) => {
    const asc = p.id === PlanetId.Ascendant;
    return {
      id: p.id,
      name: asc ? 'Asc' : v.planets[p.id],
      fullDegree: p.fullDegree,
      normDegree: p.normDegree,
      isRetro: asc ? false : String(p.retrograde),
      sign: v.signs[p.sign],
      sign_lord: v.planets[p.signLord],
      nakshatra: v.nakshatras[p.nakshatra],
      nakshatra_lord: v.planets[p.nakshatraLord],
    };
  });
}

const variants = [
  { suffix: '', name: '', at: 'at the requested time' },
  { suffix: '/sunrise', name: '_sunrise', at: 'at sunrise of the requested date (hour and min ignored; local midnight where the Sun does not rise)' },
] as const;

export const planetPanchangEndpoints = variants.map((variant) => birthEndpoint({
  name: `planet_panchang${variant.name}`,
  path: `/v1/planet_panchang${variant.suffix}`,
  summary: `The nine grahas and the lagna ${variant.at}: longitude, sign, nakshatra and their lords`,
  description:
    'Sidereal (Lahiri) positions as /planets, in the spec’s shorter shape: isRetro a string for the grahas, the lagna named "Asc". ' +
    'Sunrise is /basic_panchang’s (upper limb, standard refraction).',
  response: PlanetPanchangResponse,
  cacheable: true,
  handle(body, ctx) {
    const b = birthFromBody(body);
    const jd = variant.suffix === ''
      ? julianDayUt(b, b.tzone)
      : riseSetOnDate('sun', b.year, b.month, b.day, b.lat, b.lon, b.tzone).rise ?? localMidnightUt(b.year, b.month, b.day, b.tzone);
    return present(chartAt(jd, b.lat, b.lon), ctx);
  },
}));
