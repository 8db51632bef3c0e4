import { computeChart, computeOuterPlanets } from '../../vedic/chart.js';
import { PlanetId } from '../../vedic/zodiac.js';
import { OUTER_PLANET_NAMES } from '../../i18n/outer-planets.js';
import { presentExtendedPlanets, presentPlanets } from '../presenters/planets.js';
import { birthFromBody } from '../schemas/birth.js';
import { ExtendedPlanetsResponse, PlanetsResponse } from '../schemas/planets.js';
import { birthEndpoint } from './birth-endpoint.js';

export const planets = birthEndpoint({
  name: 'planets',
  path: '/v1/planets',
  summary: 'Sidereal planet positions and the ascendant at birth',
  description: 'Swiss Ephemeris, Lahiri ayanamsha, mean node; whole-sign houses from the ascendant.',
  cacheable: true,
  response: PlanetsResponse,
  handle(body, ctx) {
    return presentPlanets(computeChart(birthFromBody(body)), ctx.vocabulary);
  },
});

export const planetsExtended = birthEndpoint({
  name: 'planets_extended',
  path: '/v1/planets/extended',
  summary: 'The planets with Uranus, Neptune and Pluto',
  description:
    'The /planets records (the same keys and conventions) for Sun … Ketu, then Uranus (9), Neptune (10) and Pluto (11), ' +
    'then the Ascendant (12). The outer planets are never combust; their planet_awastha is the Baladi state of their degree.',
  cacheable: true,
  response: ExtendedPlanetsResponse,
  handle(body, ctx) {
    const birth = birthFromBody(body);
    const chart = computeChart(birth);
    const outer = computeOuterPlanets(birth, chart.find((p) => p.id === PlanetId.Ascendant)!.sign);
    return presentExtendedPlanets(chart, outer, ctx.vocabulary, OUTER_PLANET_NAMES[ctx.language]);
  },
});
