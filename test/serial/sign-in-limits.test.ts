// Dashboard sign-in under attack. A real server process (TRUST_PROXY set to loopback, so each post's
// X-Forwarded-For is its client address) takes two floods of 2,000 posts of 1 MB emails from 4,000
// addresses and a flood of wrong passwords for the owner: its resident memory must grow by less than
// 100 MB in the first and 20 MB in the second (nothing kept from each post), and the owner must still sign in. Then the limits themselves: per address, shared through Redis, and
// per account slowing rather than refusing.
import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createClient } from 'redis';
import { freePort } from '../helpers/net.js';
import { START_FLAGS } from '../helpers/start-flags.js';
import { startServer, type TestServer } from '../helpers/server.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CSRF = 'same-value-in-cookie-and-form'; // an attacker can set both: the check stops other sites, not scripts

/** Posts a sign-in form as client `address`; resolves with the status (0 when the server cut the upload short). */
function signIn(url: string, address: string, email: string, password: string): Promise<{ status: number; location?: string }> {
  const body = `csrf=${CSRF}&email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`;
  return new Promise((resolve) => {
    const req = request(url + '/dashboard/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), cookie: `jyotish_login_csrf=${CSRF}`, 'x-forwarded-for': address },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
    });
    req.on('error', () => resolve({ status: 0 }));
    req.end(body);
  });
}

const rssBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe('a flood of sign-in posts against a real server process', { timeout: 300_000 }, () => {
  let child: ChildProcessWithoutNullStreams;
  let url: string;
  let dir: string;
  let owner: { email: string; password: string };
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jyotish-flood-'));
    const port = await freePort();
    // Not under coverage (c8 sets NODE_V8_COVERAGE): the instrumentation's own memory grows with every
    // call and would be measured as the server's.
    const { NODE_V8_COVERAGE: _coverage, ...env } = process.env;
    // With npm start's V8 flags: the heap's headroom measured here is production's.
    child = spawn(process.execPath, [...START_FLAGS, '--import', 'tsx', 'src/main.ts'], {
      env: { ...env, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, DATA_DIR: dir, TRUST_PROXY: '127.0.0.1', SHED_EVENT_LOOP_DELAY_MS: '0', REDIS_URL: '' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    for (let i = 0; i < 300 && !/sign in as (\S+) \/ (\S+)/.test(out); i++) await new Promise((r) => setTimeout(r, 100));
    const m = /Dashboard\s+(\S+)\/dashboard\s+sign in as (\S+) \/ (\S+)/.exec(out);
    assert.ok(m, `server did not start: ${out}`);
    url = m[1]!;
    owner = { email: m[2]!, password: m[3]! };
  });
  after(() => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('2,000 posts of 1 MB emails grow it by less than 100 MB, 2,000 more by less than 20 MB, and the owner still signs in', async () => {
    // Warm up the paths the flood takes (200 huge posts), so the baseline includes their code and the heap
    // and buffers a burst of uploads uses in passing: what is measured is what the flood leaves behind.
    const huge = 'a'.repeat(1024 * 1024 - 12) + '@example.com';
    for (let i = 0; i < 200; i += 4) await Promise.all(Array.from({ length: 4 }, (_, j) => signIn(url, addressOf(200_000 + i + j), huge, 'x')));
    const base = rssBytes(child.pid!);
    let next = 0;
    const statuses = new Map<number, number>();
    const flood = (end: number) => Promise.all(Array.from({ length: 4 }, async () => { // four uploads at a time
      while (next < end) {
        const { status } = await signIn(url, addressOf(next++), huge, 'guess');
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }));
    await flood(2000);
    const afterFirst = rssBytes(child.pid!);
    // A second flood as large tells a heap finding its size from one that keeps part of each post: seen
    // -19 to -0.5 MB (the first flood's 15-77 MB is the heap's headroom, not retention).
    await flood(4000);
    const again = rssBytes(child.pid!) - afterFirst;
    // Wrong passwords for the owner from 40 other addresses: eight times the account's budget.
    for (let i = 0; i < 40; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => signIn(url, addressOf(100_000 + i + j), owner.email, 'wrong')));
    const grown = afterFirst - base;
    console.log(`# resident memory grew by ${(grown / 1048576).toFixed(1)} MB (from ${(base / 1048576).toFixed(1)} MB), then by ${(again / 1048576).toFixed(1)} MB in a second flood; statuses ${JSON.stringify([...statuses])}`);
    // 2,000 MB were posted: keeping even 5 % of them fails this. The bound was 50 MB while palm worker
    // threads shared this process and its base already held their heaps; with palms in processes of their
    // own, the base is ~230 MB and the heap's ordinary growth to take four 1 MB uploads at a time (30-70 MB
    // seen, checkpoint thread included) is measured too.
    assert.ok(grown < 100 * 1048576, `grew by ${grown} bytes`);
    assert.ok(again < 20 * 1048576, `grew by ${again} bytes more in the second flood`);
    assert.ok(![...statuses.keys()].some((s) => s >= 500), JSON.stringify([...statuses]));
    const started = Date.now();
    const ok = await signIn(url, '198.51.100.7', owner.email.toUpperCase(), owner.password);
    assert.equal(ok.status, 303);
    assert.equal(ok.location, '/dashboard');
    assert.ok(Date.now() - started < 10_000, 'slowed, not stopped');
  });
});

describe('sign-in limits', () => {
  let server: TestServer;
  before(async () => { server = await startServer({ trustProxy: ['127.0.0.1'] }); });
  after(() => server.close());

  it('refuses an address after five tries and leaves other addresses alone', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await signIn(server.url, '203.0.113.1', `nobody${i}@example.com`, 'x')).status, 401);
    const refused = await signIn(server.url, '203.0.113.1', 'nobody@example.com', 'x');
    assert.equal(refused.status, 429);
    assert.equal((await signIn(server.url, '203.0.113.2', 'nobody@example.com', 'x')).status, 401);
  });

  it('slows an account past five tries but lets the right password in, whatever the email’s case', async () => {
    const { email } = server.account;
    for (let i = 0; i < 6; i++) assert.equal((await signIn(server.url, `203.0.113.${10 + i}`, email, 'wrong')).status, 401);
    const started = Date.now();
    const ok = await signIn(server.url, '203.0.113.99', email.toUpperCase(), 'correct horse');
    assert.equal(ok.status, 303);
    assert.ok(Date.now() - started >= 1000, 'the attempt past the account’s budget waits');
  });

  it('answers a malformed or over-long email as a mismatch, without counting it', async () => {
    for (let i = 0; i < 8; i++) assert.equal((await signIn(server.url, '203.0.113.50', 'not an email at all', 'x')).status, 401);
    assert.equal((await signIn(server.url, '203.0.113.50', `${'a'.repeat(300)}@example.com`, 'x')).status, 401);
  });
});

describe('sign-in limits shared through Redis', () => {
  let a: TestServer;
  let b: TestServer;
  before(async () => {
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: 'jyotish:sign-in:*', COUNT: 1000 })) for (const k of [keys].flat()) await redis.del(k);
    await redis.quit();
    a = await startServer({ trustProxy: ['127.0.0.1'], config: { redisUrl: REDIS_URL } });
    b = await startServer({ trustProxy: ['127.0.0.1'], config: { redisUrl: REDIS_URL } });
  });
  after(async () => {
    await a.close();
    await b.close();
  });

  it('counts one address’s tries across two servers', async () => {
    const address = `203.0.113.${100 + Math.floor(Math.random() * 100)}`;
    for (let i = 0; i < 5; i++) assert.equal((await signIn(i % 2 ? a.url : b.url, address, `x${i}@example.com`, 'x')).status, 401);
    assert.equal((await signIn(a.url, address, 'x@example.com', 'x')).status, 429);
    assert.equal((await signIn(b.url, address, 'x@example.com', 'x')).status, 429);
  });
});
