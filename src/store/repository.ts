// The repository interface every store implements. Times are epoch milliseconds; money is integer credits.

export interface User {
  id: string;
  /** The numeric user ID clients send over HTTP Basic (the hosted service's IDs are numbers; its SDK sends `+userId`). */
  number: number;
  email: string;
  passwordHash: string | null;
  createdAt: number;
}

export type CredentialKind = 'token' | 'key';

export interface Credential {
  id: string;
  userId: string;
  kind: CredentialKind;
  /** The holder's label for it ('' when none was given). */
  name: string;
  /** The visible start of the secret, for recognising it in the dashboard. */
  prefix: string;
  secretHash: string;
  /** API keys belong to a subscription; tokens do not. */
  subscriptionId: string | null;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

export interface Subscription {
  id: string;
  userId: string;
  plan: string;
  /** Calls per calendar month (UTC), or null for unlimited. */
  monthlyQuota: number | null;
  expiresAt: number | null;
  cancelledAt: number | null;
  createdAt: number;
}

export type LedgerKind = 'topup' | 'debit' | 'refund';

export interface LedgerEntry {
  id: number;
  userId: string;
  kind: LedgerKind;
  /** Signed: positive for top-ups and refunds, negative for debits. */
  amount: number;
  note: string | null;
  createdAt: number;
}

/** A billed call, whichever credential paid for it. */
export interface CallRecord {
  userId: string;
  credentialId: string;
  endpoint: string;
  /** Credits taken from the wallet; 0 for a call on a plan. */
  credits: number;
  requestId: string;
  createdAt: number;
}

export interface Session {
  idHash: string;
  userId: string;
  csrfToken: string;
  expiresAt: number;
}

/** A palm reading's record; its images are kept apart (see palm-readings/image-store.ts). */
export interface PalmReadingRecord {
  id: string;
  userId: string;
  /** YYYY-MM-DD as given. */
  birthDate: string;
  gender: string | null;
  width: number;
  height: number;
  /** processing_model of the pipeline that read it. */
  model: string;
  /** The detected lines, as JSON text (the palmistry module's PalmLine list). */
  lines: string;
  /** The original's media type: it is kept as uploaded (image/jpeg or image/png). */
  originalType: string;
  /** The hand's side and landmarks, as JSON text (the palmistry module's HandPose); null for older readings. */
  hand: string | null;
  createdAt: number;
}

export type PalmImageKind = 'original' | 'overlay';

/** A PDF report made for an account (pdf_reports). */
export interface PdfReportRecord {
  id: string;
  userId: string;
  createdAt: number;
  bytes: Buffer;
}

/** Calls and credits of one endpoint on one UTC day (days since 1970-01-01). */
export interface DailyUsage {
  day: number;
  endpoint: string;
  calls: number;
  credits: number;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;

  createUser(user: User): Promise<void>;
  userById(id: string): Promise<User | undefined>;
  userByEmail(email: string): Promise<User | undefined>;
  userByNumber(number: number): Promise<User | undefined>;
  listUsers(): Promise<User[]>;
  /** Replaces the dashboard password and ends the user's sessions; false for an unknown user. */
  setPassword(userId: string, passwordHash: string): Promise<boolean>;
  countUsers(): Promise<number>;

  createSubscription(s: Subscription): Promise<void>;
  subscriptionById(id: string): Promise<Subscription | undefined>;
  listSubscriptions(userId: string): Promise<Subscription[]>;
  updateSubscription(id: string, change: { cancelledAt?: number | null; expiresAt?: number | null }): Promise<boolean>;

  createCredential(c: Credential): Promise<void>;
  credentialByHash(secretHash: string): Promise<Credential | undefined>;
  credentialById(id: string): Promise<Credential | undefined>;
  listCredentials(userId: string, kind?: CredentialKind): Promise<Credential[]>;
  revokeCredential(id: string, at: number): Promise<boolean>;

  /** Adds credits (positive) with a ledger entry of that kind; returns the new balance. */
  topUp(userId: string, amount: number, note: string | null, at: number, kind?: 'topup' | 'refund'): Promise<number>;
  /**
   * Takes `call.credits` from the wallet only if the balance covers it, writing the ledger entry and
   * the call record in the same transaction, and answers the balance left. Undefined, with nothing
   * written, when the balance does not cover it.
   */
  debit(call: CallRecord): Promise<number | undefined>;
  /** Counts a plan call against the month's quota if any remains, recording the call; false otherwise. */
  countPlanCall(call: CallRecord, subscriptionId: string, period: string, quota: number | null): Promise<boolean>;
  quotaUsed(subscriptionId: string, period: string): Promise<number>;
  balance(userId: string): Promise<number>;
  ledger(userId: string, limit: number): Promise<LedgerEntry[]>;
  ledgerSum(userId: string): Promise<number>;
  recentCalls(userId: string, limit: number): Promise<CallRecord[]>;
  touchCredential(id: string, at: number): Promise<void>;

  createSession(s: Session): Promise<void>;
  sessionByHash(idHash: string): Promise<Session | undefined>;
  deleteSession(idHash: string): Promise<void>;

  createPalmReading(r: PalmReadingRecord): Promise<void>;
  palmReading(id: string): Promise<PalmReadingRecord | undefined>;
  putPalmImage(readingId: string, kind: PalmImageKind, bytes: Buffer): Promise<void>;
  palmImage(readingId: string, kind: PalmImageKind): Promise<Buffer | undefined>;
  /** Deletes the readings created before `cutoffMs` with their image rows, in one transaction; answers their ids. */
  deletePalmReadingsBefore(cutoffMs: number): Promise<string[]>;

  putPdfReport(r: PdfReportRecord): Promise<void>;
  pdfReport(id: string): Promise<PdfReportRecord | undefined>;
  /** Deletes the PDF reports created before `cutoffMs`; answers how many. */
  deletePdfReportsBefore(cutoffMs: number): Promise<number>;

  /** The stored value of a setting, storing `proposed` first if there is none (first writer wins across nodes). */
  settingOrInit(name: string, proposed: string): Promise<string>;

  /** Renames one of the user's credentials; false when it is not theirs. */
  renameCredential(id: string, userId: string, name: string): Promise<boolean>;
  /** Calls newest first, `limit` of them after skipping `offset`. */
  callsPage(userId: string, limit: number, offset: number): Promise<CallRecord[]>;
  countCalls(userId: string): Promise<number>;
  /** Calls and credits per UTC day and endpoint, for calls at or after `sinceMs`. */
  dailyUsage(userId: string, sinceMs: number): Promise<DailyUsage[]>;
}
