// The Western (tropical) chart endpoints (spec western.md §2–§6), over src/western/.
import type { Static, TSchema } from 'typebox';
import { ENGLISH_ONLY } from '../../i18n/index.js';
import { ALL_ASPECTS, MAJOR_ASPECTS } from '../../western/aspect-kinds.js';
import { westernChart } from '../../western/chart.js';
import { DEFAULT_HOUSE_TYPE } from '../../western/houses.js';
import { natalAspects } from '../../western/natal-aspects.js';
import type { AnyEndpoint, EndpointSpec, NoParams } from '../endpoint.js';
import { presentChartData, presentHoroscope, presentHouseCusps, presentPlanets } from '../presenters/western.js';
import { birthFromBody } from '../schemas/birth.js';
import {
  HouseCuspsTropicalResponse, PlanetsTropicalResponse, WesternBody, WesternChartDataResponse, WesternHoroscopeResponse,
} from '../schemas/western.js';

export type WesternSpec<B extends TSchema, P extends TSchema = NoParams> = Omit<EndpointSpec<B, P>, 'group' | 'languages' | 'cacheable'> & { cacheable?: boolean };

/** A Western endpoint: English names (the hosted service's), cacheable unless it says otherwise. */
export const westernEndpoint = <B extends TSchema, P extends TSchema = NoParams>(spec: WesternSpec<B, P>): EndpointSpec<B, P> => ({
  cacheable: true,
  ...spec,
  group: 'astrology',
  languages: ENGLISH_ONLY,
});

/** The natal chart of a validated Western body, in its house system. */
export function chartOfBody(body: Static<typeof WesternBody>) {
  const { day, month, year, hour, min, lat, lon, tzone } = body;
  return westernChart(birthFromBody({ day, month, year, hour, min, lat, lon, tzone }), body.house_type ?? DEFAULT_HOUSE_TYPE);
}

const CONVENTIONS =
  'Tropical zodiac, apparent positions from the Swiss Ephemeris; the true node, Lilith as the mean lunar apogee, ' +
  'the Part of Fortune as ASC + Moon − Sun by day (the Sun above the horizon) and ASC + Sun − Moon by night.';

export const planetsTropical = westernEndpoint({
  name: 'planets_tropical',
  path: '/v1/planets/tropical',
  summary: 'Tropical planet positions with their signs and houses',
  description: `Sun … Pluto, Node, Chiron and the Part of Fortune, each with its house in the chosen system. ${CONVENTIONS}`,
  body: WesternBody,
  response: PlanetsTropicalResponse,
  handle: (body) => presentPlanets(chartOfBody(body)),
});

export const houseCuspsTropical = westernEndpoint({
  name: 'house_cusps_tropical',
  path: '/v1/house_cusps/tropical',
  summary: 'The twelve house cusps, the Ascendant, Midheaven and Vertex',
  description:
    'Cusps of the house_type system (Placidus by default). Inside the polar circles, where Placidus and Koch are undefined, the cusps are Porphyry\'s and house_system says so.',
  body: WesternBody,
  response: HouseCuspsTropicalResponse,
  handle: (body) => presentHouseCusps(chartOfBody(body)),
});

export const westernHoroscope = westernEndpoint({
  name: 'western_horoscope',
  path: '/v1/western_horoscope',
  summary: 'The natal chart: planets, houses, angles, Lilith and the major aspects',
  description:
    `${CONVENTIONS} Aspects among Sun … Pluto, the Ascendant and the Midheaven: conjunction and opposition within 10°, trine and square within 8°, sextile within 6°.`,
  body: WesternBody,
  response: WesternHoroscopeResponse,
  handle(body) {
    const chart = chartOfBody(body);
    return presentHoroscope(chart, natalAspects(chart, MAJOR_ASPECTS));
  },
});

export const westernChartData = westernEndpoint({
  name: 'western_chart_data',
  path: '/v1/western_chart_data',
  summary: 'Each house with its span and its planets, and the aspects with the minor ones',
  description:
    'Houses from cusp to cusp with the points of the planet list they hold; aspects as western_horoscope\'s, with the semi sextile and semi square (2°), quincunx (3°) and quintile (2°).',
  body: WesternBody,
  response: WesternChartDataResponse,
  handle(body) {
    const chart = chartOfBody(body);
    return presentChartData(chart, natalAspects(chart, ALL_ASPECTS));
  },
});

export const westernEndpoints: readonly AnyEndpoint[] = [planetsTropical, houseCuspsTropical, westernHoroscope, westernChartData];
