// The SQLite store copies its write-ahead log into the database file from a thread of its own: the
// database file alone, read without the log, must hold what was committed shortly before.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { APPLICATION_ID } from '../src/store/sqlite.js';
import { sqliteStore, type TestStore } from './helpers/stores.js';

describe('SQLite checkpoints', () => {
  let db: TestStore;
  const copies = mkdtempSync(join(tmpdir(), 'jyotish-copy-'));
  before(async () => { db = await sqliteStore(); });
  after(async () => { await db.dispose(); rmSync(copies, { recursive: true, force: true }); });

  it('moves committed top-ups and debits into the database file without the serving connection checkpointing', async () => {
    const { store } = db;
    await store.createUser({ id: 'u-ckpt', number: 900000002, email: 'ckpt@example.com', passwordHash: null, createdAt: 1 });
    await store.topUp('u-ckpt', 1000, 'start', 2);
    // 50 debits of 3 credits in five batches: 1000 − 150 = 850 left, 1 top-up + 50 debits in the ledger.
    for (let batch = 0; batch < 5; batch++) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => store.debit({ userId: 'u-ckpt', credentialId: 'c', endpoint: 'planets', credits: 3, requestId: `r${batch}-${i}`, createdAt: 3 })));
    }
    // These few pages are far below any automatic checkpoint threshold: only the checkpoint thread
    // (every 500 ms) can have copied them into the file.
    await new Promise((r) => setTimeout(r, 1500));
    const path = db.url.slice('sqlite:'.length);
    const copy = join(copies, 'alone.db');
    copyFileSync(path, copy);
    const alone = new Database(copy);
    try {
      assert.deepEqual(alone.prepare('SELECT balance FROM wallets WHERE user_id = ?').get('u-ckpt'), { balance: 850 });
      assert.deepEqual(alone.prepare('SELECT COUNT(*) AS n, SUM(amount) AS s FROM ledger WHERE user_id = ?').get('u-ckpt'), { n: 51, s: 850 });
    } finally {
      alone.close();
    }
  });

  it('starts the log over from the checkpoint thread, so serving commits append to it and an idle store writes nothing', async () => {
    const { store } = db;
    const path = db.url.slice('sqlite:'.length);
    // The log's header (sqlite.org/fileformat.html, 4.1): bytes 16-23 are its salts, drawn afresh each
    // time a writer starts the log over; frames follow the 32-byte header, each 24 bytes plus a page.
    const log = () => readFileSync(`${path}-wal`);
    const salts = () => log().subarray(16, 24).toString('hex');
    await store.createUser({ id: 'u-restart', number: 900000003, email: 'restart@example.com', passwordHash: null, createdAt: 1 });
    await store.topUp('u-restart', 100, 'start', 2);
    const written = salts();
    // No commit of the store's own from here: only the checkpoint thread can start the log over.
    let restarted = written;
    for (let waited = 0; restarted === written && waited < 5000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      restarted = salts();
    }
    assert.notEqual(restarted, written, 'the checkpoint thread started the log over');
    // Idle: once the thread has finished with the last commit, the log stays as the thread left it (no
    // checkpoint, no restart, nothing written). On a loaded machine its passes may still be running when
    // the restart is first seen, and a commit that lands between its look at data_version and its pass
    // earns one more pass and restart an interval later; so wait for an interval without a change, then
    // check two more intervals change nothing.
    let idle = log();
    for (let waited = 0; waited < 5000; waited += 600) {
      await new Promise((r) => setTimeout(r, 600));
      const now = log();
      if (now.equals(idle)) break;
      idle = now;
    }
    await new Promise((r) => setTimeout(r, 1200));
    assert.ok(log().equals(idle), 'an idle store writes nothing');
    const left = idle.subarray(16, 24).toString('hex');
    assert.notEqual(left, written, 'the idle log is one the thread started over');
    const pageSize = idle.readUInt32BE(8);
    // Its one frame is page 1 with the application_id (bytes 68-71 of the page), and it is the log's first.
    const frame = idle.subarray(32, 32 + 24 + pageSize);
    assert.equal(frame.readUInt32BE(0), 1, 'the frame is of page 1');
    assert.equal(frame.subarray(24).readUInt32BE(68), APPLICATION_ID);
    // A serving commit appends after that frame rather than starting the log over (which would draw new salts).
    await store.topUp('u-restart', 5, 'more', 3);
    assert.equal(salts(), left);
    assert.equal(await store.balance('u-restart'), 105);
  });
});
