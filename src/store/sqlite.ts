// SQLite through better-sqlite3 (synchronous), in WAL mode. Every top-level operation holds an
// in-process lock, so no statement of one request can slip into another's open transaction; BEGIN
// IMMEDIATE takes the database write lock up front against other processes.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { SqlStore, type Executor, type Row } from './sql-store.js';

export class SqliteStore extends SqlStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  private lock: Promise<unknown> = Promise.resolve();
  private readonly direct: Executor;
  protected readonly exec: Executor;

  constructor(path: string) {
    super();
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    // In WAL mode NORMAL survives a killed process with every commit intact; only an OS crash or power
    // loss can roll back the last commits, leaving the ledger consistent. FULL would fsync per call.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    const statements = new Map<string, Database.Statement>();
    const prepare = (sql: string) => {
      let s = statements.get(sql);
      if (!s) statements.set(sql, (s = this.db.prepare(sql)));
      return s;
    };
    this.direct = {
      all: async (sql, params = []) => (prepare(sql).reader ? (prepare(sql).all(...params) as Row[]) : (prepare(sql).run(...params), [])),
      run: async (sql, params = []) => prepare(sql).run(...params).changes,
    };
    this.exec = { all: (sql, params) => this.locked(() => this.direct.all(sql, params)), run: (sql, params) => this.locked(() => this.direct.run(sql, params)) };
  }

  private locked<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.lock.then(fn);
    this.lock = result.catch(() => undefined);
    return result;
  }

  protected transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.locked(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(this.direct);
        this.db.exec('COMMIT');
        return result;
      } catch (err) {
        this.db.exec('ROLLBACK');
        throw err;
      }
    });
  }

  protected async lockForMigration(): Promise<void> {}

  async close(): Promise<void> {
    await this.lock;
    this.db.close();
  }
}
