// The credential cache's two guarantees a revocation relies on, on a clock the test moves: a read begun
// before an eviction is not kept, and an entry's age counts from when its read began.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CredentialCache } from '../src/accounts/credential-cache.js';
import type { Credential } from '../src/store/repository.js';

const credential = (revokedAt: number | null): Credential => ({
  id: 'tok_1', userId: 'u1', kind: 'token', name: '', prefix: 'ak-abcdef', secretHash: 'h', subscriptionId: null, createdAt: 0, lastUsedAt: null, revokedAt,
});

it('does not keep a read that was under way when the credential was evicted', async () => {
  const cache = new CredentialCache(1000, 30_000, () => false, () => 0);
  let release!: (c: Credential) => void;
  const slow = cache.credential('h', () => new Promise((r) => (release = r)));
  cache.forget({ credentialHash: 'h' }); // revoked (in the store) while the read was in flight
  release(credential(null));
  assert.equal(((await slow) as Credential).revokedAt, null, 'the call that asked gets what it read');
  const next = cache.credential('h', () => Promise.resolve(credential(5)));
  assert.ok(next instanceof Promise, 'read again, not served from the stale read');
  assert.equal(((await next) as Credential).revokedAt, 5);
});

it('ages an entry from when its read began, so a change is seen within the lifetime of the read before it', async () => {
  let now = 0;
  const cache = new CredentialCache(1000, 30_000, () => false, () => now);
  let release!: (c: Credential) => void;
  const slow = cache.credential('h', () => new Promise((r) => (release = r)));
  now = 800; // the read takes 800 ms
  release(credential(null));
  await slow;
  now = 999;
  assert.ok(!(cache.credential('h', () => Promise.resolve(credential(5))) instanceof Promise), 'fresh until 1000 ms after the read began');
  now = 1000;
  assert.ok(cache.credential('h', () => Promise.resolve(credential(5))) instanceof Promise, 'read again 1000 ms after the first read began, not after it ended');
});
