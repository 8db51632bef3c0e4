// Secrets: random credentials shown once and stored only as hashes; passwords hashed with scrypt.
import { hash, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

/** `ak-` + 192 random bits: the prefix the reference service's client libraries recognise as a token. */
export const newAccessToken = () => `ak-${randomBytes(24).toString('base64url')}`;
export const API_KEY_PREFIX = 'key-';
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
/** Public user id, used as the Basic-auth user name. */
export const newUserId = () => `u${randomBytes(8).toString('hex')}`;
/** The numeric user ID: nine digits, random so that it tells nobody how many accounts there are. */
export const newUserNumber = () => randomInt(100_000_000, 1_000_000_000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/**
 * Secrets carry ≥ 192 random bits, so a fast unsalted hash cannot be brute-forced back. One-shot
 * `hash` (Node 20.12+): every call hashes the caller's credential, and a Hash object per call costs
 * several times as much.
 */
export const hashSecret = (secret: string) => hash('sha256', secret, 'hex');
/** The visible part the dashboard shows: enough to recognise, too little to use. */
export const secretPrefix = (secret: string) => secret.slice(0, secret.indexOf('-') + 7);

const SCRYPT = { N: 16384, r: 8, p: 1 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(N), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}
