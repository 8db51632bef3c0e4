// PDF reports on PostgreSQL: kept in the store, so a report made through one node is served by another from
// its link; and past PDF_RETENTION_DAYS a report is swept from the store (on SQLite too, by the same SQL).
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';
import { postgresStore, type TestStore } from './helpers/stores.js';
import { openStore } from '../src/store/index.js';

let db: TestStore;
let nodes: TestServer[];
before(async () => {
  db = await postgresStore();
  nodes = [await startServer({ store: db.store }), await startServer({ store: db.store })];
});
after(async () => {
  for (const n of nodes) await n.close();
  await db.dispose();
});

it('makes a report on one node and serves it from the other', async () => {
  const [a, b] = nodes as [TestServer, TestServer];
  const { pdf_url } = await a.answer<{ pdf_url: string }>('/v1/mini_horoscope_pdf', { ...REFERENCE_BIRTH, name: 'Two Nodes' });
  const res = await fetch(pdf_url.replace(a.url, b.url));
  assert.equal(res.status, 200);
  assert.equal(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
});

it('sweeps reports made before the retention cutoff from both stores, and keeps the others', async () => {
  const sqlite = await openStore('sqlite::memory:');
  try {
    for (const store of [db.store, sqlite]) {
      const user = (await store.listUsers())[0] ?? (await nodes[0]!.store.listUsers())[0]!;
      if (store === sqlite) await sqlite.createUser({ ...user, email: 'sweep@example.com' });
      const day = 86_400_000;
      const now = Date.UTC(2026, 10, 28);
      await store.putPdfReport({ id: `old-${store.kind}`, userId: user.id, createdAt: now - 8 * day, bytes: Buffer.from('%PDF-old') });
      await store.putPdfReport({ id: `new-${store.kind}`, userId: user.id, createdAt: now - 6 * day, bytes: Buffer.from('%PDF-new') });
      // Seven days' retention: the cutoff is 7 × 86,400,000 ms before now; one report is older, one younger.
      assert.equal(await store.deletePdfReportsBefore(now - 7 * day), 1, store.kind);
      assert.equal(await store.pdfReport(`old-${store.kind}`), undefined);
      assert.equal((await store.pdfReport(`new-${store.kind}`))!.bytes.toString(), '%PDF-new');
    }
  } finally {
    await sqlite.close();
  }
});
