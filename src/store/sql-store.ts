// Every Store method, written once in SQL both dialects accept; the dialects differ only in how they
// execute statements and transactions (sqlite.ts, postgres.ts).
import { dialectSql, MIGRATIONS } from './migrations.js';
import type { CallRecord, Credential, CredentialKind, DailyUsage, LedgerEntry, PalmImageKind, PalmReadingRecord, PdfReportRecord, Session, Store, Subscription, User } from './repository.js';

export type Row = Record<string, unknown>;

/** Rows per multi-row insert of a debit batch: far below both dialects' parameter limits, and few distinct statements to prepare. */
const ROWS_PER_INSERT = 100;

/** Runs statements written with `?` placeholders. */
export interface Executor {
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Returns the number of rows changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
}

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const toUser = (r: Row): User => ({ id: String(r.id), number: num(r.number), email: String(r.email), passwordHash: (r.password_hash as string | null) ?? null, createdAt: num(r.created_at) });
const toSubscription = (r: Row): Subscription => ({
  id: String(r.id), userId: String(r.user_id), plan: String(r.plan), monthlyQuota: numOrNull(r.monthly_quota),
  expiresAt: numOrNull(r.expires_at), cancelledAt: numOrNull(r.cancelled_at), createdAt: num(r.created_at),
});
const toCredential = (r: Row): Credential => ({
  id: String(r.id), userId: String(r.user_id), kind: r.kind as CredentialKind, name: (r.name as string | null) ?? '', prefix: String(r.prefix), secretHash: String(r.secret_hash),
  subscriptionId: (r.subscription_id as string | null) ?? null, createdAt: num(r.created_at), lastUsedAt: numOrNull(r.last_used_at), revokedAt: numOrNull(r.revoked_at),
});
const toPalmReading = (r: Row): PalmReadingRecord => ({
  id: String(r.id), userId: String(r.user_id), birthDate: String(r.birth_date), gender: (r.gender as string | null) ?? null,
  width: num(r.width), height: num(r.height), model: String(r.model), lines: String(r.lines), originalType: String(r.original_type), hand: (r.hand as string | null) ?? null, createdAt: num(r.created_at),
});
const toCall = (r: Row): CallRecord => ({
  userId: String(r.user_id), credentialId: String(r.credential_id), endpoint: String(r.endpoint), credits: num(r.credits), requestId: String(r.request_id), createdAt: num(r.created_at),
});

export abstract class SqlStore implements Store {
  abstract readonly kind: 'sqlite' | 'postgres';
  protected abstract exec: Executor;
  /**
   * Runs `fn` in one transaction. Every commit survives a killed process; a `durable` one also survives
   * power loss (PostgreSQL's commits always do; SQLite in WAL mode with synchronous NORMAL syncs only at
   * checkpoints, so an unsynced debit could be lost, in the caller's favour, but never a top-up).
   */
  protected abstract transaction<T>(fn: (tx: Executor) => Promise<T>, durable?: boolean): Promise<T>;
  abstract close(): Promise<void>;

  /** Serialises migrations across processes (SQLite's BEGIN IMMEDIATE already does). */
  protected abstract lockForMigration(tx: Executor): Promise<void>;

