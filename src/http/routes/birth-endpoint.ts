import type { TSchema } from 'typebox';
import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import type { EndpointSpec } from '../endpoint.js';
import { computeChart } from '../../vedic/chart.js';
import { birthFromBody, BirthDetailsBody } from '../schemas/birth.js';
import { assertValidDates, calendarIssue } from '../validation.js';

/** An astrology endpoint (every answer language) whose body is the given schema. */
export const astrologyEndpoint =
  <B extends TSchema>(body: B) =>
  (spec: Omit<EndpointSpec<B>, 'body' | 'group' | 'languages'>): EndpointSpec<B> => ({
    ...spec,
    group: 'astrology',
    languages: AVAILABLE_LANGUAGES,
    body,
  });

type BirthSpec<B extends TSchema> = Omit<EndpointSpec<B>, 'body' | 'group' | 'languages'> & { body?: B };

/** An astrology endpoint whose body is the birth details, or those and its own fields (`birthBodyWith`). */
export const birthEndpoint = <B extends TSchema = typeof BirthDetailsBody>(spec: BirthSpec<B>): EndpointSpec<B> =>
  astrologyEndpoint(spec.body ?? (BirthDetailsBody as TSchema as B))(spec);

/** The chart of a birth whose date exists (else a 400 naming `day`). */
export function chartFromBody(body: BirthDetailsBody) {
  assertValidDates(calendarIssue(body));
  return computeChart(birthFromBody(body));
}
