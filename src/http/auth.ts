// The one place requests are authenticated, rate limited and admitted (can they pay?), and the one
// place a successful answer is paid for.
import type { FastifyRequest } from 'fastify';
import type { Accounts, Caller, Refusal } from '../accounts/service.js';
import type { RateLimiter } from '../accounts/rate-limit.js';
import { ApiError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

const STATUS: Record<Refusal['refused'], number> = { unauthorized: 401, endpoint_not_in_plan: 403, insufficient_balance: 402, quota_exceeded: 402 };

export function refusalError(r: Refusal): ApiError {
  const headers = r.refused === 'unauthorized' ? { 'www-authenticate': 'Basic realm="jyotish-api", charset="UTF-8"' } : undefined;
  return new ApiError(STATUS[r.refused], r.refused, r.message, undefined, headers);
}

function credentialsOf(request: FastifyRequest): { token?: string; basic?: { user: string; key: string } } {
  // x-astrologyapi-key is what the reference service's client libraries send.
  const token = request.headers['x-service-key'] ?? request.headers['x-astrologyapi-key'];
  if (typeof token === 'string' && token !== '') return { token };
  const auth = request.headers.authorization;
  if (auth?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(auth.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { basic: { user: decoded.slice(0, colon), key: decoded.slice(colon + 1) } };
  }
  return {};
}

export function authHook(accounts: Accounts, limiter: RateLimiter, endpoint: string) {
  return async (request: FastifyRequest, reply: import('fastify').FastifyReply): Promise<void> => {
    const caller = await accounts.identify(credentialsOf(request));
    if ('refused' in caller) throw refusalError(caller);
    const rate = await limiter.take(caller.credential.id, Date.now());
    reply.header('ratelimit-limit', rate.limit).header('ratelimit-remaining', rate.remaining).header('ratelimit-reset', rate.resetSeconds);
    if (!rate.allowed) {
      throw new ApiError(429, 'rate_limited', `More than ${rate.limit} requests per second for this credential; retry in ${rate.resetSeconds} s`, undefined, {
        'retry-after': String(rate.resetSeconds),
      });
    }
    const refusal = await accounts.admit(caller, endpoint);
    if (refusal) throw refusalError(refusal);
    request.caller = caller;
  };
}
