import type { TSchema } from 'typebox';
import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import type { EndpointSpec } from '../endpoint.js';
import { BirthDetailsBody } from '../schemas/birth.js';

type BirthSpec<B extends TSchema> = Omit<EndpointSpec<B>, 'body' | 'group' | 'languages'> & { body?: B };

/** An astrology endpoint whose body is the birth details, or those and its own fields (`birthBodyWith`). */
export const birthEndpoint = <B extends TSchema = typeof BirthDetailsBody>(spec: BirthSpec<B>): EndpointSpec<B> => ({
  ...spec,
  group: 'astrology',
  languages: AVAILABLE_LANGUAGES,
  body: spec.body ?? (BirthDetailsBody as TSchema as B),
});
