// Numeric user IDs: the hosted service's user IDs are numbers, and its official SDK builds HTTP Basic
// from `+userId`, so an ID such as `u571c…` becomes `NaN` there. Every account has a nine-digit number
// that Basic accepts beside its internal id; accounts made before numbers existed are numbered by a
// migration.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { openStore } from '../src/store/index.js';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { officialSdk, sdkError } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';
import { STORES, sqliteStore } from './helpers/stores.js';

const basic = (user: string | number, key: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}` });

for (const [kind, open] of Object.entries(STORES)) {
  describe(`numeric user IDs on ${kind}`, () => {
    let server: TestServer;
    let db: Awaited<ReturnType<typeof open>>;
    before(async () => {
      db = await open();
      server = await startServer({ store: db.store });
    });
    after(async () => {
      await server.close();
      await db.dispose();
    });

    it('give every account a distinct nine-digit number, stored with it', async () => {
      const other = await server.accounts.createAccount({ email: `n-${Math.random()}@example.com` });
      for (const n of [server.account.user_number, other.user_number]) assert.match(String(n), /^[1-9][0-9]{8}$/);
      assert.notEqual(server.account.user_number, other.user_number);
      assert.equal((await db.store.userByNumber(server.account.user_number))?.id, server.account.user_id);
    });

    it('authenticate HTTP Basic with the number or the internal id, and with no other account\'s number', async () => {
      const { account } = server;
      for (const user of [account.user_number, account.user_id]) {
        const res = await server.post('/v1/planets', REFERENCE_BIRTH, basic(user, account.api_key), { auth: false });
        assert.equal(res.status, 200, String(user));
      }
      const other = await server.accounts.createAccount({ email: `o-${Math.random()}@example.com` });
      for (const user of [other.user_number, `0${account.user_number}`, `${account.user_number}.0`, 'NaN', account.user_number + 1]) {
        const res = await server.post('/v1/planets', REFERENCE_BIRTH, basic(user, account.api_key), { auth: false });
        assert.equal(res.status, 401, String(user));
        assert.equal(((await res.json()) as { code: string }).code, 'unauthorized');
      }
    });
  });
}

describe('the official SDK (astrologyapi 1.0.1 from npm) with only its base URL changed', () => {
  let server: TestServer;
  before(async () => { server = await startServer(); });
  after(() => server.close());

  it('authenticates and gets the planets the plain HTTP call gets', async () => {
    const sdk = officialSdk(server);
    const viaSdk = (await sdk.vedic.getPlanets(REFERENCE_BIRTH)) as { name: string; fullDegree: number }[];
    const viaHttp = (await (await server.post('/v1/planets', REFERENCE_BIRTH)).json()) as { name: string; fullDegree: number }[];
    assert.deepEqual(viaSdk, viaHttp);
    assert.deepEqual(viaSdk.map((p) => p.name), ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu', 'Ascendant']);
  });

  it('sends the Accept-Language it is given, and carries our error envelope back in its error', async () => {
    const sdk = officialSdk(server);
    const hindi = (await sdk.vedic.getPlanets(REFERENCE_BIRTH, 'hi')) as { name: string }[];
    assert.equal(hindi[0]!.name, 'सूर्य');
    const refused = await sdk.customRequest({ endpoint: 'planets', params: { ...REFERENCE_BIRTH, lat: 91 } }).catch(sdkError);
    assert.equal((refused as { code: string }).code, 'invalid_field');
  });

  it('is refused with a wrong key', async () => {
    const sdk = officialSdk(server);
    sdk.client.apiKey = 'key-wrong';
    const refused = await sdk.vedic.getPlanets(REFERENCE_BIRTH).catch(sdkError);
    assert.equal((refused as { code: string }).code, 'unauthorized');
  });
});

it('numbers the accounts a store held before numbers existed, each differently', async () => {
  const db = await sqliteStore();
  await db.store.close();
  const raw = new Database(db.url.slice('sqlite:'.length));
  raw.exec('DROP INDEX users_number; ALTER TABLE users DROP COLUMN number; DELETE FROM schema_migrations WHERE id IN (7, 8)');
  for (let i = 0; i < 50; i++) raw.prepare('INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, NULL, ?)').run(`usr_${i}`, `u${i}@x.example`, i);
  raw.close();
  const store = await openStore(db.url);
  const numbers = (await store.listUsers()).map((u) => u.number);
  assert.equal(numbers.length, 50);
  assert.equal(new Set(numbers).size, 50);
  for (const n of numbers) assert.ok(Number.isSafeInteger(n) && n >= 100_000_000 && n < 1_000_000_000, String(n));
  await store.close();
  await db.dispose();
});
