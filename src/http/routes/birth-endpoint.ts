import type { TSchema } from 'typebox';
import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import type { EndpointSpec, NoParams } from '../endpoint.js';
import { computeChart } from '../../vedic/chart.js';
import { birthFromBody, BirthDetailsBody } from '../schemas/birth.js';

export type AstrologySpec<B extends TSchema, P extends TSchema> = Omit<EndpointSpec<B, P>, 'group' | 'languages'>;

/** An astrology endpoint (every answer language). */
export const astrologyEndpoint = <B extends TSchema, P extends TSchema = NoParams>(spec: AstrologySpec<B, P>): EndpointSpec<B, P> => ({
  ...spec,
  group: 'astrology',
  languages: AVAILABLE_LANGUAGES,
});

/** An astrology endpoint whose body is the birth details (a spec's own `body`, from `birthBodyWith`, adds fields to them). */
export function birthEndpoint<B extends TSchema, P extends TSchema = NoParams>(spec: AstrologySpec<B, P>): EndpointSpec<B, P>;
export function birthEndpoint<P extends TSchema = NoParams>(spec: Omit<AstrologySpec<typeof BirthDetailsBody, P>, 'body'> & { body?: never }): EndpointSpec<typeof BirthDetailsBody, P>;
export function birthEndpoint(spec: Omit<AstrologySpec<TSchema, TSchema>, 'body'> & { body?: TSchema }): EndpointSpec<TSchema, TSchema> {
  return astrologyEndpoint({ ...spec, body: spec.body ?? BirthDetailsBody });
}

/** The chart of a birth (its date already checked against the calendar by validation). */
export function chartFromBody(body: BirthDetailsBody) {
  return computeChart(birthFromBody(body));
}
