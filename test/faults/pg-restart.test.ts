// A real PostgreSQL restarted under a billed load: a private cluster (initdb in a temporary folder, its
// own port) so the shared test server is not disturbed. While it is down, calls get 503 `unavailable`,
// never a 500; after it is back they succeed again on their own; the ledger agrees with the balance.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { it } from 'node:test';
import { openStore } from '../../src/store/index.js';
import { freePort } from '../helpers/net.js';
import { startServer } from '../helpers/server.js';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().pop()!, 'bin');
// PostgreSQL refuses to run as root; CI runs as root, so the cluster runs as the postgres user.
const AS_POSTGRES = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const pg = (tool: string, ...args: string[]) => {
  const [cmd, ...rest] = [...AS_POSTGRES, join(PG_BIN, tool), ...args];
  return run(cmd!, rest, { timeout: 30_000 });
};

it('PostgreSQL restarted under load: 503 unavailable while it is down, recovery on its own, the ledger intact', { timeout: 90_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-pg-'));
  if (AS_POSTGRES.length) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout));
  const data = join(dir, 'data');
  const port = await freePort();
  // The server's output goes to a file: inheriting our pipes, it would keep execFile waiting.
  const ctl = (...args: string[]) => pg('pg_ctl', '-D', data, '-w', '-l', join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...args);
  await pg('initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync');
  await ctl('start');
  const store = await openStore(`postgres://postgres@127.0.0.1:${port}/postgres`);
  const server = await startServer({ store, credits: 1_000_000 });
  const statuses: { status: number; code?: string; phase: 'up' | 'down' | 'back' }[] = [];
  let phase: 'up' | 'down' | 'back' = 'up';
  let stop = false;
  const callers = Array.from({ length: 8 }, async () => {
    while (!stop) {
      const res = await server.post('/v1/numero_table', { day: 1, month: 1, year: 2000, name: 'A' }).catch(() => undefined);
      if (!res) continue;
      const body = (await res.json()) as { code?: string };
      statuses.push({ status: res.status, code: body.code, phase });
      if (res.status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
  });
  try {
    await new Promise((r) => setTimeout(r, 500));
    phase = 'down';
    await ctl('stop', '-m', 'fast');
    await new Promise((r) => setTimeout(r, 1500));
    await ctl('start');
    phase = 'back';
    const since = statuses.length;
    for (let i = 0; i < 100 && !statuses.slice(since).some((s) => s.status === 200); i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(callers);

    assert.deepEqual(statuses.filter((s) => s.status >= 500 && s.code !== 'unavailable'), [], 'only 503 unavailable while the store is away');
    assert.ok(statuses.some((s) => s.phase === 'up' && s.status === 200));
    assert.ok(statuses.some((s) => s.phase === 'down' && s.status === 503), 'calls while it was down were refused');
    assert.ok(statuses.slice(-20).every((s) => s.status === 200), 'recovered on its own');
    const answered = statuses.filter((s) => s.status === 200).length;
    const userId = server.account.user_id;
    assert.equal(await store.ledgerSum(userId), await store.balance(userId));
    // Every answer was paid for (numero_table costs 1); a refused call never was.
    assert.equal(1_000_000 - (await store.balance(userId)), answered);
  } finally {
    stop = true;
    await server.close();
    await store.close();
    await ctl('stop', '-m', 'immediate').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});
