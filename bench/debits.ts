// Wallet debits per second each store sustains: concurrent loops of the billing transaction
// (conditional balance update + ledger entry + call record), as a billed call performs it.
import { DEFAULT_PRICES } from '../src/accounts/plans.js';
import { Accounts } from '../src/accounts/service.js';
import { postgresStore, sqliteStore, type TestStore } from '../test/helpers/stores.js';

async function measure(open: () => Promise<TestStore>, seconds: number, concurrency: number): Promise<number> {
  const db = await open();
  try {
    const a = await new Accounts(db.store, DEFAULT_PRICES).createAccount({ email: 'bench@example.com', credits: 1_000_000_000 });
    let done = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(Array.from({ length: concurrency }, async (_, w) => {
      while (Date.now() < until) {
        await db.store.debit({ userId: a.user_id, credentialId: a.access_token_id, endpoint: 'planets', credits: 1, requestId: `${w}-${done}`, createdAt: Date.now() });
        done++;
      }
    }));
    if ((await db.store.ledgerSum(a.user_id)) !== (await db.store.balance(a.user_id))) throw new Error('ledger and balance disagree');
    return done / seconds;
  } finally {
    await db.dispose();
  }
}

export async function reportDebits(seconds: number): Promise<void> {
  console.log(`\nwallet debits per second (${seconds} s, 16 concurrent callers, ledger checked against balance after)`);
  for (const [name, open] of [['sqlite', sqliteStore], ['postgres', postgresStore]] as const) {
    console.log(`  ${name.padEnd(9)} ${(await measure(open, seconds, 16)).toFixed(0).padStart(6)} debits/s`);
  }
}
