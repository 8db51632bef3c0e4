import { computeChart } from '../../vedic/chart.js';
import { presentPlanets } from '../presenters/planets.js';
import { birthFromBody } from '../schemas/birth.js';
import { PlanetsResponse } from '../schemas/planets.js';
import { assertValidDates, calendarIssue } from '../validation.js';
import { birthEndpoint } from './birth-endpoint.js';

export const planets = birthEndpoint({
  name: 'planets',
  path: '/v1/planets',
  summary: 'Sidereal planet positions and the ascendant at birth',
  description: 'Swiss Ephemeris, Lahiri ayanamsha, mean node; whole-sign houses from the ascendant.',
  cacheable: true,
  response: PlanetsResponse,
  handle(body, ctx) {
    assertValidDates(calendarIssue(body));
    return presentPlanets(computeChart(birthFromBody(body)), ctx.vocabulary);
  },
});
