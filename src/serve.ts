// One serving process: ephemeris, store, accounts, HTTP, and graceful shutdown on SIGTERM.
import { bootstrapOwner, firstRunMessage } from './accounts/bootstrap.js';
import { createClient } from 'redis';
import { MemoryRateLimiter } from './accounts/rate-limit.js';
import { RedisRateLimiter } from './accounts/redis-rate-limit.js';
import cluster from 'node:cluster';
import { ClusterChangeFeed } from './accounts/cluster-change-feed.js';
import { CredentialCache, everyFeed } from './accounts/credential-cache.js';
import { RedisChangeFeed } from './accounts/redis-change-feed.js';
import { Accounts } from './accounts/service.js';
import { openEphemeris } from './astro/ephemeris.js';
import type { Config } from './config.js';
import { buildApp, type AppOptions } from './http/app.js';
import type { FastifyInstance } from 'fastify';
import { SIGN_IN_BURST, SIGN_IN_PER_SECOND } from './accounts/sign-in-guard.js';
import { openStore, type Store } from './store/index.js';
import { DEFAULT_FETCH, type FetchOptions } from './photo-fetch/safe-fetch.js';
import { PalmReaders } from './palmistry/pool.js';
import { DirectoryImages, StoreImages } from './palm-readings/image-store.js';
import { PalmReadings } from './palm-readings/palm-readings.js';
import { UrlSigner } from './palm-readings/signed-urls.js';
import { join } from 'node:path';
import { ephemerisInfo } from './astro/ephemeris.js';
import { PdfReports } from './pdf/kept-reports.js';
import { PdfRenderers } from './pdf/renderers.js';

/** PDF reports, made in renderer processes and kept in the store, which every node reads. */
export function pdfReports(config: Config, store: Store, signer: UrlSigner): PdfReports {
  const renderers = new PdfRenderers(new URL('./http/pdf-reports/worker.ts', import.meta.url), config.pdf.threads, config.pdf.queue, [ephemerisInfo().path]);
  return new PdfReports(store, renderers, signer, config.pdf.retentionDays);
}

/** Palm images go where every node can read them: the PostgreSQL store, or DATA_DIR beside SQLite. */
function palmReadings(config: Config, store: Store, signer: UrlSigner): PalmReadings {
  const images = store.kind === 'postgres' ? new StoreImages(store) : new DirectoryImages(join(config.dataDir, 'palms'));
  return new PalmReadings(store, images, new PalmReaders(config.palmWorkers, config.palmQueue), signer, config.palmRetentionDays);
}

/** A serving process's application with everything it runs on; `close` releases all but the store. */
export interface Service {
  app: FastifyInstance;
  accounts: Accounts;
  close: () => Promise<void>;
}

/**
 * Wires accounts (with the credential cache and, given Redis, its change feed), rate limits, sign-in
 * limits and palm readings into the application exactly as production runs them. Tests build their
 * servers with this too; `overrides` replace single pieces (a fixed clock, a tighter limiter), and
 * `palms: false` leaves the palmistry endpoints out (no palm reader processes); `pdfFetch` replaces how logos are fetched.
 */
export async function buildService(config: Config, store: Store, overrides: Partial<Omit<AppOptions, 'accounts' | 'palms' | 'pdfs'>> & { palms?: AppOptions['palms'] | false; pdfFetch?: FetchOptions } = {}): Promise<Service> {
  const accounts = new Accounts(store, config.prices);
  const { palms: palmsOverride, pdfFetch, ...rest } = overrides;
  const imageLinks = await UrlSigner.fromStore(store, config.imageLinkTtlSeconds);
  const readings = palmsOverride === undefined ? palmReadings(config, store, imageLinks) : undefined;
  const reports = pdfReports(config, store, imageLinks);
  const redis = config.redisUrl ? createClient({ url: config.redisUrl }) : undefined;
  if (redis) {
    redis.on('error', () => undefined); // reported through the limiter; the client reconnects by itself
    await redis.connect();
  }
  // Credentials are read once a second at most per process; with Redis, changes are broadcast instead.
  // The workers of one node tell each other of changes at once, Redis or not (the lifetime stays short without it).
  let feed: RedisChangeFeed | undefined;
  const cache = new CredentialCache(config.credentialCacheMs.short, config.credentialCacheMs.long, () => feed?.live ?? false);
  if (redis) feed = await RedisChangeFeed.start(redis, (change) => cache.forget(change));
  const node = cluster.isWorker ? new ClusterChangeFeed((change) => cache.forget(change), config.credentialCacheMs.short) : undefined;
  accounts.useCache(cache, everyFeed(feed, node));
  const warn = (err: unknown) => app.log.warn({ err }, 'Redis unreachable: rate limits not enforced until it is back');
  const app: FastifyInstance = await buildApp({
    logger: { level: config.logLevel },
    accounts,
    limiter: redis ? new RedisRateLimiter(redis, config.ratePerSecond, undefined, undefined, warn) : new MemoryRateLimiter(config.ratePerSecond),
    // Shared like the API's, so more processes or nodes do not multiply an attacker's guesses.
    signInLimiter: redis ? new RedisRateLimiter(redis, SIGN_IN_PER_SECOND, SIGN_IN_BURST, 'jyotish:sign-in:', warn) : undefined,
    trustProxy: config.trustProxy,
    cacheEntries: config.cacheEntries,
    shedding: config.shedding,
    palms: readings ? { readings, fetch: DEFAULT_FETCH } : palmsOverride || undefined,
    pdfs: { reports, fetch: pdfFetch ?? DEFAULT_FETCH },
    publicBaseUrl: config.publicBaseUrl,
    imageLinks,
    ...rest,
  });
  reports.startSweeping(() => Date.now(), (err) => app.log.warn({ err }, 'PDF retention sweep failed; retrying within the hour'));
  readings?.startSweeping(() => Date.now(), (err) => app.log.warn({ err }, 'palm retention sweep failed; retrying within the hour'));
  return {
    app,
    accounts,
    close: async () => {
      await app.close();
      await readings?.close();
      await reports.close();
      await feed?.close();
      node?.close();
      await redis?.quit();
    },
  };
}

export async function serve(config: Config, opts: { firstRun: boolean }): Promise<string> {
  openEphemeris(config.ephemerisPath);
  const store = await openStore(config.databaseUrl);
  const { app, accounts, close } = await buildService(config, store);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const owner = opts.firstRun && config.firstRunSetup ? await bootstrapOwner(accounts) : null;
  if (owner) process.stdout.write(firstRunMessage(owner, address) + '\n');
  return address;
}

/** First-run setup without serving: for a primary process that forks the servers. */
export async function prepareStore(config: Config): Promise<string | null> {
  openEphemeris(config.ephemerisPath); // refuse to start without the data files, before forking
  const store = await openStore(config.databaseUrl);
  try {
    const owner = config.firstRunSetup ? await bootstrapOwner(new Accounts(store, config.prices)) : null;
    return owner ? firstRunMessage(owner, `http://${config.host}:${config.port}`) : null;
  } finally {
    await store.close();
  }
}
