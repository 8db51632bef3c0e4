// What every request carries: its id echoed back, the answer language negotiated among the
// endpoint's languages (and echoed in Content-Language), and a 503 once the server is closing.
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
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode < 400 && request.routeOptions.config.endpoint) reply.header('content-language', languageTag(request.language));
  });
}, { name: 'request-context' });
