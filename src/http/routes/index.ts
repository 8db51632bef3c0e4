import type { EndpointSpec } from '../endpoint.js';
import {
  currentVdasha, currentVdashaAll, currentVdashaDate, currentYoginiDasha, majorVdasha, majorYoginiDasha, subVdashas, subYoginiDasha, subYoginiDashaOf,
} from './dasha.js';
import { birthDetails } from './birth-details.js';
import { matchBirthDetails } from './match.js';
import { numeroTable } from './numerology.js';
import { planets, planetsExtended } from './planets.js';
import { vastuRemedies, vastuScore } from './vastu.js';

/** Every API endpoint, in the order the docs list them. */
export const ENDPOINTS: readonly EndpointSpec<any>[] = [planets, planetsExtended, birthDetails, majorVdasha, currentVdasha, currentVdashaDate, ...subVdashas, currentVdashaAll, currentYoginiDasha, majorYoginiDasha, subYoginiDasha, subYoginiDashaOf, numeroTable, matchBirthDetails, vastuRemedies, vastuScore];
