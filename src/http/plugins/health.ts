// Liveness and readiness for load balancers: the version and the ephemeris files in use.
import type { FastifyInstance } from 'fastify';
import { ephemerisInfo } from '../../astro/ephemeris.js';
import { API_VERSION } from '../../version.js';

export async function health(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { tags: ['service'], summary: 'Liveness and readiness for load balancers' } }, async () => {
    const e = ephemerisInfo();
    return { status: 'ok', version: API_VERSION, ephemeris: { version: e.version, files: e.files, ayanamsha: e.ayanamsha } };
  });
}
