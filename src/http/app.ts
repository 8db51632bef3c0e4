// Builds the Fastify application from plugins, one per concern, registered in the order they must
// see each other: what every request carries, bodies, the error envelope, load shedding and the docs
// first (they hook into or collect every route), then the routes themselves. No CORS plugin, on
// purpose: the service is called from servers, never from browsers (spec: Authentication, rule 4).
import { randomUUID } from 'node:crypto';
import { STATUS_CODES as httpStatusText } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerDashboard } from './dashboard/index.js';
import { ApiError, sendError, STATUS_CODES, toEnvelope, type ErrorEnvelope } from './errors.js';
import { LIMITS } from '../config.js';
import { MemoryRateLimiter, type RateLimiter } from '../accounts/rate-limit.js';
import { SIGN_IN_BURST, SIGN_IN_PER_SECOND, SignInGuard } from '../accounts/sign-in-guard.js';
import type { Accounts } from '../accounts/service.js';
import type { FetchOptions } from '../photo-fetch/safe-fetch.js';
import type { PalmReadings } from '../palm-readings/palm-readings.js';
import type { PdfReports } from '../pdf/kept-reports.js';
import type { UrlSigner } from '../palm-readings/signed-urls.js';
import { bodies } from './plugins/bodies.js';
import { docs } from './plugins/docs.js';
import { endpoints } from './plugins/endpoints.js';
import { errorEnvelope } from './plugins/error-envelope.js';
import { health } from './plugins/health.js';
import { lazyRequestLogger } from './request-logger.js';
import { requestContext } from './plugins/request-context.js';
import { shedding } from './plugins/shedding.js';

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
  /** PDF reports and how logos are fetched; without them the PDF endpoints are not served. */
  pdfs?: { reports: PdfReports; fetch: FetchOptions };
  /** Base of absolute links in answers (palm images); the request's own origin when absent. */
  publicBaseUrl?: string;
  /** Signs image links with the key every node shares; a key of this process alone when absent. */
  imageLinks?: UrlSigner;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The server itself: request ids, Ajv's settings, proxies, and the refusals Fastify and Node would otherwise write. */
function server(options: AppOptions): FastifyInstance {
  return Fastify({
    logger: options.logger ?? false,
    ...(options.logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    bodyLimit: options.bodyLimit ?? LIMITS.bodyMaxBytes,
    // Honour a caller's request id when it is safe to log; otherwise mint one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false, allErrors: true, keywords: ['x-hint', 'x-case', 'x-clock-offset'] } },
    // Refusals Fastify and Node would write themselves go out in our envelope instead (below).
    return503OnClosing: false,
    frameworkErrors: (err, request, reply) => {
      const status = err.statusCode ?? 400;
      const { body } = toEnvelope(new ApiError(status, STATUS_CODES[status] ?? 'bad_request', err.message), request);
      // A reply is thenable, but send() has already written it: nothing here waits on it.
      void sendError(reply, status, body);
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
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = server(options);
  const clock = options.clock ?? (() => new Date());
  await app.register(requestContext);
  await app.register(shedding, options.shedding ?? { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: 0 });
  await app.register(bodies);
  await app.register(errorEnvelope);
  await app.register(docs);
  await app.register(health);
  // Few keys per process: an address or account unseen for a minute holds a full bucket anyway.
  registerDashboard(app, options.accounts, new SignInGuard(options.signInLimiter ?? new MemoryRateLimiter(SIGN_IN_PER_SECOND, SIGN_IN_BURST, 10_000)));
  await app.register(endpoints, {
    accounts: options.accounts, limiter: options.limiter, clock, cacheEntries: options.cacheEntries ?? 10_000, palms: options.palms, pdfs: options.pdfs, publicBaseUrl: options.publicBaseUrl, imageLinks: options.imageLinks,
  });
  await app.ready();
  return app;
}
