// A billed call from start to end, in one place: before any work, identify the caller from the
// request's credentials, apply their rate limit, price the endpoint once and admit the call (may they
// call it, can they pay?); after a successful answer, settle it: take the payment or count the plan
// call, exactly once. A call that fails never reaches settlement, so it is never billed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts, Caller, Charge, Refusal } from '../accounts/service.js';
import type { RateDecision, RateLimiter } from '../accounts/rate-limit.js';
import { then, type Maybe } from '../maybe.js';
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
  /**
   * onRequest hook: identify, rate-limit and admit, before the body is even read. A callback hook, done
   * at once when nothing needs the store (a cached credential, a wallet seen ample, the in-memory
   * limiter); otherwise Fastify waits on the promise it returns. A throw is the refusal.
   */
  admit: (request: FastifyRequest, reply: FastifyReply, done: () => void) => Promise<void> | undefined;
  /** Runs the work of an admitted call and pays for its answer; a refusal at payment is an error. */
  paidFor: <T>(request: FastifyRequest, work: () => Maybe<T>) => Promise<T>;
}

export function billedCall(accounts: Accounts, limiter: RateLimiter, endpoint: string): BilledCall {
  const admitted = (request: FastifyRequest, charge: Charge | Refusal) => {
    if ('refused' in charge) throw refusalError(charge);
    request.charge = charge;
  };
  const rated = (request: FastifyRequest, reply: FastifyReply, caller: Caller, rate: RateDecision) => {
    reply.header('ratelimit-limit', rate.limit).header('ratelimit-remaining', rate.remaining).header('ratelimit-reset', rate.resetSeconds);
    if (!rate.allowed) {
      throw new ApiError(429, 'rate_limited', `More than ${rate.limit} requests per second for this credential; retry in ${rate.resetSeconds} s`, undefined, {
        'retry-after': String(rate.resetSeconds),
      });
    }
    return then(accounts.admit(caller, endpoint), (charge) => admitted(request, charge));
  };
  return {
    admit(request, reply, done) {
      const ready = then(accounts.identify(credentialsOf(request)), (caller) => {
        if ('refused' in caller) throw refusalError(caller);
        return then(limiter.take(caller.credential.id, Date.now()), (rate) => rated(request, reply, caller, rate));
      });
      if (ready instanceof Promise) return ready;
      done();
      return undefined;
    },
    paidFor(request, work) {
      // Paid only once the answer exists; a failed call (thrown by the work) is never billed.
      const pay = <T>(answer: T) =>
        accounts.settle(request.charge!, request.id).then((refusal) => {
          if (refusal) throw refusalError(refusal);
          return answer;
        });
      const answer = work();
      return answer instanceof Promise ? answer.then(pay) : pay(answer);
    },
  };
}
