// What goes in and out: JSON or form bodies in, made to fit each route's schema before validation;
// JSON out, serialised by V8.
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { coerceToSchema, type JsonSchema } from '../validation.js';

export const bodies = fp(async (app: FastifyInstance) => {
  // Presenters already build answers in the documented key order, and V8's JSON.stringify beats
  // schema-compiled serializers on these number-heavy arrays once the socket write has flattened the
  // string they build piece by piece (fast-json-stringify 7, Node 20: planets 26 against 21 µs an
  // answer; whole billed calls took more instructions, planets and D9 alike: docs/performance.md); response
  // schemas stay for the docs.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Bodies are JSON or form-encoded only (design.md §2): anything else, plain text included, is a 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody);
  // A callback hook: an async one would cost a promise and a microtask turn on every call.
  app.addHook('preValidation', (request, _reply, done) => {
    const { body, params } = (request.routeOptions.schema ?? {}) as { body?: JsonSchema; params?: JsonSchema };
    if (params) request.params = coerceToSchema(request.params ?? {}, params);
    if (body) request.body = coerceToSchema(request.body ?? {}, body);
    done();
  });
}, { name: 'bodies' });
