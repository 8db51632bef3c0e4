import { computeChart } from '../../vedic/chart.js';
import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import type { EndpointSpec } from '../endpoint.js';
import { presentPlanets } from '../presenters/planets.js';
import { birthFromBody, BirthDetailsBody } from '../schemas/birth.js';
import { PlanetsResponse } from '../schemas/planets.js';
import { assertValidDates, calendarIssue } from '../validation.js';

export const planets: EndpointSpec<typeof BirthDetailsBody> = {
  name: 'planets',
  path: '/v1/planets',
  group: 'astrology',
  summary: 'Sidereal planet positions and the ascendant at birth',
  description: 'Swiss Ephemeris, Lahiri ayanamsha, mean node; whole-sign houses from the ascendant.',
  languages: AVAILABLE_LANGUAGES,
  body: BirthDetailsBody,
  response: PlanetsResponse,
  handle(body, ctx) {
    assertValidDates(calendarIssue(body));
    return presentPlanets(computeChart(birthFromBody(body)), ctx.vocabulary);
  },
};
