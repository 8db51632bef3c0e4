// The same suite on both stores: credentials, billing under concurrency, quotas, rate limits.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MemoryRateLimiter } from '../src/accounts/rate-limit.js';
import { hashSecret } from '../src/accounts/secrets.js';
import { Accounts } from '../src/accounts/service.js';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { serverOnStore, startServer, type TestServer } from './helpers/server.js';
import { STORES } from './helpers/stores.js';

const NUMERO = { day: 25, month: 12, year: 1988, name: 'Rahul Sharma' }; // price 1
const basic = (user: string, key: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}` });
const code = async (res: Response) => ((await res.json()) as { code: string }).code;

for (const [kind, open] of Object.entries(STORES)) {
  describe(`accounts on ${kind}`, () => {
    const ctx = serverOnStore(open);

    it('refuses calls without valid credentials with 401 and says how to authenticate', async () => {
      const none = await ctx.server.post('/v1/planets', REFERENCE_BIRTH, {}, { auth: false });
      assert.equal(none.status, 401);
      assert.match(none.headers.get('www-authenticate')!, /^Basic/);
      assert.equal(await code(none), 'unauthorized');
      assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH, { 'x-service-key': 'ak-forged' }, { auth: false })).status, 401);
      assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH, basic(ctx.server.account.user_id, 'key-wrong'), { auth: false })).status, 401);
      assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH, basic('u0000', ctx.server.account.api_key), { auth: false })).status, 401);
    });

    it('takes only access tokens in x-service-key: an API key there is a 401 saying it goes in HTTP Basic', async () => {
      for (const header of ['x-service-key', 'x-astrologyapi-key']) {
        const res = await ctx.server.post('/v1/planets', REFERENCE_BIRTH, { [header]: ctx.server.account.api_key }, { auth: false });
        assert.equal(res.status, 401);
        const { message } = (await res.json()) as { message: string };
        assert.match(message, /^x-service-key takes an access token \(ak-…\); an API key \(key-…\) goes in HTTP Basic authentication/, message);
      }
    });

    it('accepts a token in x-service-key or x-astrologyapi-key, and user ID + API key over Basic', async () => {
      assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH)).status, 200);
      assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH, { 'x-astrologyapi-key': ctx.server.account.access_token }, { auth: false })).status, 200);
      assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH, basic(ctx.server.account.user_id, ctx.server.account.api_key), { auth: false })).status, 200);
    });

    it('uses the token when both credentials are sent', async () => {
      const good = basic(ctx.server.account.user_id, ctx.server.account.api_key);
      assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH, { ...good, 'x-service-key': 'ak-forged' }, { auth: false })).status, 401);
      assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH, basic(ctx.server.account.user_id, 'key-wrong'))).status, 200);
    });

    it('keeps an API key to its plan’s endpoints (403) and refuses it once the plan expires or is cancelled (401)', async () => {
      const vision = await ctx.server.accounts.createAccount({ email: `vision-${kind}@example.com`, plan: 'vision' });
      const creds = basic(vision.user_id, vision.api_key);
      const res = await ctx.server.post('/v1/planets', REFERENCE_BIRTH, creds, { auth: false });
      assert.equal(res.status, 403);
      assert.equal(await code(res), 'endpoint_not_in_plan');
      const vastu = { main_entrance: 'N', rooms: [{ type: 'kitchen', direction: 'SE' }] };
      assert.equal((await ctx.server.post('/vastu/basic-score', vastu, creds, { auth: false })).status, 200);
      await ctx.server.accounts.updateSubscription(vision.subscription_id, { expiresAt: Date.now() - 1000 });
      const expired = await ctx.server.post('/vastu/basic-score', vastu, creds, { auth: false });
      assert.equal(expired.status, 401);
      assert.match(((await expired.json()) as { message: string }).message, /expired/);
      await ctx.server.accounts.updateSubscription(vision.subscription_id, { expiresAt: Date.now() + 86_400_000, cancelledAt: Date.now() });
      const cancelled = await ctx.server.post('/vastu/basic-score', vastu, creds, { auth: false });
      assert.equal(cancelled.status, 401);
      assert.match(((await cancelled.json()) as { message: string }).message, /cancelled/);
    });

    it('refuses a revoked credential on the next request; rotating a token leaves API keys working, and the reverse', async () => {
      const a = await ctx.server.accounts.createAccount({ email: `rotate-${kind}@example.com`, credits: 100 });
      const token = { 'x-service-key': a.access_token };
      const key = basic(a.user_id, a.api_key);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, token, { auth: false })).status, 200);
      const rotated = await ctx.server.accounts.rotate(a.access_token_id);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, token, { auth: false })).status, 401);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, { 'x-service-key': rotated!.secret }, { auth: false })).status, 200);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, key, { auth: false })).status, 200);
      await ctx.server.accounts.revoke(a.api_key_id);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, key, { auth: false })).status, 401);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, { 'x-service-key': rotated!.secret }, { auth: false })).status, 200);
    });

    it('bills exactly once under 200 concurrent calls with credit for 100: 100 answers, balance 0, the ledger agrees', async () => {
      const a = await ctx.server.accounts.createAccount({ email: `rush-${kind}@example.com`, credits: 100 });
      const headers = { 'x-service-key': a.access_token };
      const statuses = await Promise.all(Array.from({ length: 200 }, () => ctx.server.post('/v1/numero_table', NUMERO, headers, { auth: false }).then(async (r) => (await r.arrayBuffer(), r.status))));
      assert.equal(statuses.filter((s) => s === 200).length, 100);
      assert.equal(statuses.filter((s) => s === 402).length, 100);
      assert.equal(await ctx.db.store.balance(a.user_id), 0);
      assert.equal(await ctx.db.store.ledgerSum(a.user_id), 0);
      assert.equal((await ctx.db.store.recentCalls(a.user_id, 1000)).length, 100);
    });

    it('debits made in the same moment each leave the balance they would alone, in order, for several wallets at once', async () => {
      const store = ctx.db.store;
      const rich = await ctx.server.accounts.createAccount({ email: `batch-rich-${kind}@example.com`, credits: 20 });
      const poor = await ctx.server.accounts.createAccount({ email: `batch-poor-${kind}@example.com`, credits: 10 });
      const call = (userId: string, credits: number, i: number) => ({ userId, credentialId: rich.access_token_id, endpoint: 'planets', credits, requestId: `batch-${i}`, createdAt: Date.now() });
      // One turn of the event loop, so one batch: 20 − 3 − 4 − 5 covers all three (17, 13, 8 left);
      // 10 − 3 − 4 − 5 does not, so the third is refused and nothing of it is taken (7, 3, refused).
      const left = await Promise.all([
        store.debit(call(rich.user_id, 3, 1)), store.debit(call(poor.user_id, 3, 2)), store.debit(call(rich.user_id, 4, 3)),
        store.debit(call(poor.user_id, 4, 4)), store.debit(call(rich.user_id, 5, 5)), store.debit(call(poor.user_id, 5, 6)),
      ]);
      assert.deepEqual(left, [17, 7, 13, 3, 8, undefined]);
      assert.equal(await store.balance(rich.user_id), 8);
      assert.equal(await store.balance(poor.user_id), 3);
      assert.deepEqual((await store.ledger(poor.user_id, 10)).map((e) => e.amount), [-4, -3, 10]);
      assert.equal(await store.ledgerSum(rich.user_id), 8);
      assert.deepEqual((await store.recentCalls(rich.user_id, 10)).map((c) => c.credits).sort(), [3, 4, 5]);
    });

    it('never bills a failed call, and refuses an empty wallet with 402 before any work', async () => {
      const a = await ctx.server.accounts.createAccount({ email: `fail-${kind}@example.com`, credits: 2 });
      const headers = { 'x-service-key': a.access_token };
      assert.equal((await ctx.server.post('/v1/numero_table', { ...NUMERO, name: '' }, headers, { auth: false })).status, 400);
      assert.equal((await ctx.server.post('/v1/nope', NUMERO, headers, { auth: false })).status, 404);
      assert.equal(await ctx.db.store.balance(a.user_id), 2);
      assert.equal((await ctx.server.post('/v1/match_birth_details', {}, headers, { auth: false })).status, 400);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, headers, { auth: false })).status, 200);
      assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, headers, { auth: false })).status, 200);
      const broke = await ctx.server.post('/v1/numero_table', NUMERO, headers, { auth: false });
      assert.equal(broke.status, 402);
      assert.equal(await code(broke), 'insufficient_balance');
      const ledger = await ctx.db.store.ledger(a.user_id, 10);
      assert.deepEqual(ledger.map((e) => [e.kind, e.amount]), [['debit', -1], ['debit', -1], ['topup', 2]]);
    });

    it('counts plan calls against the monthly quota: 402 quota_exceeded when used up', async () => {
      const a = await ctx.server.accounts.createAccount({ email: `quota-${kind}@example.com`, plan: 'astrology' });
      const sub = (await ctx.db.store.subscriptionById(a.subscription_id))!;
      await ctx.db.store.createSubscription({ ...sub, id: `${sub.id}_small`, monthlyQuota: 3 });
      const key = await ctx.server.accounts.createKey(a.user_id, `${sub.id}_small`);
      const headers = basic(a.user_id, key.secret);
      const statuses = await Promise.all(Array.from({ length: 6 }, () => ctx.server.post('/v1/numero_table', NUMERO, headers, { auth: false }).then((r) => r.status)));
      assert.deepEqual(statuses.sort(), [200, 200, 200, 402, 402, 402]);
      const res = await ctx.server.post('/v1/numero_table', NUMERO, headers, { auth: false });
      assert.equal(await code(res), 'quota_exceeded');
      assert.equal(await ctx.db.store.balance(a.user_id), 0); // plan calls never touch the wallet
    });

    it('keeps a plan to its quota when another process uses up calls this one saw left in plenty', async () => {
      // A clock that stands still, so the figure seen stays fresh however long the store takes below.
      const at = Date.now();
      const accounts = new Accounts(ctx.db.store, ctx.server.accounts.prices, () => at);
      const a = await accounts.createAccount({ email: `quota-seen-${kind}@example.com`, plan: 'astrology' });
      const sub = (await ctx.db.store.subscriptionById(a.subscription_id))!;
      await ctx.db.store.createSubscription({ ...sub, id: `${sub.id}_1001`, monthlyQuota: 1001 });
      const key = await accounts.createKey(a.user_id, `${sub.id}_1001`);
      const caller = await accounts.identify({ basic: { user: a.user_id, key: key.secret } });
      assert.ok(!('refused' in caller));
      const first = await accounts.admit(caller, 'planets'); // reads 0 used: 1,001 calls left, ample (1,000 or more)
      assert.ok(!('refused' in first));
      assert.equal(await accounts.settle(first, 'r-first'), null);
      // Another process takes the other 1,000 calls of the month through the store.
      const period = new Date(at).toISOString().slice(0, 7);
      for (let i = 0; i < 1000; i++) {
        assert.equal(await ctx.db.store.countPlanCall({ userId: a.user_id, credentialId: key.id, endpoint: 'planets', credits: 0, requestId: `elsewhere-${i}`, createdAt: at }, `${sub.id}_1001`, period, 1001), true, `call ${i}`);
      }
      // Admitted on the figure seen a moment ago, but refused at settlement: the quota holds exactly.
      const late = await accounts.admit(caller, 'planets');
      assert.ok(!('refused' in late));
      assert.equal((await accounts.settle(late, 'r-late'))?.refused, 'quota_exceeded');
      assert.equal(await accounts.quotaUsed(`${sub.id}_1001`), 1001);
      // Refused at once after that, without any work.
      assert.equal((await accounts.admit(caller, 'planets') as { refused?: string }).refused, 'quota_exceeded');
    });

    it('names credentials (kept across rotation, renamed only by their owner) and reports calls per UTC day and endpoint', async () => {
      const accounts = ctx.server.accounts;
      const a = await accounts.createAccount({ email: `usage-${kind}@example.com`, credits: 100 });
      const other = await accounts.createAccount({ email: `usage-other-${kind}@example.com` });
      const named = await accounts.createToken(a.user_id, 'website');
      assert.equal((await accounts.credential(named.id, a.user_id))?.name, 'website');
      assert.equal(await accounts.credential(named.id, other.user_id), undefined);
      assert.equal(await accounts.rename(named.id, other.user_id, 'stolen'), false);
      assert.equal(await accounts.rename(named.id, a.user_id, 'shop'), true);
      const rotated = (await accounts.rotate(named.id, a.user_id))!;
      assert.equal((await accounts.credential(rotated.id, a.user_id))?.name, 'shop');

      // A call 40 days ago (recorded first, as it would have been): outside a 30-day chart, inside a 60-day one.
      const old = Date.now() - 40 * 86_400_000;
      assert.equal(await ctx.db.store.debit({ userId: a.user_id, credentialId: rotated.id, endpoint: 'planets', credits: 1, requestId: 'old', createdAt: old }), 99); // the balance left: 100 credits less this one
      const headers = { 'x-service-key': rotated.secret };
      for (let i = 0; i < 2; i++) assert.equal((await ctx.server.post('/v1/numero_table', NUMERO, headers, { auth: false })).status, 200);
      assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH, headers, { auth: false })).status, 200);

      const today = Math.floor(Date.now() / 86_400_000);
      const recent = await accounts.usage(a.user_id, 30);
      assert.deepEqual(recent, [
        { day: today, endpoint: 'numero_table', calls: 2, credits: 2 },
        { day: today, endpoint: 'planets', calls: 1, credits: 1 },
      ]);
      const wider = await accounts.usage(a.user_id, 60);
      assert.deepEqual(wider[0], { day: Math.floor(old / 86_400_000), endpoint: 'planets', calls: 1, credits: 1 });
      assert.equal(await accounts.countCalls(a.user_id), 4);
      const page = await accounts.callsPage(a.user_id, 2, 1);
      assert.deepEqual(page.map((c) => c.endpoint), ['numero_table', 'numero_table']);
      assert.equal((await accounts.callsPage(a.user_id, 2, 3))[0]!.requestId, 'old');
    });

    it('changes a password only given the current one, ending every session', async () => {
      const accounts = ctx.server.accounts;
      const a = await accounts.createAccount({ email: `pw-${kind}@example.com`, password: 'first password' });
      const { id } = await accounts.startSession(a.user_id, 60_000);
      assert.ok(await accounts.session(id));
      assert.equal(await accounts.changePassword(a.user_id, 'wrong', 'second password'), false);
      assert.ok(await accounts.session(id));
      assert.equal(await accounts.changePassword(a.user_id, 'first password', 'second password'), true);
      assert.equal(await accounts.session(id), undefined);
      assert.equal(await accounts.signIn(a.email, 'first password'), undefined);
      assert.equal((await accounts.signIn(a.email, 'second password'))?.id, a.user_id);
    });
  });
}

describe('secret hashes', () => {
  it('are SHA-256 in hex, as stored credentials were hashed: the FIPS 180-2 test vectors', () => {
    assert.equal(hashSecret('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    assert.equal(hashSecret(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('rate limits', () => {
  let server: TestServer;
  before(async () => { server = await startServer({ limiter: new MemoryRateLimiter(5, 5) }); });
  after(() => server.close());

  it('sends RateLimit headers and answers 429 with Retry-After past the burst', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await server.post('/v1/numero_table', NUMERO));
    assert.equal(answers[0]!.status, 200);
    assert.equal(answers[0]!.headers.get('ratelimit-limit'), '5');
    assert.equal(answers[0]!.headers.get('ratelimit-remaining'), '4');
    const limited = answers.find((r) => r.status === 429);
    assert.ok(limited, 'no 429 after the burst');
    assert.equal(await code(limited), 'rate_limited');
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    await new Promise((r) => setTimeout(r, 1100));
    assert.equal((await server.post('/v1/numero_table', NUMERO)).status, 200);
  });
});
