// Per-credential rate limits. The interface is the seam for a shared (Redis) limiter across nodes;
// this one is a token bucket in the process's memory.

export interface RateDecision {
  allowed: boolean;
  /** Requests per second allowed on average. */
  limit: number;
  remaining: number;
  /** Seconds until one more request is allowed (0 when one is now). */
  resetSeconds: number;
}

export interface RateLimiter {
  take(key: string, nowMs: number): RateDecision | Promise<RateDecision>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  /**
   * `perSecond` refills continuously; `burst` is the bucket's size. At most `maxKeys` buckets are kept,
   * least recently used dropped first, so callers who invent keys cannot grow the process without bound.
   */
  constructor(private readonly perSecond: number, private readonly burst = perSecond * 2, private readonly maxKeys = 100_000) {}

  take(key: string, nowMs: number): RateDecision {
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: nowMs };
    b.tokens = Math.min(this.burst, b.tokens + ((nowMs - b.at) / 1000) * this.perSecond);
    b.at = nowMs;
    const allowed = b.tokens >= 1;
    if (allowed) b.tokens -= 1;
    this.buckets.delete(key); // re-inserted last: a Map iterates in insertion order, oldest use first
    this.buckets.set(key, b);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return { allowed, limit: this.perSecond, remaining: Math.floor(b.tokens), resetSeconds: allowed ? 0 : Math.ceil((1 - b.tokens) / this.perSecond) };
  }

  /** Buckets currently kept (for tests of the bound). */
  get size(): number {
    return this.buckets.size;
  }
}
