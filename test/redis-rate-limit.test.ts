// Two servers on one store and one Redis: the rate limit of a credential is shared between them.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createClient, type RedisClientType } from 'redis';
import { RedisRateLimiter } from '../src/accounts/redis-rate-limit.js';
import { startServer, type TestServer } from './helpers/server.js';
import { sqliteStore, type TestStore } from './helpers/stores.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let redis: RedisClientType;
let db: TestStore;
let a: TestServer;
let b: TestServer;

before(async () => {
  redis = createClient({ url: REDIS_URL });
  await redis.connect();
  db = await sqliteStore();
  const prefix = `jyotish:test:${process.pid}:${Date.now()}:`;
  a = await startServer({ store: db.store, limiter: new RedisRateLimiter(redis, 5, 6, prefix) });
  b = await startServer({ store: db.store, limiter: new RedisRateLimiter(redis, 5, 6, prefix) });
});
after(async () => {
  await a.close();
  await b.close();
  await db.dispose();
  await redis.quit();
});

it('shares one credential’s bucket between two servers', async () => {
  const body = { day: 1, month: 1, year: 2000, name: 'A' };
  const headers = a.auth; // a's token, honoured by both servers on the shared store
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await (i % 2 ? b : a).post('/v1/numero_table', body, headers, { auth: false })).status);
  assert.deepEqual(statuses.slice(0, 6), [200, 200, 200, 200, 200, 200]); // a burst of 6 across both
  assert.ok(statuses.slice(6).includes(429), statuses.join(','));
  const limited = await b.post('/v1/numero_table', body, headers, { auth: false });
  assert.equal(limited.status, 429);
  assert.ok(Number(limited.headers.get('retry-after')) >= 1);
  await new Promise((r) => setTimeout(r, 450)); // 5/s refills two tokens in 0.4 s
  assert.equal((await a.post('/v1/numero_table', body, headers, { auth: false })).status, 200);
});

it('lets calls through when Redis cannot be reached (fail open)', async () => {
  const dead = createClient({ url: 'redis://127.0.0.1:1', socket: { reconnectStrategy: false } }) as RedisClientType;
  dead.on('error', () => undefined);
  let warned = 0;
  const limiter = new RedisRateLimiter(dead, 1, 1, 'x:', () => warned++);
  for (let i = 0; i < 3; i++) assert.equal((await limiter.take('k')).allowed, true);
  assert.equal(warned, 1);
});
