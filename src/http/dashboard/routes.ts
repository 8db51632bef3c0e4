// The credentials dashboard: sign-in (scrypt, rate limited), a session cookie (HttpOnly, SameSite=Strict)
// whose hash lives in the store so every node can read it, and a CSRF token on every form.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEmail } from '../../accounts/email.js';
import type { SignInGuard } from '../../accounts/sign-in-guard.js';
import { hashSecret, verifyPassword } from '../../accounts/secrets.js';
import type { Accounts } from '../../accounts/service.js';
import type { Session } from '../../store/repository.js';
import { DASHBOARD_CSS, DASHBOARD_JS } from './assets.js';
import { dashboardPage, loginPage } from './views.js';

const SESSION_COOKIE = 'jyotish_session';
const LOGIN_CSRF_COOKIE = 'jyotish_login_csrf';
const SESSION_MS = 12 * 3600 * 1000;
const RECENT_CALLS = 50;
/** A sign-in form is an email, a password and a CSRF token: nothing near this size is legitimate. */
const LOGIN_BODY_LIMIT = 16 * 1024;

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function setCookie(reply: FastifyReply, request: FastifyRequest, name: string, value: string, maxAgeSeconds: number): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${name}=${encodeURIComponent(value)}; Path=/dashboard; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`);
}

const sameSecret = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const form = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string | undefined>;

export function registerDashboard(app: FastifyInstance, accounts: Accounts, signIn: SignInGuard): void {
  const store = accounts.store;

  const sendPage = (reply: FastifyReply, body: string, status = 200) => reply.code(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(body);

  async function session(request: FastifyRequest): Promise<Session | undefined> {
    const id = cookie(request, SESSION_COOKIE);
    if (!id) return undefined;
    const s = await store.sessionByHash(hashSecret(id));
    return s && s.expiresAt > Date.now() ? s : undefined;
  }

  /** The signed-in session of a form post whose CSRF token matches; otherwise the reply is sent. */
  async function authorisedPost(request: FastifyRequest, reply: FastifyReply): Promise<Session | undefined> {
    const s = await session(request);
    if (!s) {
      reply.redirect('/dashboard/login', 303);
      return undefined;
    }
    if (!sameSecret(form(request).csrf, s.csrfToken)) {
      sendPage(reply, 'The form had expired or did not come from this dashboard. Go back, reload and try again.', 403);
      return undefined;
    }
    return s;
  }

  async function render(reply: FastifyReply, s: Session, fresh?: { kind: string; secret: string }) {
    const [user, tokens, keys, subscriptions, balance, calls] = await Promise.all([
      store.userById(s.userId), store.listCredentials(s.userId, 'token'), store.listCredentials(s.userId, 'key'),
      store.listSubscriptions(s.userId), store.balance(s.userId), store.recentCalls(s.userId, RECENT_CALLS),
    ]);
    return sendPage(reply, dashboardPage({ email: user!.email, userId: s.userId, csrf: s.csrfToken, balance, tokens, keys, subscriptions, calls, fresh }));
  }

  app.get('/dashboard/assets/dashboard.css', async (_, reply) => reply.headers(SECURITY_HEADERS).type('text/css; charset=utf-8').send(DASHBOARD_CSS));
  app.get('/dashboard/assets/dashboard.js', async (_, reply) => reply.headers(SECURITY_HEADERS).type('text/javascript; charset=utf-8').send(DASHBOARD_JS));

  app.get('/dashboard', async (request, reply) => {
    const s = await session(request);
    return s ? render(reply, s) : reply.redirect('/dashboard/login', 303);
  });

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
    const now = Date.now();
    const verdict = await signIn.check(request.ip, email, now);
    if (verdict.refused) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return sendPage(reply, loginPage(retry(), `Too many sign-in attempts; wait ${verdict.retryAfterSeconds} seconds.`), 429);
    }
    if (verdict.slowMs > 0) await sleep(verdict.slowMs);
    const user = await store.userByEmail(email);
    if (!user || typeof password !== 'string' || !(await verifyPassword(password, user.passwordHash))) return mismatch();
    const id = randomBytes(32).toString('base64url');
    await store.createSession({ idHash: hashSecret(id), userId: user.id, csrfToken: randomBytes(24).toString('base64url'), expiresAt: Date.now() + SESSION_MS });
    setCookie(reply, request, SESSION_COOKIE, id, SESSION_MS / 1000);
    return reply.redirect('/dashboard', 303);
  });

  app.post('/dashboard/logout', async (request, reply) => {
    const s = await authorisedPost(request, reply);
    if (!s) return reply;
    await store.deleteSession(s.idHash);
    setCookie(reply, request, SESSION_COOKIE, '', 0);
    return reply.redirect('/dashboard/login', 303);
  });

  app.post('/dashboard/tokens', async (request, reply) => {
    const s = await authorisedPost(request, reply);
    return s ? render(reply, s, { kind: 'access token', secret: (await accounts.createToken(s.userId)).secret }) : reply;
  });

  app.post('/dashboard/keys', async (request, reply) => {
    const s = await authorisedPost(request, reply);
    return s ? render(reply, s, { kind: 'API key', secret: (await accounts.createKey(s.userId)).secret }) : reply;
  });

  app.post<{ Params: { id: string } }>('/dashboard/credentials/:id/rotate', async (request, reply) => {
    const s = await authorisedPost(request, reply);
    if (!s) return reply;
    const fresh = await accounts.rotate(request.params.id, s.userId);
    return fresh ? render(reply, s, { kind: fresh.id.startsWith('tok') ? 'access token' : 'API key', secret: fresh.secret }) : render(reply, s);
  });

  app.post<{ Params: { id: string } }>('/dashboard/credentials/:id/revoke', async (request, reply) => {
    const s = await authorisedPost(request, reply);
    if (!s) return reply;
    await accounts.revoke(request.params.id, s.userId);
    return reply.redirect('/dashboard', 303);
  });
}
