// Limits on dashboard sign-in that an attacker can neither use to fill memory nor to lock a person out.
// Per client address: five tries, then one every twelve seconds, refused beyond that (429). Per
// account: the same budget, but an attempt past it is slowed rather than refused: it waits until the
// account's next try is due (at most MAX_SLOW_MS) and is then checked like any other, so a flood of
// wrong passwords from other addresses delays the owner's correct one but cannot stop it. The account
// bucket is not touched when the address is refused already, so refused floods cost no state per email.
import type { RateLimiter } from './rate-limit.js';

export const SIGN_IN_PER_SECOND = 1 / 12;
export const SIGN_IN_BURST = 5;
/** The longest an attempt on a busy account is held before it is checked. */
export const MAX_SLOW_MS = 5_000;

export type SignInVerdict = { refused: true; retryAfterSeconds: number } | { refused: false; slowMs: number };

export class SignInGuard {
  /** Both limiters count tries of SIGN_IN_BURST then one per 1/SIGN_IN_PER_SECOND seconds. */
  constructor(private readonly limiter: RateLimiter) {}

  /** `email` must already be parsed (`parseEmail`), so its length is bounded. */
  async check(address: string, email: string, nowMs: number): Promise<SignInVerdict> {
    const byAddress = await this.limiter.take(`ip:${address}`, nowMs);
    if (!byAddress.allowed) return { refused: true, retryAfterSeconds: byAddress.resetSeconds };
    const byAccount = await this.limiter.take(`email:${email}`, nowMs);
    return { refused: false, slowMs: byAccount.allowed ? 0 : Math.min(MAX_SLOW_MS, byAccount.resetSeconds * 1000) };
  }
}
