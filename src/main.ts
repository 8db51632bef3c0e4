// Entry point: open the ephemeris (refusing to start without it) and the store, serve, and shut
// down gracefully.
import { bootstrapOwner, firstRunMessage } from './accounts/bootstrap.js';
import { MemoryRateLimiter } from './accounts/rate-limit.js';
import { Accounts } from './accounts/service.js';
import { openEphemeris } from './astro/ephemeris.js';
import { loadConfig } from './config.js';
import { buildApp } from './http/app.js';
import { openStore } from './store/index.js';

const config = loadConfig();
openEphemeris(config.ephemerisPath);
const store = await openStore(config.databaseUrl);
const accounts = new Accounts(store, config.prices);
const app = await buildApp({ logger: { level: config.logLevel }, accounts, limiter: new MemoryRateLimiter(config.ratePerSecond) });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  await app.close();
  await store.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const address = await app.listen({ port: config.port, host: config.host });
const owner = config.firstRunSetup ? await bootstrapOwner(accounts) : null;
if (owner) process.stdout.write(firstRunMessage(owner, address) + '\n');
