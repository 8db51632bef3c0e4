// Accounts: who is calling, may they call this endpoint, can they pay, and taking the payment.
// Knows nothing of HTTP: it answers with outcomes that the http layer turns into statuses.
import { randomBytes } from 'node:crypto';
import type { CallRecord, Credential, CredentialKind, DailyUsage, LedgerEntry, Session, Store, Subscription, User } from '../store/repository.js';
import type { ChangeFeed, CredentialCache, CredentialChange } from './credential-cache.js';
import { parseEmail } from './email.js';
import { assertStorableExpiry, DAY_MS, MAX_PLAN_DAYS } from './plan-dates.js';
import { planByName, PLANS } from './plans.js';
import { RecentBalances } from './recent-balances.js';
import { then, type Maybe } from '../maybe.js';
import { API_KEY_PREFIX, hashPassword, hashSecret, verifyPassword, newAccessToken, newApiKey, newId, newUserId, newUserNumber, secretPrefix } from './secrets.js';

export interface Caller {
  userId: string;
  credential: Credential;
  /** Set for API-key callers: the plan subscription the key belongs to. */
  subscription: Subscription | null;
}

export type Refusal =
  | { refused: 'unauthorized'; message: string }
  | { refused: 'endpoint_not_in_plan'; message: string }
  | { refused: 'insufficient_balance'; message: string }
  | { refused: 'quota_exceeded'; message: string };

/** An admitted call: who pays, for which endpoint, and how many credits (0 for a plan call). */
export interface Charge {
  caller: Caller;
  endpoint: string;
  credits: number;
}

export interface IssuedSecret {
  id: string;
  secret: string;
  prefix: string;
}

export interface NewAccount {
  user_id: string;
  /** The numeric user ID: what the owner is shown and sends over HTTP Basic (`user_id` works there too). */
  user_number: number;
  email: string;
  subscription_id: string;
  plan: string;
  api_key: string;
  api_key_id: string;
  access_token: string;
  access_token_id: string;
  balance: number;
}

const KEY_IN_TOKEN_HEADER = 'x-service-key takes an access token (ak-…); an API key (key-…) goes in HTTP Basic authentication, your user ID as the user name and the key as the password';

/** Last-used times are written at most this often per credential, to keep a write off most calls. */
const TOUCH_INTERVAL_MS = 60_000;

export const monthPeriod = (ms: number) => new Date(ms).toISOString().slice(0, 7);

export class Accounts {
  private cache?: CredentialCache;
  private feed?: Pick<ChangeFeed, 'publish'>;
  private readonly wallets = new RecentBalances();
  /** Calls left in each plan subscription's quota this month, by subscription id. */
  private readonly quotas = new RecentBalances();
  /** Numeric user IDs by internal id, as Basic authentication has seen them (they never change). */
  private readonly userNumbers = new Map<string, number>();

