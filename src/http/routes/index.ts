import type { EndpointSpec } from '../endpoint.js';
import { planets } from './planets.js';

/** Every API endpoint, in the order the docs list them. */
export const ENDPOINTS: readonly EndpointSpec<any>[] = [planets];
