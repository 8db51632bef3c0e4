// accounts/: who may call and what it costs: users, credentials, plans and prices, wallets, rate limits.
// First run: an empty store gets one owner account, so a newcomer goes from clone to an
// authenticated answer without reading further.
import { randomBytes } from 'node:crypto';
import type { Accounts, NewAccount } from './service.js';

export const STARTER_CREDITS = 1000;

export async function bootstrapOwner(accounts: Accounts): Promise<(NewAccount & { password: string }) | null> {
  if (await accounts.hasAccounts()) return null;
  const password = randomBytes(12).toString('base64url');
  const account = await accounts.createAccount({ email: 'owner@localhost', password, plan: 'all', credits: STARTER_CREDITS });
  return { ...account, password };
}

export function firstRunMessage(a: NewAccount & { password: string }, baseUrl: string): string {
  return [
    '',
    '  jyotish-api: first run, so an owner account was created. These secrets are shown once.',
    '',
    `  Dashboard     ${baseUrl}/dashboard   sign in as ${a.email} / ${a.password}`,
    `  Access token  ${a.access_token}   (${a.balance} credits; header x-service-key)`,
    `  User ID       ${a.user_number}`,
    `  API key       ${a.api_key}   (plan "${a.plan}"; HTTP Basic: user ID and API key)`,
    '',
    '  Try it:',
    `  curl -s ${baseUrl}/v1/planets -H 'x-service-key: ${a.access_token}' -H 'Content-Type: application/json' \\`,
    `    -d '{"day":15,"month":5,"year":1990,"hour":10,"min":30,"lat":28.6139,"lon":77.2090,"tzone":5.5}'`,
    '',
  ].join('\n');
}