  constructor(
    private readonly store: Store,
    readonly prices: Readonly<Record<string, number>>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Serve identification from this cache; announce changes on this feed (both optional). */
  useCache(cache: CredentialCache | undefined, feed?: Pick<ChangeFeed, 'publish'>): this {
    this.cache = cache;
    this.feed = feed;
    return this;
  }

  /** Evicts locally at once and tells every other process; a feed outage only delays them (see CredentialCache). */
  private async changed(change: CredentialChange): Promise<void> {
    this.cache?.forget(change);
    await this.feed?.publish(change).catch(() => undefined);
  }

  private credentialByHash(hash: string) {
    return this.cache ? this.cache.credential(hash, () => this.store.credentialByHash(hash)) : this.store.credentialByHash(hash);
  }

  private subscriptionById(id: string) {
    return this.cache ? this.cache.subscription(id, () => this.store.subscriptionById(id)) : this.store.subscriptionById(id);
  }

  /** Cancels a plan subscription or moves its expiry, and announces it so every process stops honouring it. */
  async updateSubscription(id: string, change: { cancelledAt?: number | null; expiresAt?: number | null }): Promise<boolean> {
    assertStorableExpiry(change.expiresAt);
    const done = await this.store.updateSubscription(id, change);
    await this.changed({ subscriptionId: id });
    return done;
  }

  async createAccount(opts: { email: string; password?: string; plan?: string; credits?: number; planDays?: number }): Promise<NewAccount> {
    const plan = planByName(opts.plan ?? 'all');
    if (!plan) throw new Error(`unknown plan "${opts.plan}"; plans: ${PLANS.map((p) => p.name).join(', ')}`);
    const email = parseEmail(opts.email);
    if (!email) throw new Error(`"${opts.email.slice(0, 100)}" is not an email address`);
    if (await this.store.userByEmail(email)) throw new Error(`an account with email ${email} exists`);
    const at = this.now();
    const planDays = opts.planDays ?? 365;
    if (!Number.isSafeInteger(planDays) || planDays < 1 || planDays > MAX_PLAN_DAYS) throw new Error(`a plan runs 1 to ${MAX_PLAN_DAYS} days, not ${planDays}`);
    assertStorableExpiry(at + planDays * DAY_MS);
    const userId = newUserId();
    let number = newUserNumber();
    while (await this.store.userByNumber(number)) number = newUserNumber();
    await this.store.createUser({ id: userId, number, email, passwordHash: opts.password ? await hashPassword(opts.password) : null, createdAt: at });
    const subscriptionId = newId('sub');
    await this.store.createSubscription({
      id: subscriptionId, userId, plan: plan.name, monthlyQuota: plan.defaultMonthlyQuota,
      expiresAt: at + planDays * DAY_MS, cancelledAt: null, createdAt: at,
    });
    const token = await this.createToken(userId);
    const key = await this.createKey(userId, subscriptionId);
    const balance = opts.credits ? await this.store.topUp(userId, opts.credits, 'initial credit', at) : 0;
    return {
      user_id: userId, user_number: number, email, subscription_id: subscriptionId, plan: plan.name,
      api_key: key.secret, api_key_id: key.id, access_token: token.secret, access_token_id: token.id, balance,
    };
  }

  private async issue(userId: string, kind: 'token' | 'key', subscriptionId: string | null, name: string): Promise<IssuedSecret> {
    const secret = kind === 'token' ? newAccessToken() : newApiKey();
    const id = newId(kind === 'token' ? 'tok' : 'key');
    await this.store.createCredential({
      id, userId, kind, name, prefix: secretPrefix(secret), secretHash: hashSecret(secret), subscriptionId, createdAt: this.now(), lastUsedAt: null, revokedAt: null,
    });
    return { id, secret, prefix: secretPrefix(secret) };
  }

  /** A new dashboard password; every session of the user ends. False for an unknown user. */
  async setPassword(userId: string, password: string): Promise<boolean> {
    return this.store.setPassword(userId, await hashPassword(password));
  }

  createToken(userId: string, name = ''): Promise<IssuedSecret> {
    return this.issue(userId, 'token', null, name);
  }

  /** A key on the given subscription, or on the user's newest one. */
  async createKey(userId: string, subscriptionId?: string, name = ''): Promise<IssuedSecret> {
    const subs = await this.store.listSubscriptions(userId);
    const sub = subscriptionId ? subs.find((s) => s.id === subscriptionId) : subs.at(-1);
    if (!sub) throw new Error(`user ${userId} has no such subscription`);
    return this.issue(userId, 'key', sub.id, name);
  }

  /** Revokes a credential; with `userId`, only one of that user's. */
  async revoke(credentialId: string, userId?: string): Promise<boolean> {
    const c = await this.store.credentialById(credentialId);
    if (!c || (userId && c.userId !== userId)) return false;
    const done = await this.store.revokeCredential(credentialId, this.now());
    await this.changed({ credentialHash: c.secretHash });
    return done;
  }

  /** A new secret of the same kind, name and subscription, the old one revoked. */
  async rotate(credentialId: string, userId?: string): Promise<IssuedSecret | undefined> {
    const c = await this.store.credentialById(credentialId);
    if (!c || c.revokedAt !== null || (userId && c.userId !== userId)) return undefined;
    const fresh = await this.issue(c.userId, c.kind, c.subscriptionId, c.name);
    await this.store.revokeCredential(c.id, this.now());
    await this.changed({ credentialHash: c.secretHash });
    return fresh;
  }

  /**
   * Whether a Basic-auth user name names this account: its numeric user ID in canonical decimal, or its
   * internal id. A user's number never changes, so each process reads it from the store once.
   */
  private namesUser(name: string, userId: string): Maybe<boolean> {
    if (name === userId) return true;
    if (!/^[1-9][0-9]{0,15}$/.test(name)) return false;
    const known = this.userNumbers.get(userId);
    if (known !== undefined) return known === Number(name);
    return this.store.userById(userId).then((u) => {
      if (u) this.userNumbers.set(userId, u.number);
      return u?.number === Number(name);
    });
  }

  /** The account a person names by its numeric user ID or its internal id (the CLI takes either). */
  async userNamed(name: string): Promise<User | undefined> {
    return /^[1-9][0-9]{0,15}$/.test(name) ? this.store.userByNumber(Number(name)) : this.store.userById(name);
  }

  /** Resolves the caller; an access token wins when Basic credentials are sent too. At once when the credential cache knows it. */
  identify(sent: { token?: string; basic?: { user: string; key: string } }): Maybe<Caller | Refusal> {
    const unauthorized = (message: string): Refusal => ({ refused: 'unauthorized', message });
    if (sent.token !== undefined) {
      // The header takes access tokens only, as the reference service's does; an API key belongs to a
      // plan and is sent with its user ID. Told by its prefix, so the answer says nothing of the store.
      if (sent.token.startsWith(API_KEY_PREFIX)) return unauthorized(KEY_IN_TOKEN_HEADER);
      return then(this.credentialByHash(hashSecret(sent.token)), (c): Caller | Refusal => {
        if (!c || c.kind !== 'token') return unauthorized('The access token is not valid');
        if (c.revokedAt !== null) return unauthorized('The access token has been revoked');
        return { userId: c.userId, credential: c, subscription: null };
      });
    }
    const { basic } = sent;
    if (basic) {
      return then(this.credentialByHash(hashSecret(basic.key)), (c) => {
        if (!c || c.kind !== 'key') return unauthorized('The user ID and API key do not match');
        return then(this.namesUser(basic.user, c.userId), (same): Maybe<Caller | Refusal> => {
          if (!same) return unauthorized('The user ID and API key do not match');
          if (c.revokedAt !== null) return unauthorized('The API key has been revoked');
          return then(c.subscriptionId ? this.subscriptionById(c.subscriptionId) : undefined, (sub): Caller | Refusal => {
            if (!sub || sub.cancelledAt !== null) return unauthorized('The plan of this API key has been cancelled');
            if (sub.expiresAt !== null && sub.expiresAt <= this.now()) return unauthorized('The plan of this API key has expired');
            return { userId: c.userId, credential: c, subscription: sub };
          });
        });
      });
    }
    return unauthorized('Send an access token in x-service-key, or your user ID and API key with HTTP Basic authentication');
  }

  /**
   * Before any work: may this caller call this endpoint, and can they pay for it? Prices the call once;
   * the charge it answers is what `settle` takes. A wallet (or a plan's quota) seen recently holding
   * ample credit (calls left) is not read again: the conditional debit (or plan-call count) in `settle`
   * is what guarantees no overdraft (or overrun), this only refuses early, so a stale figure can cost
   * at most wasted work, never credits.
   */
  admit(caller: Caller, endpoint: string): Maybe<Charge | Refusal> {
    if (caller.subscription) {
      const plan = planByName(caller.subscription.plan);
      if (!plan?.endpoints.includes(endpoint)) return { refused: 'endpoint_not_in_plan', message: `The ${caller.subscription.plan} plan does not include ${endpoint}` };
      const { id, monthlyQuota: quota } = caller.subscription;
      const charge: Charge = { caller, endpoint, credits: 0 };
      if (quota === null || this.quotas.ample(id, 1, this.now())) return charge;
      return this.store.quotaUsed(id, monthPeriod(this.now())).then((used) => {
        const left = quota - used;
        this.quotas.saw(id, left, this.now());
        return left <= 0 ? this.quotaRefusal(quota) : charge;
      });
    }
    const credits = this.priceOf(endpoint);
    const charge: Charge = { caller, endpoint, credits };
    if (this.wallets.ample(caller.userId, credits, this.now())) return charge;
    return this.store.balance(caller.userId).then((balance) => {
      this.wallets.saw(caller.userId, balance, this.now());
      return balance < credits ? this.balanceRefusal(credits) : charge;
    });
  }

  /** After a successful answer: take the payment (or count the plan call) exactly once. */
  async settle(charge: Charge, requestId: string): Promise<Refusal | null> {
    const { caller, endpoint, credits } = charge;
    const at = this.now();
    const call = { userId: caller.userId, credentialId: caller.credential.id, endpoint, requestId, createdAt: at, credits };
    if (caller.subscription) {
      if (!(await this.store.countPlanCall(call, caller.subscription.id, monthPeriod(at), caller.subscription.monthlyQuota))) {
        this.quotas.forget(caller.subscription.id);
        return this.quotaRefusal(caller.subscription.monthlyQuota ?? 0);
      }
    } else {
      const left = await this.store.debit(call);
      if (left === undefined) {
        this.wallets.forget(caller.userId);
        return this.balanceRefusal(credits);
      }
      this.wallets.saw(caller.userId, left, at);
    }
    if (caller.credential.lastUsedAt === null || at - caller.credential.lastUsedAt > TOUCH_INTERVAL_MS) {
      await this.store.touchCredential(caller.credential.id, at);
      // The credential may be the cached copy: note the touch there too, or every call until the
      // cache refreshes would write it again.
      caller.credential.lastUsedAt = at;
    }
    return null;
  }

  priceOf(endpoint: string): number {
    const price = this.prices[endpoint];
    if (price === undefined) throw new Error(`no price for endpoint ${endpoint}`);
    return price;
  }

  private balanceRefusal(price: number): Refusal {
    return { refused: 'insufficient_balance', message: `This call costs ${price} credits and the wallet holds fewer; top it up to continue` };
  }

  private quotaRefusal(quota: number): Refusal {
    return { refused: 'quota_exceeded', message: `The plan's quota of ${quota} calls this month is used up` };
  }

  // Reading and managing account data for the dashboard and the CLI: the store is reached only here.

  hasAccounts = async (): Promise<boolean> => (await this.store.countUsers()) > 0;
  user = (userId: string): Promise<User | undefined> => this.store.userById(userId);
  users = (): Promise<User[]> => this.store.listUsers();
  subscription = (id: string): Promise<Subscription | undefined> => this.store.subscriptionById(id);
  subscriptions = (userId: string): Promise<Subscription[]> => this.store.listSubscriptions(userId);
  credentials = (userId: string, kind?: CredentialKind): Promise<Credential[]> => this.store.listCredentials(userId, kind);
  balance = (userId: string): Promise<number> => this.store.balance(userId);
  ledger = (userId: string, limit: number): Promise<LedgerEntry[]> => this.store.ledger(userId, limit);
  callsPage = (userId: string, limit: number, offset: number): Promise<CallRecord[]> => this.store.callsPage(userId, limit, offset);
  countCalls = (userId: string): Promise<number> => this.store.countCalls(userId);

  /** One of the user's credentials, or undefined when there is no such credential or it is another user's. */
  async credential(id: string, userId: string): Promise<Credential | undefined> {
    const c = await this.store.credentialById(id);
    return c?.userId === userId ? c : undefined;
  }

  rename(credentialId: string, userId: string, name: string): Promise<boolean> {
    return this.store.renameCredential(credentialId, userId, name);
  }

  /** Calls used this calendar month (UTC) on a plan subscription. */
  quotaUsed(subscriptionId: string): Promise<number> {
    return this.store.quotaUsed(subscriptionId, monthPeriod(this.now()));
  }

  /** Calls and credits per endpoint for each of the last `days` UTC days, today included. */
  usage(userId: string, days: number): Promise<DailyUsage[]> {
    const today = Math.floor(this.now() / DAY_MS);
    return this.store.dailyUsage(userId, (today - days + 1) * DAY_MS);
  }

  /** Adds credits to the wallet (a top-up, or a refund of what calls took); the new balance. */
  credit(userId: string, amount: number, note: string, kind: 'topup' | 'refund' = 'topup'): Promise<number> {
    return this.store.topUp(userId, amount, note, this.now(), kind);
  }

  /** The user whose email and password these are, or undefined. */
  async signIn(email: string, password: string): Promise<User | undefined> {
    const user = await this.store.userByEmail(email);
    return user && (await verifyPassword(password, user.passwordHash)) ? user : undefined;
  }

  /** A new dashboard session: the id goes to the browser, only its hash is stored. */
  async startSession(userId: string, lifetimeMs: number): Promise<{ id: string; session: Session }> {
    const id = randomBytes(32).toString('base64url');
    const session = { idHash: hashSecret(id), userId, csrfToken: randomBytes(24).toString('base64url'), expiresAt: this.now() + lifetimeMs };
    await this.store.createSession(session);
    return { id, session };
  }

  /** The live session with this id, if any. */
  async session(id: string): Promise<Session | undefined> {
    const s = await this.store.sessionByHash(hashSecret(id));
    return s && s.expiresAt > this.now() ? s : undefined;
  }

  endSession(session: Session): Promise<void> {
    return this.store.deleteSession(session.idHash);
  }

  /** Replaces the password if `current` is right; every session of the user ends. */
  async changePassword(userId: string, current: string, next: string): Promise<boolean> {
    const user = await this.store.userById(userId);
    if (!user || !(await verifyPassword(current, user.passwordHash))) return false;
    return this.setPassword(userId, next);
  }
}
