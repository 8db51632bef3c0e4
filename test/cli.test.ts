// The operator CLI, run as a real process on each store, with a server on the same store seeing its changes.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { serverOnStore } from './helpers/server.js';
import { STORES } from './helpers/stores.js';

const exec = promisify(execFile);
const NUMERO = { day: 25, month: 12, year: 1988, name: 'Rahul Sharma' };

for (const [kind, open] of Object.entries(STORES)) {
  describe(`jyotish-api CLI on ${kind}`, () => {
    const ctx = serverOnStore(open);
    const cli = async (...args: string[]) => {
      const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args, '--json'], { env: { ...process.env, DATABASE_URL: ctx.db.url } });
      return JSON.parse(stdout);
    };

    it('creates an account whose credentials work, and manages tokens, keys, the wallet and the plan', async () => {
      const acct = await cli('accounts', 'create', '--email', `cli-${kind}@example.com`, '--password', 'pw', '--plan', 'astrology', '--credits', '5');
      for (const k of ['user_id', 'api_key', 'access_token']) assert.equal(typeof acct[k], 'string', k);
      const token = { 'x-service-key': acct.access_token };
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, token, { auth: false })).status, 200);

      assert.ok((await cli('accounts', 'list')).some((u: { email: string }) => u.email === `cli-${kind}@example.com`));
      const second = await cli('tokens', 'create', '--user', acct.user_id);
      const tokens = await cli('tokens', 'list', '--user', acct.user_id);
      assert.deepEqual(tokens.map((t: { id: string }) => t.id).sort(), [acct.access_token_id, second.id].sort());
      assert.ok(tokens.every((t: { prefix: string }) => t.prefix.startsWith('ak-')));
      await cli('tokens', 'revoke', acct.access_token_id);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, token, { auth: false })).status, 401);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, { 'x-service-key': second.secret }, { auth: false })).status, 200);

      assert.equal((await cli('wallet', 'show', '--user', acct.user_id)).balance, 3);
      assert.equal((await cli('wallet', 'credit', '--user', acct.user_id, '--amount', '10')).balance, 13);
      assert.equal((await cli('wallet', 'refund', '--user', acct.user_id, '--amount', '2', '--note', 'disputed call')).balance, 15);
      const wallet = await cli('wallet', 'show', '--user', acct.user_id);
      assert.equal(wallet.balance, 15);
      assert.deepEqual(wallet.ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount]), [['refund', 2], ['topup', 10], ['debit', -1], ['debit', -1], ['topup', 5]]);
      assert.equal(await ctx.db.store.ledgerSum(acct.user_id), 15);

      const basic = { authorization: `Basic ${Buffer.from(`${acct.user_id}:${acct.api_key}`).toString('base64')}` };
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, basic, { auth: false })).status, 200);
      const [sub] = await cli('subscriptions', 'list', '--user', acct.user_id);
      assert.equal(sub.plan, 'astrology');
      await cli('subscriptions', 'cancel', sub.id);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, basic, { auth: false })).status, 401);

      const keys = await cli('keys', 'list', '--user', acct.user_id);
      assert.equal(keys.length, 1);
      assert.deepEqual((await cli('plans', 'list')).map((p: { name: string }) => p.name), ['astrology', 'vision', 'all']);
    });

    it('extends a subscription and refuses bad arguments with exit code 2', async () => {
      const acct = await cli('accounts', 'create', '--email', `ext-${kind}@example.com`);
      const [sub] = await cli('subscriptions', 'list', '--user', acct.user_id);
      const extended = await cli('subscriptions', 'extend', sub.id, '--days', '30');
      assert.ok(Date.parse(extended.expires) > Date.parse(sub.expires));
      await assert.rejects(cli('wallet', 'credit', '--user', acct.user_id, '--amount=-5'), (err: { code: number; stderr: string }) => err.code === 2 && /positive whole number/.test(err.stderr));
      await assert.rejects(cli('wallet', 'credit', '--user', acct.user_id, '--amount', '-5'), (err: { code: number }) => err.code === 2);
      await assert.rejects(cli('nonsense'), (err: { code: number }) => err.code === 2);
    });
  });
}
