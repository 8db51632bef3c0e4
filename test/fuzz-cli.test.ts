// The operator command line against odd arguments: every run exits 0, 1 (refused, one line) or 2 (usage),
// never with a stack trace, and whatever it was given, the account it worked on can still be listed and
// shown afterwards (an expiry no date can hold once made `subscriptions list` fail for good). Each run is
// a process of its own, so the runs are few.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_PRICES } from '../src/accounts/plans.js';
import { Accounts, type NewAccount } from '../src/accounts/service.js';
import { sqliteStore, type TestStore } from './helpers/stores.js';

const RUNS = 20;
const exec = promisify(execFile);
let db: TestStore;
let account: NewAccount;
before(async () => {
  db = await sqliteStore();
  account = await new Accounts(db.store, DEFAULT_PRICES).createAccount({ email: 'fuzz-cli@example.com', credits: 10 });
});
after(() => db.dispose());

/** Runs the CLI; resolves with its exit code and what it wrote. */
const cli = (args: string[]) =>
  exec(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { env: { ...process.env, DATABASE_URL: db.url, REDIS_URL: '' } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );

/** Any text an argument can hold (an argument cannot hold NUL). */
const arg = (maxLength: number) => fc.string({ maxLength }).map((s) => s.replace(/\0/g, ''));

it('exits 0, 1 or 2 without a stack trace for odd arguments, and leaves the account readable', async () => {
  const number = fc.oneof(
    fc.constantFrom('0', '-1', '1', '36500', '36501', '999999999', '9007199254740993', '1e3', '1.5', 'NaN', 'Infinity', '0x10', ' 7', '', '--json'),
    fc.integer({ min: -1e12, max: 1e12 }).map(String),
    arg(12),
  );
  const text = fc.oneof(fc.constantFrom('', '%', '—', 'a'.repeat(500), '--days', '-h'), arg(30));
  const id = fc.oneof(fc.constant(account.subscription_id), fc.constant(account.access_token_id), fc.constant(account.api_key_id), text);
  const command = fc.oneof(
    number.map((n) => ['subscriptions', 'extend', account.subscription_id, '--days', n]),
    fc.tuple(id, number).map(([i, n]) => ['subscriptions', 'extend', i, '--days', n]),
    number.map((n) => ['wallet', 'credit', '--user', account.user_id, '--amount', n]),
    fc.tuple(number, text).map(([n, note]) => ['wallet', 'refund', '--user', account.user_id, '--amount', n, '--note', note, '--force']),
    fc.tuple(text, number).map(([e, n]) => ['accounts', 'create', '--email', e, '--credits', n]),
    fc.tuple(id, text).map(([s, n]) => ['keys', 'create', '--user', account.user_id, '--subscription', s, '--name', n]),
    id.map((i) => ['tokens', 'rotate', i]),
    fc.array(text, { maxLength: 4 }),
  );
  await fc.assert(
    fc.asyncProperty(command, fc.boolean(), async (args, json) => {
      const r = await cli(json ? [...args, '--json'] : args);
      const shown = `${JSON.stringify(args)} exited ${r.code}: ${r.stderr}`;
      assert.ok([0, 1, 2].includes(r.code), shown);
      assert.doesNotMatch(r.stderr, /\n\s+at /, shown);
      if (r.code === 1) assert.equal(r.stderr.trim().split('\n').length, 1, shown);
    }),
    // Always tried: the extension that once stored an expiry no Date can hold.
    { numRuns: RUNS, examples: [[['subscriptions', 'extend', account.subscription_id, '--days', '999999999'], false]] },
  );
  for (const args of [['subscriptions', 'list', '--user', account.user_id], ['wallet', 'show', '--user', account.user_id], ['accounts', 'list']]) {
    const r = await cli([...args, '--json']);
    assert.equal(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
  }
});
