import { EphemerisRangeError } from '../../astro/ephemeris.js';
import { EPHEMERIS_SPAN } from '../../config.js';
import { computeChart, computeOuterPlanets, type BirthDetails } from '../../vedic/chart.js';
import { outsideEphemeris } from '../refusals.js';
import { PlanetId } from '../../vedic/zodiac.js';
import { OUTER_PLANET_NAMES } from '../../i18n/outer-planets.js';
import { presentExtendedPlanets, presentPlanets } from '../presenters/planets.js';
import { birthFromBody } from '../schemas/birth.js';
import { ExtendedPlanetsResponse, PlanetsResponse } from '../schemas/planets.js';
import { birthEndpoint } from './birth-endpoint.js';

/** The outer planets, or the refusal that names this endpoint's own span (narrower than the files' at their start). */
function outerPlanets(birth: BirthDetails, ascSign: number) {
  try {
    return computeOuterPlanets(birth, ascSign);
  } catch (err) {
    if (err instanceof EphemerisRangeError) throw outsideEphemeris('year', { moments: EPHEMERIS_SPAN.outerPlanetsMoments, what: EPHEMERIS_SPAN.outerPlanetsWhat });
    throw err;
  }
}

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
    'then the Ascendant (12). The outer planets are never combust; their planet_awastha is the Baladi state of their degree. ' +
    `Served for moments in ${EPHEMERIS_SPAN.outerPlanetsMoments}: ${EPHEMERIS_SPAN.outerPlanetsWhat}; ` +
    'the first hours of 1800 that /v1/planets answers are refused here, naming year.',
  cacheable: true,
  response: ExtendedPlanetsResponse,
  handle(body, ctx) {
    const birth = birthFromBody(body);
    const chart = computeChart(birth);
    const outer = outerPlanets(birth, chart.find((p) => p.id === PlanetId.Ascendant)!.sign);
    return presentExtendedPlanets(chart, outer, ctx.vocabulary, OUTER_PLANET_NAMES[ctx.language]);
  },
});
