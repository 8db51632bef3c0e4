// Configuration from the environment, checked once at start-up, and the fixed limits the service enforces.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { pricesFrom } from './accounts/plans.js';

/** Fixed limits, each named once here; code that checks or describes one reads it from here. */
export const LIMITS = {
  /** Bytes of a request body, where an endpoint does not say otherwise. */
  bodyMaxBytes: 1024 * 1024,
  /** Bytes of a palm photo, sent inline or fetched by URL (the interface's 5 MB). */
  photoMaxBytes: 5 * 1024 * 1024,
  /** Bytes of the get-palm-id body: a 5 MiB photo as base64 is 6.7 MiB, plus the other fields. */
  palmBodyMaxBytes: 7 * 1024 * 1024,
  /** Pixels a photo's header may claim, refused before decoding: a 5 MB file can claim gigapixels. */
  photoMaxPixels: 50_000_000,
  /** The shorter side of a photo in pixels; smaller photos cannot show creases. */
  photoMinSide: 400,
  /** Fetching a photo by URL: the whole exchange's deadline and the redirects followed. */
  photoFetchTimeoutMs: 10_000,
  photoFetchMaxRedirects: 3,
} as const;

/** The moments the shipped Swiss Ephemeris files cover; a birth outside them is refused naming this span. */
export const EPHEMERIS_SPAN = {
  /** Whole years of births inside it (the files start an hour into 1800 and end nine days into 2400). */
  firstYear: 1800,
  lastYear: 2399,
  moments: '1800-01-01 01:09 UT … 2400-01-09 UT',
  what: 'the span of the Swiss Ephemeris data files this service ships',
  /** Where searches forward in time (Sade Sati over a life) stop: FILES_JD_UT.last in src/astro/ephemeris.ts. */
  searchEnd: '2400-01-01 00:00 UT',
  /** Uranus, Neptune and Pluto are seen as they were hours earlier (light-time): from 05:45 UT on 1 January 1800. */
  outerPlanetsMoments: '1800-01-01 05:45 UT … 2400-01-09 UT',
  outerPlanetsWhat: 'the span in which the Swiss Ephemeris data files this service ships give Pluto’s apparent position (it is seen as it was 5¾ hours earlier)',
} as const;

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  ephemerisPath: string;
  databaseUrl: string;
  ratePerSecond: number;
  prices: Readonly<Record<string, number>>;
  firstRunSetup: boolean;
  /** When set, rate limits are shared by every process and node through Redis. */
  redisUrl: string | undefined;
  workers: number;
  cacheEntries: number;
  shedding: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  /** Files the service keeps (palm images on SQLite). */
  dataDir: string;
  publicBaseUrl: string | undefined;
  palmWorkers: number;
  palmQueue: number;
  /** Palm readings and their images are deleted this many days after they were made; 0 keeps them. */
  palmRetentionDays: number;
  imageLinkTtlSeconds: number;
  /** PDF reports made at once (threads), reports waiting beyond them, and days a report is kept (0: forever). */
  pdf: { threads: number; queue: number; retentionDays: number };
  /** How long a credential read is reused: without a live Redis feed, and with one. */
  credentialCacheMs: { short: number; long: number };
  /** Proxies whose X-Forwarded-For gives the client's address: their addresses (CIDRs allowed), or a hop count. */
  trustProxy: string[] | number | undefined;
}

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

function publicBaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = new URL(raw); // throws on a malformed value, at start-up
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_BASE_URL must be http(s), got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** TRUST_PROXY: unset or `off` trusts no one; a number of hops; or a comma-separated list of addresses and CIDRs. */
export function trustProxy(raw: string | undefined): string[] | number | undefined {
  if (!raw || raw === 'off') return undefined;
  if (/^\d+$/.test(raw)) return integer('TRUST_PROXY', 0, 1, 100);
  const list = raw.split(',').map((a) => a.trim()).filter(Boolean);
  const bad = list.find((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a));
  if (bad !== undefined) throw new Error(`TRUST_PROXY must be a hop count or a list of addresses, CIDRs, loopback, linklocal or uniquelocal; got "${bad}"`);
  return list;
}

export function loadConfig(): Config {
  return {
    port: integer('PORT', 8080, 0, 65535),
    host: process.env.HOST || '127.0.0.1',
    logLevel: process.env.LOG_LEVEL || 'info',
    ephemerisPath: process.env.EPHE_PATH || fileURLToPath(new URL('../ephe', import.meta.url)),
    databaseUrl: process.env.DATABASE_URL || 'sqlite:./data/jyotish.db',
    ratePerSecond: integer('RATE_LIMIT_PER_SECOND', 100, 1, 1_000_000),
    prices: pricesFrom(process.env.PRICES),
    firstRunSetup: process.env.FIRST_RUN_SETUP !== 'off',
    redisUrl: process.env.REDIS_URL || undefined,
    // One process per core in production, one otherwise.
    workers: integer('WORKERS', process.env.NODE_ENV === 'production' ? availableParallelism() : 1, 1, 256),
    cacheEntries: integer('CACHE_ENTRIES', 10_000, 0, 10_000_000),
    shedding: {
      maxEventLoopDelayMs: integer('SHED_EVENT_LOOP_DELAY_MS', 1000, 0, 60_000),
      maxHeapUsedBytes: integer('SHED_HEAP_USED_BYTES', 0, 0, Number.MAX_SAFE_INTEGER),
    },
    dataDir: process.env.DATA_DIR || './data',
    publicBaseUrl: publicBaseUrl(process.env.PUBLIC_BASE_URL),
    palmWorkers: integer('PALM_WORKERS', 1, 1, 64),
    palmQueue: integer('PALM_QUEUE', 8, 0, 10_000),
    palmRetentionDays: integer('PALM_RETENTION_DAYS', 30, 0, 36_500),
    imageLinkTtlSeconds: integer('IMAGE_LINK_TTL_SECONDS', 3600, 1, 30 * 86400),
    pdf: {
      threads: integer('PDF_THREADS', 1, 1, 64),
      queue: integer('PDF_QUEUE', 8, 0, 10_000),
      retentionDays: integer('PDF_RETENTION_DAYS', 7, 0, 36_500),
    },
    credentialCacheMs: {
      short: integer('CREDENTIAL_CACHE_MS', 1000, 0, 60_000),
      long: integer('CREDENTIAL_CACHE_REDIS_MS', 30_000, 0, 3_600_000),
    },
    trustProxy: trustProxy(process.env.TRUST_PROXY),
  };
}
