// store/: persistence: the repository interface on SQLite and PostgreSQL, migrations, outages.
import { PostgresStore } from './postgres.js';
import { SqliteStore } from './sqlite.js';
import type { Store } from './repository.js';

/** `sqlite:<path>` (or `sqlite::memory:`) or `postgres://…` / `postgresql://…`. Migrated before it is returned. */
export async function openStore(url: string): Promise<Store> {
  let store: Store;
  if (url.startsWith('sqlite:')) store = new SqliteStore(url.slice('sqlite:'.length));
  else if (/^postgres(ql)?:\/\//.test(url)) store = new PostgresStore(url);
  else throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
  await store.migrate();
  return store;
}

export type { Store } from './repository.js';
export { isStoreUnavailable } from './unavailable.js';