  async migrate(): Promise<void> {
    await this.transaction(async (tx) => {
      await this.lockForMigration(tx);
      await tx.run('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)');
      const applied = new Set((await tx.all('SELECT id FROM schema_migrations')).map((r) => num(r.id)));
      for (const m of MIGRATIONS.filter((x) => !applied.has(x.id))) {
        await m.before?.(tx);
        for (const statement of dialectSql(m.sql, this.kind).split(';').map((s) => s.trim()).filter(Boolean)) await tx.run(statement);
        await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [m.id, Date.now()]);
      }
    });
  }

  async createUser(u: User): Promise<void> {
    await this.transaction(async (tx) => {
      await tx.run('INSERT INTO users (id, number, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?)', [u.id, u.number, u.email, u.passwordHash, u.createdAt]);
      await tx.run('INSERT INTO wallets (user_id, balance) VALUES (?, 0)', [u.id]);
    });
  }
  async userById(id: string) { return (await this.exec.all('SELECT * FROM users WHERE id = ?', [id])).map(toUser)[0]; }
  async userByEmail(email: string) { return (await this.exec.all('SELECT * FROM users WHERE email = ?', [email])).map(toUser)[0]; }
  async userByNumber(number: number) { return (await this.exec.all('SELECT * FROM users WHERE number = ?', [number])).map(toUser)[0]; }
  async setPassword(userId: string, passwordHash: string): Promise<boolean> {
    return this.transaction(async (tx) => {
      const changed = await tx.run('UPDATE users SET password_hash = ? WHERE id = ?', [passwordHash, userId]);
      await tx.run('DELETE FROM sessions WHERE user_id = ?', [userId]);
      return changed > 0;
    });
  }

  async listUsers() { return (await this.exec.all('SELECT * FROM users ORDER BY created_at, id')).map(toUser); }
  async countUsers() { return num((await this.exec.all('SELECT COUNT(*) AS n FROM users'))[0]!.n); }

  async createSubscription(s: Subscription): Promise<void> {
    await this.exec.run(
      'INSERT INTO subscriptions (id, user_id, plan, monthly_quota, expires_at, cancelled_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [s.id, s.userId, s.plan, s.monthlyQuota, s.expiresAt, s.cancelledAt, s.createdAt],
    );
  }
  async subscriptionById(id: string) { return (await this.exec.all('SELECT * FROM subscriptions WHERE id = ?', [id])).map(toSubscription)[0]; }
  async listSubscriptions(userId: string) { return (await this.exec.all('SELECT * FROM subscriptions WHERE user_id = ? ORDER BY created_at', [userId])).map(toSubscription); }
  async updateSubscription(id: string, change: { cancelledAt?: number | null; expiresAt?: number | null }): Promise<boolean> {
    const sets = Object.entries({ cancelled_at: change.cancelledAt, expires_at: change.expiresAt }).filter(([, v]) => v !== undefined);
    if (!sets.length) return false;
    return (await this.exec.run(`UPDATE subscriptions SET ${sets.map(([k]) => `${k} = ?`).join(', ')} WHERE id = ?`, [...sets.map(([, v]) => v), id])) === 1;
  }

  async createCredential(c: Credential): Promise<void> {
    await this.exec.run(
      'INSERT INTO credentials (id, user_id, kind, name, prefix, secret_hash, subscription_id, created_at, last_used_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [c.id, c.userId, c.kind, c.name, c.prefix, c.secretHash, c.subscriptionId, c.createdAt, c.lastUsedAt, c.revokedAt],
    );
  }
  async credentialByHash(h: string) { return (await this.exec.all('SELECT * FROM credentials WHERE secret_hash = ?', [h])).map(toCredential)[0]; }
  async credentialById(id: string) { return (await this.exec.all('SELECT * FROM credentials WHERE id = ?', [id])).map(toCredential)[0]; }
  async listCredentials(userId: string, kind?: CredentialKind) {
    const rows = kind
      ? await this.exec.all('SELECT * FROM credentials WHERE user_id = ? AND kind = ? ORDER BY created_at, id', [userId, kind])
      : await this.exec.all('SELECT * FROM credentials WHERE user_id = ? ORDER BY created_at, id', [userId]);
    return rows.map(toCredential);
  }
  async revokeCredential(id: string, at: number) { return (await this.exec.run('UPDATE credentials SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [at, id])) === 1; }
  async touchCredential(id: string, at: number) { await this.exec.run('UPDATE credentials SET last_used_at = ? WHERE id = ?', [at, id]); }

  async topUp(userId: string, amount: number, note: string | null, at: number, kind: 'topup' | 'refund' = 'topup'): Promise<number> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('a top-up or refund is a positive whole number of credits');
    return this.transaction(async (tx) => {
      if ((await tx.run('UPDATE wallets SET balance = balance + ? WHERE user_id = ?', [amount, userId])) !== 1) throw new Error(`no wallet for user ${userId}`);
      await tx.run('INSERT INTO ledger (user_id, kind, amount, note, created_at) VALUES (?, ?, ?, ?, ?)', [userId, kind, amount, note, at]);
      return num((await tx.all('SELECT balance FROM wallets WHERE user_id = ?', [userId]))[0]!.balance);
    }, true);
  }

  private async recordCall(tx: Executor, c: CallRecord): Promise<void> {
    await tx.run('INSERT INTO calls (user_id, credential_id, endpoint, credits, request_id, created_at) VALUES (?, ?, ?, ?, ?, ?)', [c.userId, c.credentialId, c.endpoint, c.credits, c.requestId, c.createdAt]);
  }

  /** One conditional debit: the balance left, or undefined when the wallet holds less than `credits`. */
  private async debitWallet(tx: Executor, userId: string, credits: number): Promise<number | undefined> {
    const [row] = await tx.all('UPDATE wallets SET balance = balance - ? WHERE user_id = ? AND balance >= ? RETURNING balance', [credits, userId, credits]);
    return row ? num(row.balance) : undefined;
  }

  /**
   * Debits in order, as if each were its own conditional update (concurrent debits serialise on the
   * wallet row and none can overdraw it), then the ledger entries and call records of those that were
   * paid in one multi-row statement each, rather than two statements per debit. Answers each balance
   * left. A user's consecutive debits are first tried as one update of their sum: when the wallet
   * covers the sum, every one of them would have been paid in turn, and each balance left follows by
   * adding back the debits after it; when it does not, they are taken one by one.
   */
  private async debitAll(tx: Executor, calls: CallRecord[]): Promise<(number | undefined)[]> {
    const left: (number | undefined)[] = [];
    for (let start = 0; start < calls.length;) {
      let end = start + 1;
      let sum = calls[start]!.credits;
      while (end < calls.length && calls[end]!.userId === calls[start]!.userId) sum += calls[end++]!.credits;
      const after = end - start > 1 ? await this.debitWallet(tx, calls[start]!.userId, sum) : undefined;
      if (after !== undefined) {
        let balance = after + sum;
        for (let i = start; i < end; i++) left.push((balance -= calls[i]!.credits));
      } else {
        for (let i = start; i < end; i++) left.push(await this.debitWallet(tx, calls[i]!.userId, calls[i]!.credits));
      }
      start = end;
    }
    const paid = calls.filter((_, i) => left[i] !== undefined);
    for (let at = 0; at < paid.length; at += ROWS_PER_INSERT) {
      const chunk = paid.slice(at, at + ROWS_PER_INSERT);
      const rows = (n: number) => Array.from(chunk, () => `(${Array(n).fill('?').join(', ')})`).join(', ');
      await tx.run(`INSERT INTO ledger (user_id, kind, amount, note, created_at) VALUES ${rows(5)}`, chunk.flatMap((c) => [c.userId, 'debit', -c.credits, `${c.endpoint} ${c.requestId}`, c.createdAt]));
      await tx.run(`INSERT INTO calls (user_id, credential_id, endpoint, credits, request_id, created_at) VALUES ${rows(6)}`, chunk.flatMap((c) => [c.userId, c.credentialId, c.endpoint, c.credits, c.requestId, c.createdAt]));
    }
    return left;
  }

  private pendingDebits: { call: CallRecord; resolve: (left: number | undefined) => void; reject: (err: unknown) => void }[] = [];

  /**
   * Group commit: debits that arrive in the same turn of the event loop share one transaction (the
   * commit is most of a debit's cost), each still its own conditional update. Batches take wallet rows
   * in user order so two nodes' batches cannot deadlock; if a batch fails, each debit is retried alone.
   */
  debit(call: CallRecord): Promise<number | undefined> {
    return new Promise((resolve, reject) => {
      this.pendingDebits.push({ call, resolve, reject });
      if (this.pendingDebits.length === 1) setImmediate(() => void this.flushDebits());
    });
  }

  private async flushDebits(): Promise<void> {
    const batch = this.pendingDebits.splice(0).sort((a, b) => (a.call.userId < b.call.userId ? -1 : a.call.userId > b.call.userId ? 1 : 0));
    try {
      const results = await this.transaction((tx) => this.debitAll(tx, batch.map((d) => d.call)));
      batch.forEach((d, i) => d.resolve(results[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const d of batch) this.transaction((tx) => this.debitAll(tx, [d.call])).then(([left]) => d.resolve(left), d.reject);
    }
  }

  async countPlanCall(c: CallRecord, subscriptionId: string, period: string, quota: number | null): Promise<boolean> {
    return this.transaction(async (tx) => {
      await tx.run('INSERT INTO quota_usage (subscription_id, period, used) VALUES (?, ?, 0) ON CONFLICT (subscription_id, period) DO NOTHING', [subscriptionId, period]);
      const changed = quota === null
        ? await tx.run('UPDATE quota_usage SET used = used + 1 WHERE subscription_id = ? AND period = ?', [subscriptionId, period])
        : await tx.run('UPDATE quota_usage SET used = used + 1 WHERE subscription_id = ? AND period = ? AND used < ?', [subscriptionId, period, quota]);
      if (changed !== 1) return false;
      await this.recordCall(tx, c);
      return true;
    });
  }

  async quotaUsed(subscriptionId: string, period: string) {
    return num((await this.exec.all('SELECT used FROM quota_usage WHERE subscription_id = ? AND period = ?', [subscriptionId, period]))[0]?.used ?? 0);
  }
  async balance(userId: string) { return num((await this.exec.all('SELECT balance FROM wallets WHERE user_id = ?', [userId]))[0]?.balance ?? 0); }
  async ledger(userId: string, limit: number): Promise<LedgerEntry[]> {
    return (await this.exec.all('SELECT * FROM ledger WHERE user_id = ? ORDER BY id DESC LIMIT ?', [userId, limit])).map((r) => ({
      id: num(r.id), userId: String(r.user_id), kind: r.kind as LedgerEntry['kind'], amount: num(r.amount), note: (r.note as string | null) ?? null, createdAt: num(r.created_at),
    }));
  }
  async ledgerSum(userId: string) { return num((await this.exec.all('SELECT COALESCE(SUM(amount), 0) AS s FROM ledger WHERE user_id = ?', [userId]))[0]!.s); }
  async recentCalls(userId: string, limit: number) { return (await this.exec.all('SELECT * FROM calls WHERE user_id = ? ORDER BY id DESC LIMIT ?', [userId, limit])).map(toCall); }

  async createSession(s: Session) {
    await this.transaction(async (tx) => {
      // Expired sessions are refused on lookup; clearing them at each sign-in keeps the table small.
      await tx.run('DELETE FROM sessions WHERE expires_at < ?', [Date.now()]);
      await tx.run('INSERT INTO sessions (id_hash, user_id, csrf_token, expires_at) VALUES (?, ?, ?, ?)', [s.idHash, s.userId, s.csrfToken, s.expiresAt]);
    });
  }
  async sessionByHash(h: string): Promise<Session | undefined> {
    const r = (await this.exec.all('SELECT * FROM sessions WHERE id_hash = ?', [h]))[0];
    return r && { idHash: String(r.id_hash), userId: String(r.user_id), csrfToken: String(r.csrf_token), expiresAt: num(r.expires_at) };
  }
  async deleteSession(h: string) { await this.exec.run('DELETE FROM sessions WHERE id_hash = ?', [h]); }

  async createPalmReading(r: PalmReadingRecord): Promise<void> {
    await this.exec.run(
      'INSERT INTO palm_readings (id, user_id, birth_date, gender, width, height, model, lines, original_type, hand, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [r.id, r.userId, r.birthDate, r.gender, r.width, r.height, r.model, r.lines, r.originalType, r.hand, r.createdAt],
    );
  }
  async palmReading(id: string) { return (await this.exec.all('SELECT * FROM palm_readings WHERE id = ?', [id])).map(toPalmReading)[0]; }
  async putPalmImage(readingId: string, kind: PalmImageKind, bytes: Buffer): Promise<void> {
    await this.exec.run('INSERT INTO palm_images (reading_id, kind, bytes) VALUES (?, ?, ?)', [readingId, kind, bytes]);
  }
  async palmImage(readingId: string, kind: PalmImageKind): Promise<Buffer | undefined> {
    const row = (await this.exec.all('SELECT bytes FROM palm_images WHERE reading_id = ? AND kind = ?', [readingId, kind]))[0];
    return row ? Buffer.from(row.bytes as Uint8Array) : undefined;
  }
  async deletePalmReadingsBefore(cutoffMs: number): Promise<string[]> {
    return this.transaction(async (tx) => {
      const ids = (await tx.all('SELECT id FROM palm_readings WHERE created_at < ?', [cutoffMs])).map((r) => String(r.id));
      await tx.run('DELETE FROM palm_images WHERE reading_id IN (SELECT id FROM palm_readings WHERE created_at < ?)', [cutoffMs]);
      await tx.run('DELETE FROM palm_readings WHERE created_at < ?', [cutoffMs]);
      return ids;
    });
  }

  async putPdfReport(r: PdfReportRecord): Promise<void> {
    await this.exec.run('INSERT INTO pdf_reports (id, user_id, created_at, bytes) VALUES (?, ?, ?, ?)', [r.id, r.userId, r.createdAt, r.bytes]);
  }
  async pdfReport(id: string): Promise<PdfReportRecord | undefined> {
    const r = (await this.exec.all('SELECT * FROM pdf_reports WHERE id = ?', [id]))[0];
    return r && { id: String(r.id), userId: String(r.user_id), createdAt: num(r.created_at), bytes: Buffer.from(r.bytes as Uint8Array) };
  }
  async deletePdfReportsBefore(cutoffMs: number): Promise<number> {
    return this.exec.run('DELETE FROM pdf_reports WHERE created_at < ?', [cutoffMs]);
  }

  async settingOrInit(name: string, proposed: string): Promise<string> {
    await this.exec.run('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [name, proposed]);
    return String((await this.exec.all('SELECT value FROM settings WHERE name = ?', [name]))[0]!.value);
  }

  async renameCredential(id: string, userId: string, name: string): Promise<boolean> {
    return (await this.exec.run('UPDATE credentials SET name = ? WHERE id = ? AND user_id = ?', [name, id, userId])) === 1;
  }
  async callsPage(userId: string, limit: number, offset: number) {
    return (await this.exec.all('SELECT * FROM calls WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?', [userId, limit, offset])).map(toCall);
  }
  async countCalls(userId: string) { return num((await this.exec.all('SELECT COUNT(*) AS n FROM calls WHERE user_id = ?', [userId]))[0]!.n); }
  async dailyUsage(userId: string, sinceMs: number): Promise<DailyUsage[]> {
    // Integer division of two integers truncates in both dialects; times are never negative.
    const rows = await this.exec.all(
      'SELECT created_at / 86400000 AS day, endpoint, COUNT(*) AS calls, COALESCE(SUM(credits), 0) AS credits FROM calls WHERE user_id = ? AND created_at >= ? GROUP BY created_at / 86400000, endpoint ORDER BY day, endpoint',
      [userId, sinceMs],
    );
    return rows.map((r) => ({ day: num(r.day), endpoint: String(r.endpoint), calls: num(r.calls), credits: num(r.credits) }));
  }
}
