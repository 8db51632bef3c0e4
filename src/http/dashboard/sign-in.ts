// Signing in (scrypt, rate limited, CSRF-checked by a cookie of its own) and out.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEmail } from '../../accounts/email.js';
import type { Accounts } from '../../accounts/service.js';
import type { SignInGuard } from '../../accounts/sign-in-guard.js';
import { cookie, form, sameSecret, sendPage, SESSION_COOKIE, setCookie, type SessionGuard } from './session.js';
import { loginPage } from './views.js';

const LOGIN_CSRF_COOKIE = 'jyotish_login_csrf';
/** A sign-in form is an email, a password and a CSRF token: nothing near this size is legitimate. */
const LOGIN_BODY_LIMIT = 16 * 1024;

export async function signInRoutes(app: FastifyInstance, opts: { accounts: Accounts; guard: SessionGuard; signIn: SignInGuard }) {
  const { accounts, guard, signIn } = opts;

  app.get('/dashboard/login', async (request, reply) => {
    const csrf = randomBytes(24).toString('base64url');
    setCookie(reply, request, LOGIN_CSRF_COOKIE, csrf, 3600);
    return sendPage(reply, loginPage(csrf));
  });

  app.post('/dashboard/login', { bodyLimit: LOGIN_BODY_LIMIT }, async (request, reply) => {
    const { email: given = '', password = '', csrf } = form(request);
    const retry = () => {
      const fresh = randomBytes(24).toString('base64url');
      setCookie(reply, request, LOGIN_CSRF_COOKIE, fresh, 3600);
      return fresh;
    };
    if (!sameSecret(csrf, cookie(request, LOGIN_CSRF_COOKIE))) return sendPage(reply, loginPage(retry(), 'The sign-in form expired; please try again.'), 403);
    const mismatch = () => sendPage(reply, loginPage(retry(), 'That email and password do not match.'), 401);
    const email = typeof given === 'string' ? parseEmail(given) : undefined;
    if (!email) return mismatch(); // no account has such a name: nothing about it is kept or counted
    const verdict = await signIn.check(request.ip, email, Date.now());
    if (verdict.refused) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return sendPage(reply, loginPage(retry(), `Too many sign-in attempts; wait ${verdict.retryAfterSeconds} seconds.`), 429);
    }
    if (verdict.slowMs > 0) await sleep(verdict.slowMs);
    const user = typeof password === 'string' ? await accounts.signIn(email, password) : undefined;
    if (!user) return mismatch();
    await guard.signIn(request, reply, user.id);
    return reply.redirect('/dashboard', 303);
  });

  app.post('/dashboard/logout', async (request, reply) => {
    const s = await guard.authorisedPost(request, reply);
    if (!s) return reply;
    await accounts.endSession(s);
    setCookie(reply, request, SESSION_COOKIE, '', 0);
    return reply.redirect('/dashboard/login', 303);
  });
}
