import type { EndpointSpec } from '../endpoint.js';
import { horoChart, horoChartImage } from './charts.js';
import { currentVdashaAll, currentYoginiDasha, majorVdasha } from './dasha.js';
import { matchBirthDetails } from './match.js';
import { numeroTable } from './numerology.js';
import { panchangEndpoints } from './panchang.js';
import { planets } from './planets.js';
import { vastuRemedies, vastuScore } from './vastu.js';

/** Every API endpoint, in the order the docs list them. */
export const ENDPOINTS: readonly EndpointSpec<any>[] = [planets, majorVdasha, currentVdashaAll, currentYoginiDasha, horoChart, horoChartImage, numeroTable, matchBirthDetails, ...panchangEndpoints, vastuRemedies, vastuScore];
