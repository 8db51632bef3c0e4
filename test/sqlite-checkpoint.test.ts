// The SQLite store copies its write-ahead log into the database file from a thread of its own: the
// database file alone, read without the log, must hold what was committed shortly before.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { sqliteStore, type TestStore } from './helpers/stores.js';

describe('SQLite checkpoints', () => {
  let db: TestStore;
  const copies = mkdtempSync(join(tmpdir(), 'jyotish-copy-'));
  before(async () => { db = await sqliteStore(); });
  after(async () => { await db.dispose(); rmSync(copies, { recursive: true, force: true }); });

  it('moves committed top-ups and debits into the database file without the serving connection checkpointing', async () => {
    const { store } = db;
    await store.createUser({ id: 'u-ckpt', email: 'ckpt@example.com', passwordHash: null, createdAt: 1 });
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
});
