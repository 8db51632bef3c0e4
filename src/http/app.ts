// Builds the Fastify application: body parsing, validation, the error envelope, language
// negotiation, request ids, OpenAPI and docs, and the endpoints. No CORS plugin, on purpose:
// the service is called from servers, never from browsers (spec: Authentication, rule 4).
import { randomUUID } from 'node:crypto';
import { STATUS_CODES as httpStatusText } from 'node:http';
import formbody from '@fastify/formbody';
import underPressure from '@fastify/under-pressure';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { EphemerisRangeError, ephemerisInfo } from '../astro/ephemeris.js';
import { languageTag, negotiateLanguage, type Language } from '../i18n/index.js';
import { AnswerCache } from './answer-cache.js';
import { registerDashboard } from './dashboard/index.js';
import { registerEndpoint, type EndpointSpec } from './endpoint.js';
import { ApiError, invalidFields, sendError, STATUS_CODES, toEnvelope, type ErrorEnvelope } from './errors.js';
import { outsideEphemeris } from './refusals.js';
import { LIMITS } from '../config.js';
import { DOCS_UI, SECURITY_SCHEMES, withSharedParts } from './openapi.js';
import { ENDPOINTS } from './routes/index.js';
import { coerceToSchema, issuesFromAjv, type JsonSchema } from './validation.js';
import { API_VERSION } from '../version.js';
import { isStoreUnavailable } from '../store/index.js';
import { MemoryRateLimiter, type RateLimiter } from '../accounts/rate-limit.js';
import { SIGN_IN_BURST, SIGN_IN_PER_SECOND, SignInGuard } from '../accounts/sign-in-guard.js';
import type { Accounts } from '../accounts/service.js';
import type { FetchOptions } from '../photo-fetch/safe-fetch.js';
import type { PalmReadings } from '../palm-readings/palm-readings.js';
import { palmistryEndpoints, registerPalmImages } from './routes/palmistry.js';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export interface AppOptions {
  accounts: Accounts;
  limiter: RateLimiter;
  /** Dashboard sign-in tries, by address and by account (SIGN_IN_BURST, then SIGN_IN_PER_SECOND); in memory by default. */
  signInLimiter?: RateLimiter;
  /** Proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`: addresses, or a hop count); none by default. */
  trustProxy?: string[] | number;
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

/** A route's URL (`/dashboard/credentials/:id/rotate`, `/docs/*`) as a pattern for concrete paths. */
function routePattern(url: string): RegExp {
  const escaped = url.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('/')}$`);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? LIMITS.bodyMaxBytes,
    // Honour a caller's request id when it is safe to log; otherwise mint one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false, allErrors: true, keywords: ['x-hint', 'x-case'] } },
    // Refusals Fastify and Node would write themselves go out in our envelope instead (below).
    return503OnClosing: false,
    frameworkErrors: (err, request, reply) => {
      const status = err.statusCode ?? 400;
      const { body } = toEnvelope(new ApiError(status, STATUS_CODES[status] ?? 'bad_request', err.message), request);
      return sendError(reply, status, body);
    },
    clientErrorHandler: (err: NodeJS.ErrnoException, socket) => {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, message] =
        err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'The request headers are larger than the server accepts (16 KiB in all)']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'The request was not received in time']
        : [400, 'The request is not valid HTTP'];
      const body = JSON.stringify({ status: false, code: STATUS_CODES[status]!, message, request_id: randomUUID() } satisfies ErrorEnvelope);
      if (socket.writable) socket.write(`HTTP/1.1 ${status} ${httpStatusText[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      socket.destroy(err);
    },
    // A hop count trusts that many proxies nearest to us, whatever their addresses (as Fastify's number does).
    trustProxy: typeof options.trustProxy === 'number' ? ((_: string, hop: number) => hop < (options.trustProxy as number)) : (options.trustProxy ?? false),
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

  let closing = false;
  app.addHook('preClose', async () => { closing = true; });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('content-language', 'en');
    if (closing) {
      const { status, body } = toEnvelope(new ApiError(503, 'unavailable', 'The server is shutting down; retry on another node or in a moment'), request);
      return sendError(reply, status, body, { 'retry-after': '1', connection: 'close' });
    }
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
      error = outsideEphemeris('year');
    }
    const { status, body, headers } = toEnvelope(error, request);
    return sendError(reply, status, body, headers);
  });

  // Every route's path as a pattern with its methods, so a 405 names exactly the methods that work.
  const routeMethods = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    const entry = routeMethods.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
    for (const m of [route.method].flat()) entry.methods.add(m);
    routeMethods.set(route.url, entry);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = new Set([...routeMethods.values()].filter((r) => r.pattern.test(path)).flatMap((r) => [...r.methods]));
    const allow = [...allowed].sort().join(', ');
    const error = allowed.size
      ? new ApiError(405, 'method_not_allowed', `${path} accepts only ${allow}`, undefined, { allow })
      : new ApiError(404, 'not_found', `No endpoint at ${request.method} ${path}`);
    const { status, body, headers } = toEnvelope(error, request);
    return sendError(reply, status, body, headers);
  });

  app.get('/health', { schema: { tags: ['service'], summary: 'Liveness and readiness for load balancers' } }, async () => {
    const e = ephemerisInfo();
    return { status: 'ok', version: API_VERSION, ephemeris: { version: e.version, files: e.files, ayanamsha: e.ayanamsha } };
  });
  app.get('/openapi.json', { schema: { tags: ['service'], summary: 'This OpenAPI 3.1 document' } }, async () => app.swagger());

  // Few keys per process: an address or account unseen for a minute holds a full bucket anyway.
  registerDashboard(app, options.accounts, new SignInGuard(options.signInLimiter ?? new MemoryRateLimiter(SIGN_IN_PER_SECOND, SIGN_IN_BURST, 10_000)));
  const cacheEntries = options.cacheEntries ?? 10_000;
  const cache = cacheEntries > 0 ? new AnswerCache(cacheEntries) : undefined;
  const deps = { clock, accounts: options.accounts, limiter: options.limiter, cache, publicBaseUrl: options.publicBaseUrl };
  const palmistry = options.palms ? palmistryEndpoints(options.palms.readings, options.palms.fetch) : [];
  for (const spec of [...ENDPOINTS, ...palmistry]) registerEndpoint(app, spec as EndpointSpec<never>, deps);
  if (options.palms) registerPalmImages(app, options.palms.readings, clock);
  await app.ready();
  return app;
}
