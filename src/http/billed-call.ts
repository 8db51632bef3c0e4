// A billed call from start to end, in one place: before any work, identify the caller from the
// request's credentials, apply their rate limit, price the endpoint once and admit the call (may they
// call it, can they pay?); after a successful answer, settle it: take the payment or count the plan
// call, exactly once. A call that fails never reaches settlement, so it is never billed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts, Charge, Refusal } from '../accounts/service.js';
import type { RateLimiter } from '../accounts/rate-limit.js';
import { ApiError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the call is admitted: who pays and how much. */
    charge?: Charge;
  }
}

const STATUS: Record<Refusal['refused'], number> = { unauthorized: 401, endpoint_not_in_plan: 403, insufficient_balance: 402, quota_exceeded: 402 };

function refusalError(r: Refusal): ApiError {
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

export interface BilledCall {
  /** onRequest hook: identify, rate-limit and admit, before the body is even read. */
  admit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Runs the work of an admitted call and pays for its answer; a refusal at payment is an error. */
  paidFor: <T>(request: FastifyRequest, work: () => T | Promise<T>) => Promise<T>;
}

export function billedCall(accounts: Accounts, limiter: RateLimiter, endpoint: string): BilledCall {
  return {
    async admit(request, reply) {
      const caller = await accounts.identify(credentialsOf(request));
      if ('refused' in caller) throw refusalError(caller);
      const rate = await limiter.take(caller.credential.id, Date.now());
      reply.header('ratelimit-limit', rate.limit).header('ratelimit-remaining', rate.remaining).header('ratelimit-reset', rate.resetSeconds);
      if (!rate.allowed) {
        throw new ApiError(429, 'rate_limited', `More than ${rate.limit} requests per second for this credential; retry in ${rate.resetSeconds} s`, undefined, {
          'retry-after': String(rate.resetSeconds),
        });
      }
      const charge = await accounts.admit(caller, endpoint);
      if ('refused' in charge) throw refusalError(charge);
      request.charge = charge;
    },
    async paidFor(request, work) {
      const answer = await work();
      // Paid only once the answer exists; a failed call (thrown above) is never billed.
      const refusal = await accounts.settle(request.charge!, request.id);
      if (refusal) throw refusalError(refusal);
      return answer;
    },
  };
}
