// Email addresses as account names: one spelling per person, so `EVE@x` and `eve@x` are one account.

/** Longer than any address (RFC 5321 caps a path at 256 octets, so an address at 254 characters). */
export const MAX_EMAIL_LENGTH = 254;

// local@domain: no spaces, one @, a local part of at most 64 characters (RFC 5321 §4.5.3.1.1), and a
// domain of letter, digit and hyphen labels (a bare host name such as `localhost` included).
const EMAIL = /^[^\s@]{1,64}@(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The stored spelling: trimmed and lower-case (domains ignore case; no mail system we know of uses case in the local part). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The normalised address, or undefined when it is not one. */
export function parseEmail(email: string): string | undefined {
  if (email.length > MAX_EMAIL_LENGTH + 64) return undefined; // before any work on a huge string
  const e = normaliseEmail(email);
  return e.length <= MAX_EMAIL_LENGTH && EMAIL.test(e) ? e : undefined;
}
