// Wallet balances this process saw a moment ago (read at admission or answered by a debit), so a
// caller with plenty of credit is admitted without a balance read on every call; the same for the
// calls left in a plan's monthly quota. Only a hint: the debit and the plan-call count are themselves
// conditional, so a stale figure (another process spending) can never overdraw or overrun a quota.

/** How long a seen balance is trusted for admission. */
const FRESH_MS = 1_000;
/** Ample means enough for this many calls at the asked price: room for the calls in flight meanwhile. */
const AMPLE_CALLS = 1_000;
const MAX_ENTRIES = 100_000;

export class RecentBalances {
  private readonly seen = new Map<string, { balance: number; at: number }>();

  saw(userId: string, balance: number, at: number): void {
    if (this.seen.size >= MAX_ENTRIES) this.seen.clear(); // bounded; refilling costs one read each
    this.seen.set(userId, { balance, at });
  }

  forget(userId: string): void {
    this.seen.delete(userId);
  }

  /** True when a fresh figure covers many calls of this price, so no read is needed to admit one. */
  ample(userId: string, credits: number, now: number): boolean {
    const s = this.seen.get(userId);
    return s !== undefined && now - s.at < FRESH_MS && s.balance >= AMPLE_CALLS * Math.max(credits, 1);
  }
}
