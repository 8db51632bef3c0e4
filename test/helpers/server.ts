// Starts the real application on a loopback port for a test file, on a real store, with a funded
// account whose access token authenticates requests by default.
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MemoryRateLimiter } from '../../src/accounts/rate-limit.js';
import { Accounts, type NewAccount } from '../../src/accounts/service.js';
import { DEFAULT_PRICES } from '../../src/accounts/plans.js';
import { openEphemeris } from '../../src/astro/ephemeris.js';
import { buildApp, type AppOptions } from '../../src/http/app.js';
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
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<AppOptions> {
  /** Defaults to a fresh in-memory SQLite store. */
  store?: Store;
  credits?: number;
}

export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  const store = options.store ?? (await openStore('sqlite::memory:'));
  const accounts = options.accounts ?? new Accounts(store, DEFAULT_PRICES);
  const account = await accounts.createAccount({ email: `test-${Math.random()}@example.com`, password: 'correct horse', credits: options.credits ?? 10_000_000 });
  // Load shedding is off unless a test turns it on: on a busy test machine it would turn answers into 503s.
  const app = await buildApp({ limiter: new MemoryRateLimiter(1_000_000), shedding: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 }, ...options, accounts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const auth = { 'x-service-key': account.access_token };
  return {
    url, store, accounts, account, auth,
    post: (path, body, headers = {}, opts = {}) =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.auth === false ? {} : auth), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await app.close();
      if (!options.store) await store.close();
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
