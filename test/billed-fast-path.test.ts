// The billed path answers at once from what it already knows: a cached credential, a wallet seen
// ample, a remembered answer give values, not promises; the first sight of each still reads the store.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CredentialCache } from '../src/accounts/credential-cache.js';
import { DEFAULT_PRICES } from '../src/accounts/plans.js';
import { Accounts, type Caller } from '../src/accounts/service.js';
import { AnswerCache } from '../src/http/answer-cache.js';
import { openStore } from '../src/store/index.js';

it('identifies a cached token and admits against a wallet seen ample without waiting, with the same answers', async () => {
  const store = await openStore('sqlite::memory:');
  const accounts = new Accounts(store, DEFAULT_PRICES);
  accounts.useCache(new CredentialCache(60_000, 60_000));
  const account = await accounts.createAccount({ email: 'fast@example.com', password: 'correct horse', credits: 5_000 });

  const first = accounts.identify({ token: account.access_token });
  assert.ok(first instanceof Promise, 'an unseen credential is read from the store');
  const caller = (await first) as Caller;
  assert.equal(caller.userId, account.user_id);
  const again = accounts.identify({ token: account.access_token });
  assert.ok(!(again instanceof Promise));
  assert.deepEqual(again, caller);

  const unseenWallet = accounts.admit(caller, 'planets');
  assert.ok(unseenWallet instanceof Promise, 'an unseen wallet is read from the store');
  assert.deepEqual(await unseenWallet, { caller, endpoint: 'planets', credits: DEFAULT_PRICES.planets });
  assert.deepEqual(accounts.admit(caller, 'planets'), { caller, endpoint: 'planets', credits: DEFAULT_PRICES.planets });

  assert.deepEqual(await accounts.identify({ token: 'ak-not-a-token' }), { refused: 'unauthorized', message: 'The access token is not valid' });
  await store.close();
});

it('answers a synchronous computation at once, and an asynchronous one as a promise of the same', async () => {
  const cache = new AnswerCache(10);
  assert.deepEqual(cache.getOrCompute('k', () => ({ n: 1 })), { n: 1 });
  const later = cache.getOrCompute('p', () => Promise.resolve({ n: 2 }));
  assert.ok(later instanceof Promise);
  assert.deepEqual(await later, { n: 2 });
});
