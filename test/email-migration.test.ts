// Migration 4 makes emails one account per address whatever the case: it lower-cases them, and
// refuses (changing nothing) when two accounts differ only in case, naming both.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import Database from 'better-sqlite3';
import { openStore } from '../src/store/index.js';
import { sqliteStore } from './helpers/stores.js';

/** A store as it was before migration 4, with these users added. */
async function before4(emails: string[]) {
  const db = await sqliteStore();
  await db.store.close();
  const raw = new Database(db.url.slice('sqlite:'.length));
  raw.exec('DROP INDEX users_email_any_case; DELETE FROM schema_migrations WHERE id = 4');
  emails.forEach((email, i) => raw.prepare('INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, NULL, ?)').run(`usr_${i}`, email, i));
  raw.close();
  return { url: db.url, dispose: () => db.dispose().catch(() => undefined) };
}

it('refuses and names the accounts that differ only in case', async () => {
  const db = await before4(['EVE@x.example', 'eve@x.example', 'Bob@x.example']);
  await assert.rejects(openStore(db.url), /usr_0 <EVE@x\.example> and usr_1 <eve@x\.example>.*nothing was changed/);
  const raw = new Database(db.url.slice('sqlite:'.length));
  assert.deepEqual(raw.prepare('SELECT email FROM users ORDER BY id').all().map((r) => (r as { email: string }).email), ['EVE@x.example', 'eve@x.example', 'Bob@x.example']);
  raw.close();
  await db.dispose();
});

it('lower-cases emails and then refuses a second spelling', async () => {
  const db = await before4(['EVE@x.example', 'Bob@X.Example']);
  const store = await openStore(db.url);
  assert.deepEqual((await store.listUsers()).map((u) => u.email), ['eve@x.example', 'bob@x.example']);
  await assert.rejects(store.createUser({ id: 'usr_9', number: 900000009, email: 'BOB@x.example', passwordHash: null, createdAt: 9 }));
  await store.close();
  await db.dispose();
});
