#!/usr/bin/env node
// Operator command line: accounts, credentials, wallets, plans and subscriptions on the store that
// DATABASE_URL names. `--json` prints one JSON value for scripts.
import { parseArgs } from 'node:util';
import { PLANS } from './accounts/plans.js';
import { DAY_MS, isoInstant, LATEST_EXPIRY_MS, MAX_PLAN_DAYS } from './accounts/plan-dates.js';
import { Accounts, type IssuedSecret, type NewAccount } from './accounts/service.js';
import { loadConfig } from './config.js';
import { openStore } from './store/index.js';
import { createClient, type RedisClientType } from 'redis';
import { publisherOnly } from './accounts/redis-change-feed.js';

const USAGE = `usage: jyotish-api <command> [options] [--json]
  accounts create --email E [--password P] [--plan NAME] [--credits N]
  accounts list | accounts set-password --user U --password P
  tokens create --user U [--name LABEL] | tokens list --user U | tokens revoke ID | tokens rotate ID
  keys create --user U [--subscription S] [--name LABEL] | keys list --user U | keys revoke ID | keys rotate ID
  wallet credit --user U --amount N | wallet show --user U
  wallet refund --user U --amount N [--note TEXT] (at most what was spent; beyond it --force --note REASON)
  plans list
  subscriptions list --user U | subscriptions cancel ID | subscriptions extend ID --days N (1 to 36500)`;

/** Bad arguments: the message and the usage text, exit 2. */
class UsageError extends Error {}
/** Arguments that parse but name nothing, or ask for what may not be done: one line, exit 1. */
class Refused extends Error {}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        json: { type: 'boolean' }, email: { type: 'string' }, password: { type: 'string' }, plan: { type: 'string' },
        credits: { type: 'string' }, user: { type: 'string' }, amount: { type: 'string' }, subscription: { type: 'string' },
        days: { type: 'string' }, name: { type: 'string' }, note: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
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
function wholeNumber(name: keyof typeof values, min = 1): number {
  const n = Number(need(name));
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`--${name} must be a ${min === 0 ? 'whole number, 0 or more' : 'positive whole number'}`);
  return n;
}
function planDays(): number {
  const n = Number(need('days'));
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_PLAN_DAYS) throw new UsageError(`--days must be a whole number from 1 to ${MAX_PLAN_DAYS} (100 years)`);
  return n;
}
function idArg(): string {
  const id = positionals[2];
  if (!id) throw new UsageError('an ID is required');
  return id;
}

/** An instant as printed: ISO 8601, or null when it has not happened. */
type Instant = string | null;
interface CredentialRow { id: string; name: string; prefix: string; subscription_id: string | null; created: Instant; last_used: Instant; revoked: Instant }
interface Done { ok: boolean }
interface Balance { user_id: string; balance: number }

/** What each command prints with --json, for scripts (and the tests) to read with honest types. */
export interface CommandOutputs {
  'accounts create': NewAccount;
  'accounts set-password': { user_id: string; ok: true; note: string };
  'accounts list': { user_id: string; internal_id: string; email: string; created: Instant; balance: number }[];
  'tokens create': IssuedSecret;
  'keys create': IssuedSecret;
  'tokens list': CredentialRow[];
  'keys list': CredentialRow[];
  'tokens revoke': Done;
  'keys revoke': Done;
  'tokens rotate': IssuedSecret;
  'keys rotate': IssuedSecret;
  'wallet credit': Balance;
  'wallet refund': Balance;
  'wallet show': Balance & { ledger: { kind: string; amount: number; note: string | null; at: Instant }[] };
  'plans list': { name: string; description: string; endpoints: readonly string[]; monthly_quota: number | null }[];
  'subscriptions list': { id: string; plan: string; monthly_quota: number | null; expires: Instant; cancelled: Instant }[];
  'subscriptions cancel': Done;
  'subscriptions extend': { id: string; expires: Instant };
}
type Output<C extends keyof CommandOutputs> = CommandOutputs[C];

/** A stored instant no Date can hold (written before expiries were bounded) is printed as its number. */
const iso = (ms: number | null): Instant => (ms === null ? null : (isoInstant(ms) ?? `not a date (${ms} ms)`));

