// One list of migrations for both stores. `{{id}}` becomes each dialect's auto-increment key and
// `{{blob}}` its byte-string type; the rest
// is SQL both SQLite and PostgreSQL accept. Applied in order, once, recorded in schema_migrations.
// `before` runs first in the same transaction, for data changes plain SQL cannot make or check.
import { normaliseEmail } from '../accounts/email.js';
import { newUserNumber } from '../accounts/secrets.js';

type Statements = { all(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>; run(sql: string, params?: unknown[]): Promise<number> };

/** Emails become lower-case, unless two accounts differ only in case: then nothing changes and the operator is told which. */
async function lowerCaseEmails(tx: Statements): Promise<void> {
  const users = await tx.all('SELECT id, email FROM users ORDER BY created_at, id');
  const byEmail = new Map<string, { id: string; email: string }[]>();
  for (const u of users) {
    const key = normaliseEmail(String(u.email));
    byEmail.set(key, [...(byEmail.get(key) ?? []), { id: String(u.id), email: String(u.email) }]);
  }
  const clashes = [...byEmail.values()].filter((group) => group.length > 1);
  if (clashes.length) {
    const named = clashes.map((group) => group.map((u) => `${u.id} <${u.email}>`).join(' and ')).join('; ');
    throw new Error(`emails are now one account per address whatever the case, but these accounts share one: ${named}. Change the email of all but one in each group (or remove them), then start again; nothing was changed`);
  }
  for (const [email, [u]] of byEmail) if (u!.email !== email) await tx.run('UPDATE users SET email = ? WHERE id = ?', [email, u!.id]);
}

/** Every account made before user numbers existed gets one, distinct from every other. */
async function numberUsers(tx: Statements): Promise<void> {
  const taken = new Set<number>();
  for (const u of await tx.all('SELECT id FROM users WHERE number IS NULL ORDER BY created_at, id')) {
    let n = newUserNumber();
    while (taken.has(n)) n = newUserNumber();
    taken.add(n);
    await tx.run('UPDATE users SET number = ? WHERE id = ?', [n, u.id]);
  }
}

export const MIGRATIONS: readonly { id: number; sql: string; before?: (tx: Statements) => Promise<void> }[] = [
  {
    id: 1,
    sql: `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  created_at BIGINT NOT NULL
);
CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  plan TEXT NOT NULL,
  monthly_quota INTEGER,
  expires_at BIGINT,
  cancelled_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE TABLE credentials (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('token', 'key')),
  prefix TEXT NOT NULL,
  secret_hash TEXT NOT NULL UNIQUE,
  subscription_id TEXT REFERENCES subscriptions(id),
  created_at BIGINT NOT NULL,
  last_used_at BIGINT,
  revoked_at BIGINT
);
CREATE INDEX credentials_user ON credentials(user_id);
CREATE TABLE wallets (
  user_id TEXT PRIMARY KEY REFERENCES users(id),
  balance BIGINT NOT NULL CHECK (balance >= 0)
);
CREATE TABLE ledger (
  id {{id}},
  user_id TEXT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('topup', 'debit', 'refund')),
  amount BIGINT NOT NULL,
  note TEXT,
  created_at BIGINT NOT NULL
);
CREATE INDEX ledger_user ON ledger(user_id, id);
CREATE TABLE calls (
  id {{id}},
  user_id TEXT NOT NULL REFERENCES users(id),
  credential_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  credits INTEGER NOT NULL,
  request_id TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX calls_user ON calls(user_id, id);
CREATE TABLE quota_usage (
  subscription_id TEXT NOT NULL REFERENCES subscriptions(id),
  period TEXT NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (subscription_id, period)
);
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  csrf_token TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);`,
  },
  {
    id: 2,
    sql: `
CREATE TABLE palm_readings (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  birth_date TEXT NOT NULL,
  gender TEXT,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  model TEXT NOT NULL,
  lines TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX palm_readings_user ON palm_readings(user_id, created_at);
-- Images are written before their reading's record (a record never points at missing images), so no
-- foreign key: a failure between the two leaves only unreferenced image rows.
CREATE TABLE palm_images (
  reading_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('original', 'overlay')),
  bytes {{blob}} NOT NULL,
  PRIMARY KEY (reading_id, kind)
);
CREATE TABLE settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);`,
  },
  {
    id: 3,
    // Originals are kept as uploaded (JPEG or PNG); earlier ones were stored as PNG. The index serves the
    // retention sweep (PALM_RETENTION_DAYS), which deletes by age.
    sql: `
ALTER TABLE palm_readings ADD COLUMN original_type TEXT NOT NULL DEFAULT 'image/png';
CREATE INDEX palm_readings_created ON palm_readings(created_at);`,
  },
  {
    id: 4,
    before: lowerCaseEmails,
    sql: `CREATE UNIQUE INDEX users_email_any_case ON users (lower(email))`,
  },
  {
    id: 5,
    // The hand's side and 21 landmarks, JSON; readings made before have none.
    sql: `ALTER TABLE palm_readings ADD COLUMN hand TEXT`,
  },
  {
    id: 6,
    // Names tell tokens and keys apart in the dashboard; the index serves its 30-day usage chart.
    sql: `
ALTER TABLE credentials ADD COLUMN name TEXT NOT NULL DEFAULT '';
CREATE INDEX calls_user_time ON calls(user_id, created_at)`,
  },
  {
    id: 7,
    // Numeric user IDs for HTTP Basic (see User.number); the next migration numbers the existing accounts.
    sql: `ALTER TABLE users ADD COLUMN number BIGINT`,
  },
  {
    id: 8,
    before: numberUsers,
    sql: `CREATE UNIQUE INDEX users_number ON users (number)`,
  },
  {
    id: 9,
    // PDF reports, kept in the store on both dialects (a report is tens of KB) so that any node serves any
    // report's link; the index serves the retention sweep (PDF_RETENTION_DAYS).
    sql: `
CREATE TABLE pdf_reports (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id),
  created_at BIGINT NOT NULL,
  bytes {{blob}} NOT NULL
);
CREATE INDEX pdf_reports_created ON pdf_reports(created_at)`,
  },
];

export function dialectSql(sql: string, dialect: 'sqlite' | 'postgres'): string {
  return sql
    .replaceAll('{{id}}', dialect === 'sqlite' ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY')
    .replaceAll('{{blob}}', dialect === 'sqlite' ? 'BLOB' : 'BYTEA');
}
