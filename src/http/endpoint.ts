// Every API endpoint is declared through here, so the cross-cutting parts (language, and later
// authentication, billing and caching) attach in one place instead of in each route.
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { vocabulary, type Language, type Vocabulary } from '../i18n/index.js';

export type EndpointGroup = 'astrology' | 'vastu' | 'palmistry';

export interface EndpointContext {
  language: Language;
  vocabulary: Vocabulary;
  /** The instant the request is served ("current" dasha); injectable for tests. */
  now: Date;
}

export interface EndpointSpec<B extends TSchema> {
  /** Stable identifier used by plans and prices, e.g. `planets`. */
  name: string;
  path: string;
  group: EndpointGroup;
  summary: string;
  description?: string;
  /** Languages this endpoint answers in; negotiation picks among them. */
  languages: readonly Language[];
  body: B;
  response: TSchema;
  handle(body: Static<B>, ctx: EndpointContext): unknown | Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: { name: string; group: EndpointGroup; languages: readonly Language[] };
  }
}

export function registerEndpoint<B extends TSchema>(app: FastifyInstance, spec: EndpointSpec<B>, clock: () => Date): void {
  app.post(spec.path, {
    config: { endpoint: { name: spec.name, group: spec.group, languages: spec.languages } },
    schema: {
      operationId: spec.name,
      tags: [spec.group],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      body: spec.body,
      response: { 200: spec.response },
    },
    handler: async (request) =>
      spec.handle(request.body as Static<B>, { language: request.language, vocabulary: vocabulary(request.language), now: clock() }),
  });
}
