// The billed API: every endpoint (and, given palm readings, the palmistry ones and their signed
// image links), each registered with its billing, validation and answer cache (endpoint.ts).
import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../accounts/rate-limit.js';
import type { Accounts } from '../../accounts/service.js';
import type { PalmReadings } from '../../palm-readings/palm-readings.js';
import type { FetchOptions } from '../../photo-fetch/safe-fetch.js';
import { AnswerCache } from '../answer-cache.js';
import { registerEndpoint } from '../endpoint.js';
import { ENDPOINTS } from '../routes/index.js';
import { palmistryEndpoints, registerPalmImages } from '../routes/palmistry.js';

export interface EndpointsOptions {
  accounts: Accounts;
  limiter: RateLimiter;
  clock: () => Date;
  /** Entries in the answer cache; 0 turns it off. */
  cacheEntries: number;
  palms?: { readings: PalmReadings; fetch: FetchOptions };
  publicBaseUrl?: string;
}

export async function endpoints(app: FastifyInstance, opts: EndpointsOptions): Promise<void> {
  const cache = opts.cacheEntries > 0 ? new AnswerCache(opts.cacheEntries) : undefined;
  const deps = { clock: opts.clock, accounts: opts.accounts, limiter: opts.limiter, cache, publicBaseUrl: opts.publicBaseUrl };
  const palmistry = opts.palms ? palmistryEndpoints(opts.palms.readings, opts.palms.fetch) : [];
  for (const spec of [...ENDPOINTS, ...palmistry]) registerEndpoint(app, spec, deps);
  if (opts.palms) registerPalmImages(app, opts.palms.readings, opts.clock);
}
