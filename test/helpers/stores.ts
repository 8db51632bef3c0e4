// Real stores for tests: a SQLite file in a temporary folder, and PostgreSQL in a fresh schema
// (TEST_DATABASE_URL, default the local server's `test` database), dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStore, type Store } from '../../src/store/index.js';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestStore {
  url: string;
  store: Store;
  dispose(): Promise<void>;
}

export async function sqliteStore(): Promise<TestStore> {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-test-'));
  const url = `sqlite:${join(dir, 'test.db')}`;
  const store = await openStore(url);
  return { url, store, dispose: async () => { await store.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/** A fresh schema on PostgreSQL; `via` replaces the server address (e.g. a proxy's host:port). */
export async function postgresStore(via?: string): Promise<TestStore> {
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const base = via ? PG_URL.replace(/@[^/]+\//, `@${via}/`) : PG_URL;
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const store = await openStore(url);
  return {
    url, store,
    dispose: async () => {
      await store.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

export const STORES = { sqlite: sqliteStore, postgres: () => postgresStore() } as const;
