// What every request carries: its id echoed back, the answer language negotiated among the
// endpoint's languages (and echoed in Content-Language; errors say English), and a 503 once the
// server is closing.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageTag, negotiateLanguage, type Language } from '../../i18n/index.js';
import { ApiError, sendError, toEnvelope } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'en');
  let closing = false;
  app.addHook('preClose', async () => { closing = true; });
  // A callback hook, and no onSend hook at all: on every call, each async hook costs a promise and a
  // turn of the microtask queue. Errors are in English: sendError sets their Content-Language.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      const { status, body } = toEnvelope(new ApiError(503, 'unavailable', 'The server is shutting down; retry on another node or in a moment'), request);
      sendError(reply, status, body, { 'retry-after': '1', connection: 'close' });
      return;
    }
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint) request.language = negotiateLanguage(request.headers['accept-language'], endpoint.languages);
    reply.header('content-language', endpoint ? languageTag(request.language) : 'en');
    done();
  });
}, { name: 'request-context' });
