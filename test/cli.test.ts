// The operator CLI, run as a real process on each store, with a server on the same store seeing its changes.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { serverOnStore } from './helpers/server.js';
import { STORES } from './helpers/stores.js';
import type { CommandOutputs } from '../src/cli.js';

const exec = promisify(execFile);
const NUMERO = { day: 25, month: 12, year: 1988, name: 'Rahul Sharma' };

for (const [kind, open] of Object.entries(STORES)) {
  describe(`jyotish-api CLI on ${kind}`, () => {
    const ctx = serverOnStore(open);
    /** Runs the CLI with --json; resolves with what it printed. */
    const run = async (...args: string[]) =>
      (await exec(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args, '--json'], { env: { ...process.env, DATABASE_URL: ctx.db.url } })).stdout;
    /** Runs one command ('wallet show', say) and reads its output as the shape the CLI declares for it. */
    const cli = async <C extends keyof CommandOutputs>(command: C, ...args: string[]) => JSON.parse(await run(...command.split(' '), ...args)) as CommandOutputs[C];

    it('creates an account whose credentials work, and manages tokens, keys, the wallet and the plan', async () => {
      const acct = await cli('accounts create', '--email', `cli-${kind}@example.com`, '--password', 'pw', '--plan', 'astrology', '--credits', '5');
      for (const k of ['user_id', 'api_key', 'access_token'] as const) assert.equal(typeof acct[k], 'string', k);
      const token = { 'x-service-key': acct.access_token };
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, token, { auth: false })).status, 200);

      assert.ok((await cli('accounts list')).some((u: { email: string }) => u.email === `cli-${kind}@example.com`));
      const second = await cli('tokens create', '--user', acct.user_id, '--name', 'billing job');
      const tokens = await cli('tokens list', '--user', acct.user_id);
      assert.deepEqual(tokens.map((t: { id: string }) => t.id).sort(), [acct.access_token_id, second.id].sort());
      assert.ok(tokens.every((t: { prefix: string }) => t.prefix.startsWith('ak-')));
      assert.deepEqual(tokens.map((t: { name: string }) => t.name).sort(), ['', 'billing job']);
      await cli('tokens revoke', acct.access_token_id);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, token, { auth: false })).status, 401);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, { 'x-service-key': second.secret }, { auth: false })).status, 200);

      assert.equal((await cli('wallet show', '--user', acct.user_id)).balance, 3);
      assert.equal((await cli('wallet credit', '--user', acct.user_id, '--amount', '10')).balance, 13);
      assert.equal((await cli('wallet refund', '--user', acct.user_id, '--amount', '2', '--note', 'disputed call')).balance, 15);
      const wallet = await cli('wallet show', '--user', acct.user_id);
      assert.equal(wallet.balance, 15);
      assert.deepEqual(wallet.ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount]), [['refund', 2], ['topup', 10], ['debit', -1], ['debit', -1], ['topup', 5]]);
      assert.equal(await ctx.db.store.ledgerSum(acct.user_id), 15);

      const basic = { authorization: `Basic ${Buffer.from(`${acct.user_id}:${acct.api_key}`).toString('base64')}` };
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, basic, { auth: false })).status, 200);
      const [sub] = await cli('subscriptions list', '--user', acct.user_id);
      assert.ok(sub);
      assert.equal(sub.plan, 'astrology');
      await cli('subscriptions cancel', sub.id);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, basic, { auth: false })).status, 401);

      const keys = await cli('keys list', '--user', acct.user_id);
      assert.equal(keys.length, 1);
      assert.deepEqual((await cli('plans list')).map((p: { name: string }) => p.name), ['astrology', 'vision', 'all']);
    });

    it('extends a subscription and refuses bad arguments with exit code 2', async () => {
      const acct = await cli('accounts create', '--email', `ext-${kind}@example.com`);
      const [sub] = await cli('subscriptions list', '--user', acct.user_id);
      assert.ok(sub);
      const extended = await cli('subscriptions extend', sub.id, '--days', '30');
      assert.ok(extended.expires !== null && sub.expires !== null && Date.parse(extended.expires) > Date.parse(sub.expires));
      await assert.rejects(cli('wallet credit', '--user', acct.user_id, '--amount=-5'), (err: { code: number; stderr: string }) => err.code === 2 && /positive whole number/.test(err.stderr));
      await assert.rejects(cli('wallet credit', '--user', acct.user_id, '--amount', '-5'), (err: { code: number }) => err.code === 2);
      await assert.rejects(run('nonsense'), (err: { code: number }) => err.code === 2);
    });

    /** Runs the CLI expecting failure; resolves with its exit code and stderr. */
    const fails = (...args: string[]) => run(...args).then(
      () => assert.fail(`${args.join(' ')} succeeded`),
      (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
    );

    it('bounds plan expiries to what a date can hold, and reads one stored out of range without failing', async () => {
      const acct = await cli('accounts create', '--email', `far-${kind}@example.com`, '--password', 'far pass');
      const [sub] = await cli('subscriptions list', '--user', acct.user_id);
      assert.ok(sub?.expires);
      // 36,500 days (100 years) at most at once; 999,999,999 days would be ~2.7 million years, past any Date.
      for (const days of ['999999999', '36501', '9007199254740993']) {
        const r = await fails('subscriptions', 'extend', sub.id, '--days', days);
        assert.equal(r.code, 2, days);
        assert.match(r.stderr, /^--days must be a whole number from 1 to 36500 \(100 years\)/, days);
      }
      assert.equal((await cli('subscriptions list', '--user', acct.user_id))[0]?.expires, sub.expires, 'nothing stored by a refusal');
      // And never past the end of 9999, however often it is extended.
      await ctx.db.store.updateSubscription(sub.id, { expiresAt: Date.UTC(9990, 0, 1) });
      const late = await fails('subscriptions', 'extend', sub.id, '--days', '36500');
      assert.equal(late.code, 1);
      assert.match(late.stderr, /^an expiry past 9999-12-31T23:59:59.999Z cannot be stored/);
      assert.equal((await cli('subscriptions extend', sub.id, '--days', '3000')).expires, '9998-03-20T00:00:00.000Z');
      // 9990-01-01 + 8 years (2,922 days: leap days in 9992 and 9996) = 9998-01-01; the other 78 days: 31 (Jan) + 28 (Feb) + 19 = 20 March.

      // A value no Date can hold, as an older version could store (8.64e15 ms is Date's limit).
      await ctx.db.store.updateSubscription(sub.id, { expiresAt: 999_999_999 * 86_400_000 });
      assert.equal((await cli('subscriptions list', '--user', acct.user_id))[0]?.expires, 'not a date (86399999913600000 ms)');
      assert.equal(await dashboardStatus(acct.email, 'far pass'), 200);
      // Extending it starts from now: the way back.
      const repaired = await cli('subscriptions extend', sub.id, '--days', '30');
      assert.ok(Math.abs(Date.parse(repaired.expires!) - (Date.now() + 30 * 86_400_000)) < 60_000, repaired.expires!);
    });

    /** Signs in to the server's dashboard with plain HTTP and answers the status of the main page. */
    async function dashboardStatus(email: string, password: string): Promise<number> {
      const login = await fetch(ctx.server.url + '/dashboard/login');
      const csrfCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      const csrf = /name="csrf" value="([^"]+)"/.exec(await login.text())![1]!;
      const signedIn = await fetch(ctx.server.url + '/dashboard/login', {
        method: 'POST', redirect: 'manual', headers: { cookie: csrfCookie, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password, csrf }).toString(),
      });
      const session = signedIn.headers.getSetCookie().find((c) => c.startsWith('jyotish_session='))!.split(';')[0]!;
      return (await fetch(ctx.server.url + '/dashboard', { headers: { cookie: session } })).status;
    }

    it('refunds at most what was spent, unless forced with a recorded reason', async () => {
      const acct = await cli('accounts create', '--email', `refund-${kind}@example.com`, '--credits', '10');
      const token = { 'x-service-key': acct.access_token };
      for (let i = 0; i < 3; i++) assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, token, { auth: false })).status, 200);
      // Spent 3 (three calls at 1 credit); refund 2, then only 1 is left to refund.
      assert.equal((await cli('wallet refund', '--user', acct.user_id, '--amount', '2')).balance, 9);
      const over = await fails('wallet', 'refund', '--user', acct.user_id, '--amount', '999999');
      assert.equal(over.code, 1);
      assert.match(over.stderr, /^the account has spent 1 credits not yet refunded; refunding 999999 needs --force/);
      assert.equal(over.stderr.trim().split('\n').length, 1);
      assert.equal((await fails('wallet', 'refund', '--user', acct.user_id, '--amount', '5', '--force')).code, 2);
      assert.equal((await cli('wallet refund', '--user', acct.user_id, '--amount', '5', '--force', '--note', 'goodwill, ticket 42')).balance, 14);
      const { ledger } = await cli('wallet show', '--user', acct.user_id);
      assert.equal(ledger[0]?.note, 'forced (1 refundable): goodwill, ticket 42');
    });

    it('validates emails, keeps them lower-case, and signs in whatever the case', async () => {
      const bad = await fails('accounts', 'create', '--email', 'not an email at all');
      assert.equal(bad.code, 1);
      assert.equal(bad.stderr.trim(), '"not an email at all" is not an email address');
      const acct = await cli('accounts create', '--email', `EVE-${kind}@Example.COM`, '--credits', '0');
      assert.equal(acct.email, `eve-${kind}@example.com`);
      assert.equal(acct.balance, 0);
      assert.match((await fails('accounts', 'create', '--email', `eve-${kind}@example.com`)).stderr, /exists/);
    });

    it('answers unknown ids with one line and exit 1, sets passwords, and prints a readable wallet', async () => {
      for (const args of [['tokens', 'revoke', 'tok_nope'], ['keys', 'rotate', 'key_nope'], ['subscriptions', 'cancel', 'sub_nope'], ['wallet', 'show', '--user', 'usr_nope'], ['accounts', 'set-password', '--user', 'usr_nope', '--password', 'x']]) {
        const r = await fails(...args);
        assert.equal(r.code, 1, args.join(' '));
        assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
        assert.match(r.stderr, /_nope/);
      }
      const acct = await cli('accounts create', '--email', `pw-${kind}@example.com`, '--password', 'old one', '--credits', '7');
      assert.equal((await cli('accounts set-password', '--user', acct.user_id, '--password', 'new one')).ok, true);
      const user = await ctx.db.store.userById(acct.user_id);
      const { verifyPassword } = await import('../src/accounts/secrets.js');
      assert.equal(await verifyPassword('new one', user!.passwordHash), true);
      assert.equal(await verifyPassword('old one', user!.passwordHash), false);
      const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'wallet', 'show', '--user', acct.user_id], { env: { ...process.env, DATABASE_URL: ctx.db.url } });
      const lines = stdout.trim().split('\n');
      assert.deepEqual(lines.slice(0, 3), [`user_id: ${acct.user_number}`, 'balance: 7', 'ledger:']);
      assert.match(lines[3]!, /^ {2}kind\s+amount\s+note\s+at$/);
      assert.match(lines[4]!, /^ {2}topup\s+7\s+initial credit\s+\d{4}-\d\d-\d\dT/);
    });
  });
}
