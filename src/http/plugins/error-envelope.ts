// Every refusal in the one envelope: validation failures naming their fields, an unreachable store
// as 503, a moment outside the ephemeris as 400, and 404 or 405 (naming the methods that work).
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EphemerisRangeError } from '../../astro/ephemeris.js';
import { isStoreUnavailable } from '../../store/index.js';
import { ApiError, invalidFields, sendError, toEnvelope } from '../errors.js';
import { outsideEphemeris } from '../refusals.js';
import { issuesFromAjv, type JsonSchema } from '../validation.js';

/** A route's URL (`/dashboard/credentials/:id/rotate`, `/docs/*`) as a pattern for concrete paths. */
function routePattern(url: string): RegExp {
  const escaped = url.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('/')}$`);
}

export const errorEnvelope = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let error: Error = err;
    if (err.validation) {
      // Body, path, query string or headers: whichever failed, named from its own schema (or none).
      const schema = request.routeOptions.schema?.[err.validationContext ?? 'body'] as JsonSchema | undefined;
      error = invalidFields(issuesFromAjv(err.validation, schema ?? {}));
    }
    else if (isStoreUnavailable(err)) {
      error = new ApiError(503, 'unavailable', 'The account store is unreachable or too busy right now; retry shortly', undefined, { 'retry-after': '1' });
    } else if (err instanceof EphemerisRangeError) {
      error = outsideEphemeris('year');
    }
    const { status, body, headers } = toEnvelope(error, request);
    return sendError(reply, status, body, headers);
  });

  // Every route's path as a pattern with its methods, so a 405 names exactly the methods that work
  // (this plugin is registered before any route, so it hears of all of them).
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
}, { name: 'error-envelope' });
