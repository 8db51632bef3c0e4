// Configuration from the environment, checked once at start-up.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { pricesFrom } from './accounts/plans.js';

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
  /** How long a credential read is reused: without a live Redis feed, and with one. */
  credentialCacheMs: { short: number; long: number };
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
    credentialCacheMs: {
      short: integer('CREDENTIAL_CACHE_MS', 1000, 0, 60_000),
      long: integer('CREDENTIAL_CACHE_REDIS_MS', 30_000, 0, 3_600_000),
    },
  };
}
