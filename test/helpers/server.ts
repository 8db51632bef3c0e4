// Starts the real application on a loopback port for a test file, on a real store, with a funded
// account whose access token authenticates requests by default.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Accounts, type NewAccount } from '../../src/accounts/service.js';
import { openEphemeris } from '../../src/astro/ephemeris.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { AppOptions } from '../../src/http/app.js';
import type { FetchOptions } from '../../src/photo-fetch/safe-fetch.js';
import { buildService } from '../../src/serve.js';
import { openStore, type Store } from '../../src/store/index.js';

export const EPHE_PATH = fileURLToPath(new URL('../../ephe', import.meta.url));
openEphemeris(EPHE_PATH);

export interface TestServer {
  url: string;
  store: Store;
  accounts: Accounts;
  account: NewAccount;
  /** Headers that authenticate as the funded account's access token. */
  auth: Record<string, string>;
  /** POST as JSON (a string body is sent as is), authenticated unless `auth: false`. */
  post(path: string, body: unknown, headers?: Record<string, string>, opts?: { auth?: boolean }): Promise<Response>;
  /** POSTs as `post` does, asserts a 200 (the body in the failure message) and answers the parsed JSON. */
  answer<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<AppOptions, 'accounts' | 'pdfs'>> {
  /** How PDF logos are fetched (a test's own address policy). */
  pdfFetch?: FetchOptions;
  /** Defaults to a fresh in-memory SQLite store. */
  store?: Store;
  credits?: number;
  /** Configuration beyond the test defaults (no Redis, a rate limit no test reaches, silent logs). */
  config?: Partial<Config>;
}

/**
 * The configuration every test server starts from: production's defaults, minus what would get in the
 * way (load shedding, which a busy test machine would trigger, is tested on its own).
 */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig(), ephemerisPath: EPHE_PATH, logLevel: 'silent', ratePerSecond: 1_000_000, redisUrl: undefined, trustProxy: undefined,
  shedding: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 }, ...overrides,
});

/** A server wired as `src/serve.ts` wires one (credential cache included), on a real store and loopback port. */
export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { store: givenStore, credits, config, palms, ...overrides } = options;
  const store = givenStore ?? (await openStore('sqlite::memory:'));
  const service = await buildService(testConfig(config), store, { ...overrides, palms: palms ?? false });
  const { app, accounts } = service;
  const account = await accounts.createAccount({ email: `test-${Math.random()}@example.com`, password: 'correct horse', credits: credits ?? 10_000_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const auth = { 'x-service-key': account.access_token };
  const post: TestServer['post'] = (path, body, headers = {}, opts = {}) =>
    fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(opts.auth === false ? {} : auth), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    url, store, accounts, account, auth, post,
    answer: async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
      const res = await post(path, body, headers);
      assert.equal(res.status, 200, `${path}: ${await res.clone().text()}`);
      return (await res.json()) as T;
    },
    close: async () => {
      await service.close();
      if (!givenStore) await store.close();
    },
  };
}

/**
 * Registers before/after hooks that start a server on a store opened by `open` and tear both down;
 * the returned object's fields are set once the hooks have run.
 */
export function serverOnStore(open: () => Promise<{ url: string; store: Store; dispose(): Promise<void> }>) {
  const ctx = {} as { db: { url: string; store: Store; dispose(): Promise<void> }; server: TestServer };
  before(async () => {
    ctx.db = await open();
    ctx.server = await startServer({ store: ctx.db.store });
  });
  after(async () => {
    await ctx.server.close();
    await ctx.db.dispose();
  });
  return ctx;
}
