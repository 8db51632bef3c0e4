// The OpenAPI 3.1 document (built from every route's schema) at /openapi.json, and the docs UI.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_VERSION } from '../../version.js';
import { DOCS_UI, SECURITY_SCHEMES, withSharedParts } from '../openapi.js';

export const docs = fp(async (app: FastifyInstance) => {
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
  app.get('/openapi.json', { schema: { tags: ['service'], summary: 'This OpenAPI 3.1 document' } }, async () => app.swagger());
}, { name: 'docs' });
