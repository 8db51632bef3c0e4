// One serving process: ephemeris, store, accounts, HTTP, and graceful shutdown on SIGTERM.
import { bootstrapOwner, firstRunMessage } from './accounts/bootstrap.js';
import { createClient, type RedisClientType } from 'redis';
import { MemoryRateLimiter } from './accounts/rate-limit.js';
import { RedisRateLimiter } from './accounts/redis-rate-limit.js';
import { CredentialCache } from './accounts/credential-cache.js';
import { RedisChangeFeed } from './accounts/redis-change-feed.js';
import { Accounts } from './accounts/service.js';
import { openEphemeris } from './astro/ephemeris.js';
import type { Config } from './config.js';
import { buildApp } from './http/app.js';
import { openStore, type Store } from './store/index.js';
import { DEFAULT_FETCH } from './net/safe-fetch.js';
import { PalmWorkers } from './palmistry/pool.js';
import { DirectoryImages, StoreImages } from './readings/image-store.js';
import { PalmReadings } from './readings/palm-readings.js';
import { UrlSigner } from './readings/signed-urls.js';
import { join } from 'node:path';

/** Palm images go where every node can read them: the PostgreSQL store, or DATA_DIR beside SQLite. */
async function palmReadings(config: Config, store: Store): Promise<PalmReadings> {
  const images = store.kind === 'postgres' ? new StoreImages(store) : new DirectoryImages(join(config.dataDir, 'palms'));
  const signer = await UrlSigner.fromStore(store, config.imageLinkTtlSeconds);
  return new PalmReadings(store, images, new PalmWorkers(config.palmWorkers, config.palmQueue), signer, config.palmRetentionDays);
}

export async function serve(config: Config, opts: { firstRun: boolean }): Promise<string> {
  openEphemeris(config.ephemerisPath);
  const store = await openStore(config.databaseUrl);
  const accounts = new Accounts(store, config.prices);
  const readings = await palmReadings(config, store);
  const redis = config.redisUrl ? createClient({ url: config.redisUrl }) : undefined;
  if (redis) {
    redis.on('error', () => undefined); // reported through the limiter; the client reconnects by itself
    await redis.connect();
  }
  // Credentials are read once a second at most per process; with Redis, changes are broadcast instead.
  let feed: RedisChangeFeed | undefined;
  const cache = new CredentialCache(config.credentialCacheMs.short, config.credentialCacheMs.long, () => feed?.live ?? false);
  if (redis) feed = await RedisChangeFeed.start(redis as RedisClientType, (change) => cache.forget(change));
  accounts.useCache(cache, feed);
  const app = await buildApp({
    logger: { level: config.logLevel },
    accounts,
    limiter: redis
      ? new RedisRateLimiter(redis as RedisClientType, config.ratePerSecond, undefined, undefined, (err) => app.log.warn({ err }, 'Redis unreachable: rate limits not enforced until it is back'))
      : new MemoryRateLimiter(config.ratePerSecond),
    cacheEntries: config.cacheEntries,
    shedding: config.shedding,
    palms: { readings, fetch: DEFAULT_FETCH },
    publicBaseUrl: config.publicBaseUrl,
  });
  readings.startSweeping(() => Date.now(), (err) => app.log.warn({ err }, 'palm retention sweep failed; retrying within the hour'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    await readings.close();
    await store.close();
    await feed?.close();
    await redis?.quit();
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
