// WORKERS=2 as a real process tree on one SQLite file: both workers bill from the same wallet,
// exactly once per answered call, and SIGTERM to the primary stops them all cleanly.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { freePort, untilHealthy } from '../helpers/net.js';
import { START_FLAGS } from '../helpers/start-flags.js';
import { openStore } from '../../src/store/index.js';

it('serves from two worker processes sharing one wallet, and stops on SIGTERM', { timeout: 60_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-workers-'));
  const databaseUrl = `sqlite:${join(dir, 'db.sqlite')}`;
  const port = await freePort();
  const primary = spawn(process.execPath, [...START_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, WORKERS: '2', PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A failed assertion must not leave the cluster running (the test file would never end): SIGTERM it.
  t.after(() => { if (primary.exitCode === null) primary.kill('SIGTERM'); });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    primary.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (/2 workers listening/.test(out) && /Access token/.test(out)) resolve();
    });
    primary.once('exit', (code) => reject(new Error(`primary exited ${code}: ${out}`)));
  });
  await untilHealthy(`http://127.0.0.1:${port}`);
  const token = /Access token\s+(ak-[\w-]+)/.exec(out)![1]!;
  const userNumber = Number(/User ID\s+([0-9]+)/.exec(out)![1]!);

  // Leave credit for exactly 20 calls (the starter credit is 1000).
  const store = await openStore(databaseUrl);
  const userId = (await store.userByNumber(userNumber))!.id;
  await store.debit({ userId, credentialId: 'setup', endpoint: 'setup', credits: 980, requestId: 'setup', createdAt: Date.now() });
  const statuses = await Promise.all(Array.from({ length: 40 }, () =>
    fetch(`http://127.0.0.1:${port}/v1/numero_table`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-key': token }, body: JSON.stringify({ day: 1, month: 1, year: 2000, name: 'A' }) })
      .then(async (r) => (await r.arrayBuffer(), r.status))));
  assert.equal(statuses.filter((s) => s === 200).length, 20);
  assert.equal(statuses.filter((s) => s === 402).length, 20);
  assert.equal(await store.balance(userId), 0);
  assert.equal(await store.ledgerSum(userId), 0);
  await store.close();

  primary.kill('SIGTERM');
  const [code] = (await once(primary, 'exit')) as [number | null];
  assert.equal(code, 0);
});
