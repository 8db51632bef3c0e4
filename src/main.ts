// Entry point: open the ephemeris (refusing to start without it), serve, and shut down gracefully.
import { openEphemeris } from './astro/ephemeris.js';
import { loadConfig } from './config.js';
import { buildApp } from './http/app.js';

const config = loadConfig();
openEphemeris(config.ephemerisPath);
const app = await buildApp({ logger: { level: config.logLevel } });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
