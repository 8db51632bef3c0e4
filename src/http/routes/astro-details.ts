import { presentAstroDetails } from '../presenters/astro-details.js';
import { AstroDetailsResponse } from '../schemas/astro-details.js';
import { birthEndpoint, chartFromBody } from './birth-endpoint.js';

export const astroDetails = birthEndpoint({
  name: 'astro_details',
  path: '/v1/astro_details',
  summary: 'The Avakahada table: ascendant, Moon sign and nakshatra with their attributes, tithi, yoga and karana at birth',
  description: 'Attributes from the Moon’s sidereal position; the tables and their sources are in src/vedic/avakahada.ts.',
  cacheable: true,
  response: AstroDetailsResponse,
  handle(body, ctx) {
    return presentAstroDetails(chartFromBody(body), ctx.language, ctx.vocabulary, true);
  },
});
