// The rate limit shared by every process and node: the same token bucket as MemoryRateLimiter, kept
// in Redis and updated atomically by one script, timed by Redis's clock so nodes' clocks cannot skew it.
import type { RedisClientType } from 'redis';
import type { RateDecision, RateLimiter } from './rate-limit.js';

const TOKEN_BUCKET = `
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or burst
local at = tonumber(b[2]) or now
tokens = math.min(burst, tokens + (now - at) / 1000 * rate)
local allowed = 0
if tokens >= 1 then tokens = tokens - 1; allowed = 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return {allowed, tostring(tokens)}
`;

export class RedisRateLimiter implements RateLimiter {
  private warned = false;

  constructor(
    private readonly redis: RedisClientType,
    private readonly perSecond: number,
    private readonly burst = perSecond * 2,
    private readonly prefix = 'jyotish:rate:',
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  async take(key: string): Promise<RateDecision> {
    try {
      const [allowed, tokens] = (await this.redis.eval(TOKEN_BUCKET, { keys: [this.prefix + key], arguments: [String(this.perSecond), String(this.burst)] })) as [number, string];
      const left = Number(tokens);
      return { allowed: allowed === 1, limit: this.perSecond, remaining: Math.floor(left), resetSeconds: allowed === 1 ? 0 : Math.ceil((1 - left) / this.perSecond) };
    } catch (err) {
      // Fail open: an outage of the limiter must not take the API down with it.
      if (!this.warned) this.onError(err);
      this.warned = true;
      return { allowed: true, limit: this.perSecond, remaining: 0, resetSeconds: 0 };
    }
  }
}
