#!/usr/bin/env node
// Operator command line: accounts, credentials, wallets, plans and subscriptions on the store that
// DATABASE_URL names. `--json` prints one JSON value for scripts.
import { parseArgs } from 'node:util';
import { PLANS } from './accounts/plans.js';
import { Accounts } from './accounts/service.js';
import { loadConfig } from './config.js';
import { openStore, type Store } from './store/index.js';
import { createClient, type RedisClientType } from 'redis';
import { publisherOnly } from './accounts/redis-change-feed.js';

const USAGE = `usage: jyotish-api <command> [options] [--json]
  accounts create --email E [--password P] [--plan NAME] [--credits N]
  accounts list
  tokens create --user U | tokens list --user U | tokens revoke ID | tokens rotate ID
  keys create --user U [--subscription S] | keys list --user U | keys revoke ID | keys rotate ID
  wallet credit --user U --amount N | wallet refund --user U --amount N [--note TEXT] | wallet show --user U
  plans list
  subscriptions list --user U | subscriptions cancel ID | subscriptions extend ID --days N`;

class UsageError extends Error {}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        json: { type: 'boolean' }, email: { type: 'string' }, password: { type: 'string' }, plan: { type: 'string' },
        credits: { type: 'string' }, user: { type: 'string' }, amount: { type: 'string' }, subscription: { type: 'string' },
        days: { type: 'string' }, note: { type: 'string' }, help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
}
const { values, positionals } = parse();

function need(name: keyof typeof values): string {
  const v = values[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}
function wholeNumber(name: keyof typeof values): number {
  const n = Number(need(name));
  if (!Number.isSafeInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive whole number`);
  return n;
}
function idArg(): string {
  const id = positionals[2];
  if (!id) throw new UsageError('an ID is required');
  return id;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function run(store: Store, redis: RedisClientType | undefined): Promise<unknown> {
  // With Redis, running servers hear of revocations and plan changes at once instead of within a second.
  const accounts = new Accounts(store, loadConfig().prices).useCache(undefined, redis ? publisherOnly(redis) : undefined);
  const [group, action] = positionals;
  const listCredentials = async (kind: 'token' | 'key') =>
    (await store.listCredentials(need('user'), kind)).map((c) => ({
      id: c.id, prefix: c.prefix, subscription_id: c.subscriptionId, created: iso(c.createdAt), last_used: iso(c.lastUsedAt), revoked: iso(c.revokedAt),
    }));
  const done = (ok: boolean, what: string) => {
    if (!ok) throw new UsageError(`no such ${what}, or already done`);
    return { ok };
  };
  switch (`${group} ${action}`) {
    case 'accounts create':
      return accounts.createAccount({ email: need('email'), password: values.password, plan: values.plan, credits: values.credits ? wholeNumber('credits') : undefined });
    case 'accounts list':
      return Promise.all((await store.listUsers()).map(async (u) => ({ user_id: u.id, email: u.email, created: iso(u.createdAt), balance: await store.balance(u.id) })));
    case 'tokens create':
      return accounts.createToken(need('user'));
    case 'keys create':
      return accounts.createKey(need('user'), values.subscription);
    case 'tokens list':
      return listCredentials('token');
    case 'keys list':
      return listCredentials('key');
    case 'tokens revoke':
    case 'keys revoke':
      return done(await accounts.revoke(idArg()), 'credential');
    case 'tokens rotate':
    case 'keys rotate': {
      const fresh = await accounts.rotate(idArg());
      if (!fresh) throw new UsageError('no such active credential');
      return fresh;
    }
    case 'wallet credit':
      return { user_id: need('user'), balance: await store.topUp(need('user'), wholeNumber('amount'), 'operator credit', Date.now()) };
    case 'wallet refund':
      return { user_id: need('user'), balance: await store.topUp(need('user'), wholeNumber('amount'), values.note ?? 'operator refund', Date.now(), 'refund') };
    case 'wallet show': {
      const user = need('user');
      return { user_id: user, balance: await store.balance(user), ledger: (await store.ledger(user, 20)).map((e) => ({ kind: e.kind, amount: e.amount, note: e.note, at: iso(e.createdAt) })) };
    }
    case 'plans list':
      return PLANS.map((p) => ({ name: p.name, description: p.description, endpoints: p.endpoints, monthly_quota: p.defaultMonthlyQuota }));
    case 'subscriptions list':
      return (await store.listSubscriptions(need('user'))).map((s) => ({ id: s.id, plan: s.plan, monthly_quota: s.monthlyQuota, expires: iso(s.expiresAt), cancelled: iso(s.cancelledAt) }));
    case 'subscriptions cancel':
      return done(await accounts.updateSubscription(idArg(), { cancelledAt: Date.now() }), 'subscription');
    case 'subscriptions extend': {
      const sub = await store.subscriptionById(idArg());
      if (!sub) throw new UsageError('no such subscription');
      const expiresAt = Math.max(sub.expiresAt ?? Date.now(), Date.now()) + wholeNumber('days') * 86_400_000;
      await accounts.updateSubscription(sub.id, { expiresAt });
      return { id: sub.id, expires: iso(expiresAt) };
    }
    default:
      throw new UsageError(group ? `unknown command: ${positionals.join(' ')}` : 'a command is required');
  }
}

function print(result: unknown): void {
  if (values.json) {
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
    return;
  }
  const rows = Array.isArray(result) ? result : [result];
  for (const row of rows) {
    process.stdout.write(Object.entries(row as object).map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : v}`).join('\n') + '\n\n');
  }
}

// A closed pipe (`| head`) is the reader's choice, not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

if (values.help) {
  process.stdout.write(USAGE + '\n');
} else {
  const config = loadConfig();
  const store = await openStore(config.databaseUrl);
  const redis = config.redisUrl ? (createClient({ url: config.redisUrl }) as RedisClientType) : undefined;
  try {
    await redis?.connect();
    print(await run(store, redis));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${err instanceof UsageError ? USAGE + '\n' : ''}`);
    process.exitCode = err instanceof UsageError ? 2 : 1;
  } finally {
    await store.close();
    await redis?.quit();
  }
}
