// A test server that reads palms: real reader processes, a real store, images in a temporary folder
// (SQLite) or in the store (PostgreSQL), and a clock the test can move.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_FETCH, type FetchOptions } from '../../src/photo-fetch/safe-fetch.js';
import { PalmReaders } from '../../src/palmistry/pool.js';
import { DirectoryImages, StoreImages } from '../../src/palm-readings/image-store.js';
import { PalmReadings } from '../../src/palm-readings/palm-readings.js';
import { UrlSigner } from '../../src/palm-readings/signed-urls.js';
import { openStore, type Store } from '../../src/store/index.js';
import { startServer, type TestServer, type TestServerOptions } from './server.js';

export interface PalmServer extends TestServer {
  /** Moves the server's clock (for link expiry). */
  advance(ms: number): void;
  dataUrl(image: Buffer, type?: string): string;
  /** Files left in the image store's incoming folder (photos and overlays written for readings, not yet adopted or discarded). */
  incoming(): string[];
}

/** `logger` replaces the silent one (to read what the server logs). */
export async function startPalmServer(opts: { store?: Store; fetch?: Partial<FetchOptions>; ttlSeconds?: number; logger?: TestServerOptions['logger'] } = {}): Promise<PalmServer> {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-palms-'));
  const store = opts.store ?? (await openStore('sqlite::memory:'));
  const images = store.kind === 'postgres' ? new StoreImages(store) : new DirectoryImages(dir);
  const readings = new PalmReadings(store, images, new PalmReaders(1, 8), await UrlSigner.fromStore(store, opts.ttlSeconds ?? 600));
  let offset = 0;
  const server = await startServer({
    store,
    clock: () => new Date(Date.now() + offset),
    palms: { readings, fetch: { ...DEFAULT_FETCH, ...opts.fetch } },
    ...(opts.logger ? { logger: opts.logger } : {}),
  });
  return {
    ...server,
    advance: (ms) => void (offset += ms),
    dataUrl: (image, type = 'image/jpeg') => `data:${type};base64,${image.toString('base64')}`,
    incoming: () => (existsSync(images.incoming.dir) ? readdirSync(images.incoming.dir) : []),
    close: async () => {
      await server.close();
      await readings.close();
      if (!opts.store) await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
