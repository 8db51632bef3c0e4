import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import type { EndpointSpec } from '../endpoint.js';
import { BirthDetailsBody } from '../schemas/birth.js';

type BirthSpec = Omit<EndpointSpec<typeof BirthDetailsBody>, 'body' | 'group' | 'languages'>;

/** An astrology endpoint whose body is the birth details. */
export const birthEndpoint = (spec: BirthSpec): EndpointSpec<typeof BirthDetailsBody> => ({
  ...spec,
  group: 'astrology',
  languages: AVAILABLE_LANGUAGES,
  body: BirthDetailsBody,
});
