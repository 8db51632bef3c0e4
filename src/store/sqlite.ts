// SQLite through better-sqlite3 (synchronous), in WAL mode. Every top-level operation holds an
// in-process lock, so no statement of one request can slip into another's open transaction; BEGIN
// IMMEDIATE takes the database write lock up front against other processes.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { SqlStore, type Executor, type Row } from './sql-store.js';

/** How often the checkpoint thread copies the write-ahead log into the database. */
const CHECKPOINT_INTERVAL_MS = 500;
/** At most this many checkpoint passes back to back, chasing commits that arrive meanwhile. */
const CHECKPOINT_MAX_PASSES = 10;
/**
 * WAL pages past which the serving connection checkpoints by itself, as SQLite does by default at 1,000:
 * a backstop if the checkpoint thread falls behind or dies, so the log cannot grow without bound.
 */
const BACKSTOP_CHECKPOINT_PAGES = 20_000;
/** The SQLite file's application_id: "JYOT" in ASCII, naming the file as this server's store. */
export const APPLICATION_ID = 0x4a594f54;

// Its own connection, so the checkpoint's page copying and fsyncs run off the event loop. PASSIVE never
// waits for a lock or blocks a writer; frames written meanwhile are copied next time. Plain JavaScript
// (eval) because a worker cannot load the TypeScript source under the tests' loader.
//
// Once every frame is copied, the next writer starts the log over, and in doing so syncs the log's new
// header (SQLite's guard against corruption, kept even at synchronous = NORMAL). Left to the serving
// connection that was a sync on the event loop once or twice a second under load, usually 0.3-0.5 ms but
// up to 12 ms while palm images were being flushed (strace, 24 Nov 2026; docs/performance.md). So this thread
// makes that first write itself, at once: it sets the file's application_id (page 1, our constant), and
// the serving connection's commits append after it. When no other connection has committed since the last
// look (data_version unchanged), it does nothing at all: an idle server writes nothing, and the one frame
// it left stays in the log, so the first commit after an idle spell still appends. The price: that write
// holds the write lock for its sync, and a serving commit that comes meanwhile waits in SQLite's busy
// handler (sleeping 1 ms, then 2, 5, ...); debits are committed in batches, and strace saw no such wait
// in 80 s at 400 req/s.
const CHECKPOINTER = `
const { workerData } = require('node:worker_threads');
const db = new (require(workerData.driver))(workerData.path);
let seen;
// A pass reports the log's length when it began; commits during it leave frames uncopied, and only a
// pass that ends with nothing left lets the next writer start the log afresh. So passes follow one
// another, each copying what came in during the last, until one finds nothing new.
setInterval(() => {
  try {
    const version = db.pragma('data_version', { simple: true });
    if (version === seen) return;
    let r;
    for (let pass = 0, before = -1; pass < workerData.maxPasses; pass++) {
      [r] = db.pragma('wal_checkpoint(PASSIVE)');
      if (r.busy !== 0 || r.log === before) break;
      before = r.log;
    }
    // Never waits: should a serving commit hold the write lock, it is refused at once and tried next time.
    if (r.busy !== 0 || r.checkpointed !== r.log) return;
    if (r.log > 0) db.pragma('application_id = ' + workerData.applicationId);
    // Only once all is copied and the log started over: until then, the next interval tries again.
    seen = version;
  } catch {}
}, workerData.intervalMs);
`;

export class SqliteStore extends SqlStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  private lock: Promise<unknown> = Promise.resolve();
  private readonly direct: Executor;
  protected readonly exec: Executor;
  private readonly checkpointer?: Worker;

  constructor(path: string) {
    super();
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    // In WAL mode NORMAL survives a killed process with every commit intact; only an OS crash or power
    // loss can roll back the last commits, leaving the ledger consistent. FULL would fsync per call; it
    // is kept for money coming in (see SqlStore.transaction): losing a debit costs us one answer's
    // price, losing a top-up would cost the customer what they paid.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    if (path !== ':memory:') {
      // Left to SQLite, the checkpoint (copying ~1,000 pages and two fsyncs) runs inside whichever commit
      // crosses the threshold, stalling every request on the event loop for milliseconds.
      this.db.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
      this.checkpointer = new Worker(CHECKPOINTER, {
        eval: true, workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), path, intervalMs: CHECKPOINT_INTERVAL_MS, maxPasses: CHECKPOINT_MAX_PASSES, applicationId: APPLICATION_ID },
      });
      this.checkpointer.unref();
      // Should the thread fail, the backstop above checkpoints on the serving connection as before.
      this.checkpointer.on('error', () => undefined);
    }
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

  protected transaction<T>(fn: (tx: Executor) => Promise<T>, durable = false): Promise<T> {
    return this.locked(async () => {
      // FULL syncs the log at this commit, and with it every commit before it.
      if (durable) this.db.pragma('synchronous = FULL');
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(this.direct);
        this.db.exec('COMMIT');
        return result;
      } catch (err) {
        this.db.exec('ROLLBACK');
        throw err;
      } finally {
        if (durable) this.db.pragma('synchronous = NORMAL');
      }
    });
  }

  protected async lockForMigration(): Promise<void> {}

  async close(): Promise<void> {
    await this.lock;
    await this.checkpointer?.terminate();
    this.db.close();
  }
}
