// Which store errors mean "the database cannot be reached, or not in time, right now" (retry later) rather than a bug.

// PostgreSQL SQLSTATE classes and codes: 08 connection exception; 57P01-57P03 shutdown and start-up;
// 53 insufficient resources.
const PG_UNAVAILABLE = /^(08|53|57P0[123])/;
const NODE_NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

export function isStoreUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NODE_NETWORK.has(code) || PG_UNAVAILABLE.test(code) || code === 'SQLITE_BUSY')) return true;
  const message = (err as { message?: unknown }).message;
  // pg's own wording when a pooled connection dies or the pool cannot connect in time.
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|is not queryable/.test(message);
}
