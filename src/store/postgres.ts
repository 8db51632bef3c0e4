// PostgreSQL through a pg pool. Statements are written with `?` and numbered here; BIGINT columns are
// read as numbers (credits and epoch milliseconds stay far below 2^53).
import pg from 'pg';
import { isStoreUnavailable } from './unavailable.js';
import { SqlStore, type Executor, type Row } from './sql-store.js';

const BIGINT_OID = 20;

function numbered(sql: string): string {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
}

function executor(client: pg.Pool | pg.PoolClient): Executor {
  return {
    all: async (sql, params = []) => (await client.query(numbered(sql), params)).rows as Row[],
    run: async (sql, params = []) => (await client.query(numbered(sql), params)).rowCount ?? 0,
  };
}

export class PostgresStore extends SqlStore {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  protected readonly exec: Executor;

  constructor(url: string, max = 10) {
    super();
    this.pool = new pg.Pool({
      connectionString: url,
      max,
      // Fail fast when the server is down, so callers get a 503 instead of hanging.
      connectionTimeoutMillis: 2000,
      types: { getTypeParser: ((oid: number, format?: string) => (oid === BIGINT_OID ? Number : (pg.types.getTypeParser(oid, format as 'text') as (value: string) => unknown))) as typeof pg.types.getTypeParser },
    });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    this.pool.on('error', () => undefined);
    this.exec = executor(this.pool);
  }

  protected async transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // A checked-out client whose server goes away emits 'error'; unheard, that would crash the process.
    let broken = false;
    const onError = () => void (broken = true);
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await fn(executor(client));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      if (isStoreUnavailable(err)) broken = true;
      else await client.query('ROLLBACK').catch(() => void (broken = true));
      throw err;
    } finally {
      client.off('error', onError);
      // A dead connection is destroyed rather than handed to the next caller.
      client.release(broken);
    }
  }

  protected async lockForMigration(tx: Executor): Promise<void> {
    await tx.all('SELECT pg_advisory_xact_lock(727361)'); // any fixed key: one migrator at a time
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
