// Every API endpoint is declared through here, so the cross-cutting parts (authentication, rate
// limits, billing, language) attach in one place instead of in each route.
import type { FastifyInstance, FastifyRequest, FastifySchema, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TObject, type TSchema } from 'typebox';
import type { RateLimiter } from '../accounts/rate-limit.js';
import type { Accounts } from '../accounts/service.js';
import { AnswerCache } from './answer-cache.js';
import { billedCall } from './billed-call.js';
import { calendarCheck, type JsonSchema } from './validation.js';
import { InlinePhotoBodies } from './inline-photo-bodies.js';
import type { InlinePhoto } from './inline-photo.js';
import type { UrlSigner } from '../palm-readings/signed-urls.js';
import { LANGUAGE_ALIASES, vocabulary, type Language, type Vocabulary } from '../i18n/index.js';
import { API_SECURITY, BODY_TYPES, COMMON_ERRORS, ERRORS_KEY, type ErrorStatus } from './openapi.js';

export type EndpointGroup = 'astrology' | 'vastu' | 'palmistry';

export interface EndpointContext<P = unknown> {
  language: Language;
  vocabulary: Vocabulary;
  /** The instant the request is served ("current" dasha); injectable for tests. */
  now: Date;
  /** The account the call is made for (after authentication). */
  userId: string;
  /** Absolute base for links in answers: the configured public URL, else the request's own origin. */
  baseUrl: string;
  /** Path parameters, validated (and case-folded) by the spec's `params` schema; empty without one. */
  params: P;
  /** Photos the body carried inline (`inlinePhotos`), decoded, by field; the body holds '' in their place. */
  inlinePhotos: ReadonlyMap<string, InlinePhoto>;
  /** Signs links to images the answer points at (chart wheels). */
  links: UrlSigner;
}

/** The params schema of an endpoint without path parameters. */
export type NoParams = TObject<Record<never, never>>;
const NO_PARAMS: NoParams = Type.Object({});

/** The schema every endpoint route declares: its body and path parameters drive the handler's types. */
interface EndpointSchema<B extends TSchema, P extends TSchema> extends FastifySchema {
  body: B;
  params: P;
}

/** What the TypeBox type provider makes of an endpoint's request: the handler's body and params types. */
type EndpointRequest<B extends TSchema, P extends TSchema> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, EndpointSchema<B, P>, TypeBoxTypeProvider>;

export interface EndpointSpec<B extends TSchema, P extends TSchema = NoParams> {
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
  params?: P;
  response: TSchema;
  /** Same request, same answer: may be served from the answer cache (billing still applies). */
  cacheable: boolean;
  /** Bytes; the app's default (1 MiB) when absent. */
  bodyLimit?: number;
  /** Error statuses this endpoint answers beyond the common ones (COMMON_ERRORS), for the docs. */
  errors?: readonly ErrorStatus[];
  /** Fields that may carry a photo inline (base64): bodies are then parsed, and the photo decoded, off the event loop. */
  inlinePhotos?: readonly string[];
  handle(body: EndpointRequest<B, P>['body'], ctx: EndpointContext<EndpointRequest<B, P>['params']>): unknown; // an answer, or a promise of one
}

/** Any endpoint, whatever its body and parameters: what lists of endpoints hold (`handle` is a method, so each spec fits). */
export type AnyEndpoint = EndpointSpec<TSchema, TSchema>;

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
  links: UrlSigner;
}

const NO_PHOTOS: ReadonlyMap<string, InlinePhoto> = new Map();

export function registerEndpoint<B extends TSchema, P extends TSchema>(app: FastifyInstance, spec: EndpointSpec<B, P>, deps: EndpointDeps): void {
  if (!spec.inlinePhotos) {
    route(app, spec, deps);
    return;
  }
  // In a context of its own: its JSON parser is this route's alone.
  const bodies = new InlinePhotoBodies(spec.inlinePhotos);
  void app.register(async (own) => {
    own.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
    own.addContentTypeParser('application/json', bodies.parser('json'));
    own.addContentTypeParser('application/x-www-form-urlencoded', bodies.parser('form'));
    own.addHook('onClose', () => bodies.close());
    route(own, spec, deps);
  });
}

function route<B extends TSchema, P extends TSchema>(app: FastifyInstance, spec: EndpointSpec<B, P>, deps: EndpointDeps): void {
  const fields = Object.keys((spec.body as JsonSchema).properties ?? {});
  const paramNames = Object.keys((spec.params as JsonSchema | undefined)?.properties ?? {});
  const billing = billedCall(deps.accounts, deps.limiter, spec.name);
  const checkDates = calendarCheck(spec.body as JsonSchema);
  app.withTypeProvider<TypeBoxTypeProvider>().post(spec.path, {
    onRequest: billing.admit,
    // A callback hook (a throw is the refusal): cheaper on every call than an async one.
    ...(checkDates ? { preHandler: (request: { body: unknown }, _reply: unknown, done: () => void) => { checkDates(request.body); done(); } } : {}),
    config: { endpoint: { name: spec.name, group: spec.group, languages: spec.languages } },
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      ...({ body: spec.body, params: spec.params ?? NO_PARAMS } as EndpointSchema<B, P>),
      operationId: spec.name,
      tags: [spec.group],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      headers: languageHeader(spec.languages),
      consumes: BODY_TYPES,
      security: API_SECURITY,
      response: { 200: spec.response },
      [ERRORS_KEY]: [...COMMON_ERRORS, ...(spec.errors ?? [])].sort((a, b) => a - b),
    },
    // Not async: the billed call's promise is the only one an answer needs.
    handler: (request) => {
      const { body, params } = request;
      const raw: { body: unknown; params: unknown } = request;
      const compute = () =>
        spec.handle(body, {
          language: request.language,
          vocabulary: vocabulary(request.language),
          now: deps.clock(),
          userId: request.charge!.caller.userId,
          baseUrl: deps.publicBaseUrl ?? `${request.protocol}://${request.host}`,
          params,
          inlinePhotos: request.inlinePhotos ?? NO_PHOTOS,
          links: deps.links,
        });
      return billing.paidFor(request, () =>
        spec.cacheable && deps.cache
          ? deps.cache.getOrCompute(AnswerCache.key(spec.name, request.language, [[raw.params, paramNames], [raw.body, fields]]), compute)
          : compute(),
      );
    },
  });
}
