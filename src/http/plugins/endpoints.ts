// The billed API: every endpoint, the signed links of chart wheels (and, given palm readings, the
// palmistry endpoints and their signed image links; given PDF reports, the PDF endpoints and their links), each registered with its billing, validation and answer cache (endpoint.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../accounts/rate-limit.js';
import type { Accounts } from '../../accounts/service.js';
import type { PalmReadings } from '../../palm-readings/palm-readings.js';
import type { FetchOptions } from '../../photo-fetch/safe-fetch.js';
import { AnswerCache } from '../answer-cache.js';
import { registerEndpoint } from '../endpoint.js';
import { ENDPOINTS } from '../routes/index.js';
import { palmistryEndpoints, registerPalmImages } from '../routes/palmistry.js';
import { registerWheelImages } from '../routes/western-wheel.js';
import { pdfEndpoints, registerPdfLinks } from '../routes/pdf-reports.js';
import type { PdfReports } from '../../pdf/kept-reports.js';
import { UrlSigner } from '../../palm-readings/signed-urls.js';

export interface EndpointsOptions {
  accounts: Accounts;
  limiter: RateLimiter;
  clock: () => Date;
  /** Entries in the answer cache; 0 turns it off. */
  cacheEntries: number;
  palms?: { readings: PalmReadings; fetch: FetchOptions };
  /** PDF reports and how logos are fetched; without them the PDF endpoints are not served. */
  pdfs?: { reports: PdfReports; fetch: FetchOptions };
  publicBaseUrl?: string;
  /** Signs image links (palm images, chart wheels); a key of this process alone when absent. */
  imageLinks?: UrlSigner;
}

export async function endpoints(app: FastifyInstance, opts: EndpointsOptions): Promise<void> {
  const cache = opts.cacheEntries > 0 ? new AnswerCache(opts.cacheEntries) : undefined;
  const links = opts.imageLinks ?? new UrlSigner(randomBytes(32), 3600);
  const deps = { clock: opts.clock, accounts: opts.accounts, limiter: opts.limiter, cache, publicBaseUrl: opts.publicBaseUrl, links };
  const palmistry = opts.palms ? palmistryEndpoints(opts.palms.readings, opts.palms.fetch) : [];
  const pdfs = opts.pdfs ? pdfEndpoints(opts.pdfs.reports, opts.pdfs.fetch) : [];
  for (const spec of [...ENDPOINTS, ...palmistry, ...pdfs]) registerEndpoint(app, spec, deps);
  if (opts.palms) registerPalmImages(app, opts.palms.readings, opts.clock);
  if (opts.pdfs) registerPdfLinks(app, opts.pdfs.reports, opts.clock);
  registerWheelImages(app, links, opts.clock);
}
