// Every API endpoint is declared through here, so the cross-cutting parts (authentication, rate
// limits, billing, language) attach in one place instead of in each route.
import type { FastifyInstance } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { RateLimiter } from '../accounts/rate-limit.js';
import type { Accounts } from '../accounts/service.js';
import { AnswerCache } from './answer-cache.js';
import { authHook, refusalError } from './auth.js';
import { LANGUAGE_ALIASES, vocabulary, type Language, type Vocabulary } from '../i18n/index.js';
import { API_SECURITY, BODY_TYPES, COMMON_ERRORS, ERRORS_KEY, type ErrorStatus } from './openapi.js';

export type EndpointGroup = 'astrology' | 'vastu' | 'palmistry';

export interface EndpointContext {
  language: Language;
  vocabulary: Vocabulary;
  /** The instant the request is served ("current" dasha); injectable for tests. */
  now: Date;
  /** The account the call is made for (after authentication). */
  userId: string;
  /** Absolute base for links in answers: the configured public URL, else the request's own origin. */
  baseUrl: string;
  /** Path parameters, validated (and case-folded) by the spec's `params` schema; empty without one. */
  params: Record<string, string>;
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
  /** Schema of the path parameters (`/horo_chart/:chartId`); their names are the path's. */
  params?: TSchema;
  response: TSchema;
  /** Same request, same answer: may be served from the answer cache (billing still applies). */
  cacheable: boolean;
  /** Bytes; the app's default (1 MiB) when absent. */
  bodyLimit?: number;
  /** Error statuses this endpoint answers beyond the common ones (COMMON_ERRORS), for the docs. */
  errors?: readonly ErrorStatus[];
  handle(body: Static<B>, ctx: EndpointContext): unknown | Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: { name: string; group: EndpointGroup; languages: readonly Language[] };
  }
}

/** Documents the Accept-Language header of an endpoint; never rejects (unknown values mean English). */
function languageHeader(languages: readonly Language[]) {
  const aliases = Object.entries(LANGUAGE_ALIASES).filter(([, l]) => languages.includes(l)).map(([a, l]) => `${a} = ${l}`);
  const description =
    languages.length === 1
      ? 'Answers are in English (en) only.'
      : `Answer language: ${languages.join(', ')} (en English, hi Hindi, ma Marathi, bn Bengali, ta Tamil, te Telugu, ml Malayalam, kn Kannada); ` +
        `aliases ${aliases.join(', ')}. q-values and region subtags are honoured; anything else gives English. The choice is echoed in Content-Language as a language tag (Marathi as mr).`;
  return Type.Object({ 'accept-language': Type.Optional(Type.String({ description })) });
}

export interface EndpointDeps {
  clock: () => Date;
  accounts: Accounts;
  limiter: RateLimiter;
  /** Absent when caching is off. */
  cache?: AnswerCache;
  publicBaseUrl?: string;
}

export function registerEndpoint<B extends TSchema>(app: FastifyInstance, spec: EndpointSpec<B>, deps: EndpointDeps): void {
  const fields = Object.keys((spec.body as { properties?: object }).properties ?? {});
  const paramNames = Object.keys((spec.params as { properties?: object } | undefined)?.properties ?? {});
  app.post(spec.path, {
    onRequest: authHook(deps.accounts, deps.limiter, spec.name),
    config: { endpoint: { name: spec.name, group: spec.group, languages: spec.languages } },
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      operationId: spec.name,
      tags: [spec.group],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      headers: languageHeader(spec.languages),
      ...(spec.params ? { params: spec.params } : {}),
      body: spec.body,
      consumes: BODY_TYPES,
      security: API_SECURITY,
      response: { 200: spec.response },
      [ERRORS_KEY]: [...COMMON_ERRORS, ...(spec.errors ?? [])].sort((a, b) => a - b),
    },
    handler: async (request) => {
      const body = request.body as Static<B>;
      const params = (request.params ?? {}) as Record<string, string>;
      const compute = () =>
        spec.handle(body, {
          language: request.language,
          vocabulary: vocabulary(request.language),
          now: deps.clock(),
          userId: request.caller!.userId,
          baseUrl: deps.publicBaseUrl ?? `${request.protocol}://${request.host}`,
          params,
        });
      const answer = spec.cacheable && deps.cache
        ? await deps.cache.getOrCompute(AnswerCache.key(spec.name, request.language, { ...params, ...(body as Record<string, unknown>) }, [...paramNames, ...fields]), compute)
        : await compute();
      // Paid only once the answer exists; a failed call (thrown above) is never billed.
      const refusal = await deps.accounts.settle(request.caller!, spec.name, request.id);
      if (refusal) throw refusalError(refusal);
      return answer;
    },
  });
}