async function run(accounts: Accounts): Promise<Output<keyof CommandOutputs>> {
  const [group, action] = positionals;
  const listCredentials = async (kind: 'token' | 'key'): Promise<CredentialRow[]> =>
    (await accounts.credentials((await user()).id, kind)).map((c) => ({
      id: c.id, name: c.name, prefix: c.prefix, subscription_id: c.subscriptionId, created: iso(c.createdAt), last_used: iso(c.lastUsedAt), revoked: iso(c.revokedAt),
    }));
  const done = (ok: boolean, what: string): Done => {
    if (!ok) throw new Refused(`no ${what} ${idArg()}, or it is already done`);
    return { ok };
  };
  /** The --user argument, once it names an account. */
  const user = async () => {
    const named = need('user');
    const found = await accounts.userNamed(named);
    if (!found) throw new Refused(`no account with user ID ${named}`);
    return found;
  };
  switch (`${group} ${action}`) {
    case 'accounts create':
      return accounts.createAccount({ email: need('email'), password: values.password, plan: values.plan, credits: values.credits ? wholeNumber('credits', 0) : undefined });
    case 'accounts set-password': {
      const u = await user();
      await accounts.setPassword(u.id, need('password'));
      return { user_id: String(u.number), ok: true, note: 'password replaced; every dashboard session of this account has ended' } satisfies Output<'accounts set-password'>;
    }
    case 'accounts list':
      return Promise.all((await accounts.users()).map(async (u): Promise<Output<'accounts list'>[number]> => ({ user_id: String(u.number), internal_id: u.id, email: u.email, created: iso(u.createdAt), balance: await accounts.balance(u.id) })));
    case 'tokens create':
      return accounts.createToken((await user()).id, values.name);
    case 'keys create':
      return accounts.createKey((await user()).id, values.subscription, values.name);
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
      if (!fresh) throw new Refused(`no active credential ${idArg()}`);
      return fresh;
    }
    case 'wallet credit': {
      const u = await user();
      return { user_id: String(u.number), balance: await accounts.credit(u.id, wholeNumber('amount'), 'operator credit') } satisfies Balance;
    }
    case 'wallet refund': {
      const u = await user();
      const id = u.id;
      const amount = wholeNumber('amount');
      // Refunds give back what calls took: at most the debits not yet refunded, unless forced with a reason.
      const entries = await accounts.ledger(id, Number.MAX_SAFE_INTEGER);
      const refundable = -entries.reduce((sum, e) => sum + (e.kind === 'debit' || e.kind === 'refund' ? e.amount : 0), 0);
      let note = values.note ?? 'operator refund';
      if (amount > refundable) {
        if (!values.force) throw new Refused(`the account has spent ${refundable} credits not yet refunded; refunding ${amount} needs --force and --note with the reason`);
        if (!values.note) throw new UsageError('--force needs --note with the reason, which is kept in the ledger');
        note = `forced (${refundable} refundable): ${values.note}`;
      }
      return { user_id: String(u.number), balance: await accounts.credit(id, amount, note, 'refund') } satisfies Balance;
    }
    case 'wallet show': {
      const { id, number } = await user();
      return { user_id: String(number), balance: await accounts.balance(id), ledger: (await accounts.ledger(id, 20)).map((e) => ({ kind: e.kind, amount: e.amount, note: e.note, at: iso(e.createdAt) })) } satisfies Output<'wallet show'>;
    }
    case 'plans list':
      return PLANS.map((p): Output<'plans list'>[number] => ({ name: p.name, description: p.description, endpoints: p.endpoints, monthly_quota: p.defaultMonthlyQuota }));
    case 'subscriptions list':
      return (await accounts.subscriptions((await user()).id)).map((s): Output<'subscriptions list'>[number] => ({ id: s.id, plan: s.plan, monthly_quota: s.monthlyQuota, expires: iso(s.expiresAt), cancelled: iso(s.cancelledAt) }));
    case 'subscriptions cancel':
      return done(await accounts.updateSubscription(idArg(), { cancelledAt: Date.now() }), 'subscription');
    case 'subscriptions extend': {
      const sub = await accounts.subscription(idArg());
      if (!sub) throw new Refused(`no subscription ${idArg()}`);
      // From the current expiry, or from now when it has passed or is past what may be stored (the way
      // back from an expiry an older version let through).
      const current = sub.expiresAt !== null && sub.expiresAt <= LATEST_EXPIRY_MS ? sub.expiresAt : Date.now();
      const expiresAt = Math.max(current, Date.now()) + planDays() * DAY_MS;
      await accounts.updateSubscription(sub.id, { expiresAt });
      return { id: sub.id, expires: iso(expiresAt) } satisfies Output<'subscriptions extend'>;
    }
    default:
      throw new UsageError(group ? `unknown command: ${positionals.join(' ')}` : 'a command is required');
  }
}

/** One printed value in a row of a list: the lists commands print hold text, numbers and instants. */
type Cell = string | number | boolean | null | undefined;
const isRows = (v: unknown): v is Record<string, Cell>[] => Array.isArray(v) && v.every((x) => typeof x === 'object');

/** Rows of objects as aligned columns (numbers right-aligned), one line each: a ledger, for instance. */
function table(rows: Record<string, Cell>[]): string {
  if (!rows.length) return '  (none)';
  const keys = Object.keys(rows[0]!);
  const cells = [keys, ...rows.map((r) => keys.map((k) => (r[k] === null || r[k] === undefined ? '' : String(r[k]))))];
  const width = keys.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const numeric = keys.map((k) => rows.every((r) => typeof r[k] === 'number'));
  return cells.map((c) => '  ' + c.map((v, i) => (numeric[i] ? v.padStart(width[i]!) : v.padEnd(width[i]!))).join('  ').trimEnd()).join('\n');
}

function print(result: unknown): void {
  if (values.json) {
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
    return;
  }
  const rows = Array.isArray(result) ? result : [result];
  for (const row of rows) {
    process.stdout.write(Object.entries(row as object).map(([k, v]) => (isRows(v) ? `${k}:\n${table(v)}` : `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : v}`)).join('\n') + '\n\n');
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
    // With Redis, running servers hear of revocations and plan changes at once instead of within a second.
    print(await run(new Accounts(store, config.prices).useCache(undefined, redis ? publisherOnly(redis) : undefined)));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${err instanceof UsageError ? USAGE + '\n' : ''}`);
    process.exitCode = err instanceof UsageError ? 2 : 1;
  } finally {
    await store.close();
    await redis?.quit();
  }
}
