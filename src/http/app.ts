// Builds the Fastify application: body parsing, validation, the error envelope, language
// negotiation, request ids, OpenAPI and docs, and the endpoints. No CORS plugin, on purpose:
// the service is called from servers, never from browsers (spec: Authentication, rule 4).
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import underPressure from '@fastify/under-pressure';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { EphemerisRangeError, ephemerisInfo } from '../astro/ephemeris.js';
import { languageTag, negotiateLanguage, type Language } from '../i18n/index.js';
import { AnswerCache } from './answer-cache.js';
import { registerDashboard } from './dashboard/routes.js';
import { registerEndpoint, type EndpointSpec } from './endpoint.js';
import { ApiError, invalidFields, sendError, toEnvelope } from './errors.js';
import { DOCS_UI, SECURITY_SCHEMES, withSharedParts } from './openapi.js';
import { ENDPOINTS } from './routes/index.js';
import { coerceToSchema, issuesFromAjv, type JsonSchema } from './validation.js';
import { API_VERSION } from '../version.js';
import { isStoreUnavailable } from '../store/index.js';
import type { RateLimiter } from '../accounts/rate-limit.js';
import type { Accounts } from '../accounts/service.js';
import type { FetchOptions } from '../net/safe-fetch.js';
import type { PalmReadings } from '../readings/palm-readings.js';
import { palmistryEndpoints, registerPalmImages } from './routes/palmistry.js';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export interface AppOptions {
  accounts: Accounts;
  limiter: RateLimiter;
  /** Entries in the answer cache; 0 turns it off. */
  cacheEntries?: number;
  /** Shed load (503) past these; 0 turns a check off. */
  shedding?: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number; sampleIntervalMs?: number };
  logger?: FastifyServerOptions['logger'];
  /** Source of "now" for current-period endpoints; tests fix it. */
  clock?: () => Date;
  bodyLimit?: number;
  /** Palm readings and how photos are fetched; without them the palmistry endpoints are not served. */
  palms?: { readings: PalmReadings; fetch: FetchOptions };
  /** Base of absolute links in answers (palm images); the request's own origin when absent. */
  publicBaseUrl?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // Honour a caller's request id when it is safe to log; otherwise mint one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false, allErrors: true, keywords: ['x-hint', 'x-case'] } },
    return503OnClosing: true,
  });
  const clock = options.clock ?? (() => new Date());

  app.decorateRequest('language', 'en');
  // Past an event-loop lag or heap ceiling, refuse quickly with 503 rather than slow every request down.
  const shedding = options.shedding ?? { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: 0 };
  await app.register(underPressure, {
    maxEventLoopDelay: shedding.maxEventLoopDelayMs,
    maxHeapUsedBytes: shedding.maxHeapUsedBytes,
    // The mean lag over each sample window: sustained lag sheds load, a single stall does not.
    sampleInterval: shedding.sampleIntervalMs ?? 1000,
    retryAfter: 1,
    pressureHandler: (request, reply, type) => {
      const { status, body } = toEnvelope(new ApiError(503, 'overloaded', `The server is overloaded (${type}); retry in a second`), request);
      sendError(reply, status, body, { 'retry-after': '1' });
    },
  });
  // Presenters already build answers in the documented key order, and V8's JSON.stringify beats
  // schema-compiled serializers on these number-heavy arrays; response schemas stay for the docs.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Bodies are JSON or form-encoded only (design.md §2): anything else, plain text included, is a 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody);
  await app.register(swagger, {
    hideUntagged: true, // the dashboard's pages are not part of the API
    transformObject: withSharedParts,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'jyotish-api',
        version: API_VERSION,
        description: 'Self-hostable Vedic astrology, Vastu and palmistry API. Every endpoint is a POST with a JSON or form-encoded body.',
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      },
      components: { securitySchemes: SECURITY_SCHEMES },
      tags: [
        { name: 'astrology', description: 'Computed from the Swiss Ephemeris (Lahiri, mean node)' },
        { name: 'vastu', description: 'Vastu Basic: grades and remedies from submitted directions (no image analysis)' },
        { name: 'palmistry', description: 'Palm photos read for the heart, head, life and fate lines' },
        { name: 'service', description: 'Health and documents' },
      ],
    },
  });
  await app.register(swaggerUi, DOCS_UI);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('content-language', 'en');
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint) request.language = negotiateLanguage(request.headers['accept-language'], endpoint.languages);
  });

  app.addHook('preValidation', async (request) => {
    const { body, params } = (request.routeOptions.schema ?? {}) as { body?: JsonSchema; params?: JsonSchema };
    if (params) request.params = coerceToSchema(request.params ?? {}, params);
    if (body) request.body = coerceToSchema(request.body ?? {}, body);
  });

  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode < 400 && request.routeOptions.config.endpoint) reply.header('content-language', languageTag(request.language));
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    let error: Error = err;
    if (err.validation) {
      const part = err.validationContext === 'params' ? 'params' : 'body';
      error = invalidFields(issuesFromAjv(err.validation, request.routeOptions.schema?.[part] as JsonSchema));
    }
    else if (isStoreUnavailable(err)) {
      error = new ApiError(503, 'unavailable', 'The account store cannot be reached right now; retry shortly', undefined, { 'retry-after': '1' });
    } else if (err instanceof EphemerisRangeError) {
      error = invalidFields([{ field: 'year', message: 'puts the moment outside 1800-01-01 01:09 UT … 2400-01-09 UT, the span of the Swiss Ephemeris data files this service ships' }]);
    }
    const { status, body, headers } = toEnvelope(error, request);
    return sendError(reply, status, body, headers);
  });

  const postPaths = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('POST')) postPaths.add(route.url);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const error = postPaths.has(path)
      ? new ApiError(405, 'method_not_allowed', `${path} accepts only POST`, undefined, { allow: 'POST' })
      : new ApiError(404, 'not_found', `No endpoint at ${request.method} ${path}`);
    const { status, body, headers } = toEnvelope(error, request);
    return sendError(reply, status, body, headers);
  });

  app.get('/health', { schema: { tags: ['service'], summary: 'Liveness and readiness for load balancers' } }, async () => {
    const e = ephemerisInfo();
    return { status: 'ok', version: API_VERSION, ephemeris: { version: e.version, files: e.files, ayanamsha: e.ayanamsha } };
  });
  app.get('/openapi.json', { schema: { tags: ['service'], summary: 'This OpenAPI 3.1 document' } }, async () => app.swagger());

  registerDashboard(app, options.accounts);
  const cacheEntries = options.cacheEntries ?? 10_000;
  const cache = cacheEntries > 0 ? new AnswerCache(cacheEntries) : undefined;
  const deps = { clock, accounts: options.accounts, limiter: options.limiter, cache, publicBaseUrl: options.publicBaseUrl };
  const palmistry = options.palms ? palmistryEndpoints(options.palms.readings, options.palms.fetch) : [];
  for (const spec of [...ENDPOINTS, ...palmistry]) registerEndpoint(app, spec as EndpointSpec<never>, deps);
  if (options.palms) registerPalmImages(app, options.palms.readings, clock);
  await app.ready();
  return app;
}
