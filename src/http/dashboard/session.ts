// What every dashboard route shares: the security headers, cookies, the signed-in session, the CSRF
// check on forms, and a one-time "flash" message carried across a redirect (post-redirect-get).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts } from '../../accounts/service.js';
import type { Session } from '../../store/repository.js';

export const SESSION_COOKIE = 'jyotish_session';
export const SESSION_MS = 12 * 3600 * 1000;
const FLASH_COOKIE = 'jyotish_flash';

export const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** Shown once on the page a redirect leads to: a notice, and for a new credential its secret. */
export interface Flash {
  notice: string;
  secret?: { kind: string; name: string; value: string };
}

/** The cookie's value; one that cannot be decoded was not set by us and is passed over, as if absent. */
export function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      // a malformed escape (%ZZ, a lone %): keep looking, else none
    }
  }
  return undefined;
}

export function setCookie(reply: FastifyReply, request: FastifyRequest, name: string, value: string, maxAgeSeconds: number): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  // Appended, not replaced: a redirect may set the session and the flash together.
  const previous = reply.getHeader('set-cookie');
  const line = `${name}=${encodeURIComponent(value)}; Path=/dashboard; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
  reply.header('set-cookie', previous === undefined ? [line] : [...(Array.isArray(previous) ? previous : [String(previous)]), line]);
}

export const sameSecret = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const form = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string | undefined>;

export const sendPage = (reply: FastifyReply, body: string, status = 200) =>
  reply.code(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(body);

/**
 * Redirects after a form, leaving a flash for the next page. The flash lives a minute in an HttpOnly,
 * SameSite=Strict cookie scoped to /dashboard and is cleared by the page that shows it, so a reload
 * shows no secret again and a new secret never sits in the store.
 */
export function redirectWithFlash(reply: FastifyReply, request: FastifyRequest, to: string, flash: Flash) {
  setCookie(reply, request, FLASH_COOKIE, JSON.stringify(flash), 60);
  return reply.redirect(to, 303);
}

/** The flash left by the previous redirect, cleared as it is read. */
export function takeFlash(request: FastifyRequest, reply: FastifyReply): Flash | undefined {
  const raw = cookie(request, FLASH_COOKIE);
  if (raw === undefined) return undefined;
  setCookie(reply, request, FLASH_COOKIE, '', 0);
  try {
    return asFlash(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** A flash of exactly the shape we write, else none: the cookie comes back from the client, to be rendered. */
function asFlash(value: unknown): Flash | undefined {
  const isText = (v: unknown): v is string => typeof v === 'string';
  const f = value as Partial<Flash> | null;
  if (!f || typeof f !== 'object' || !isText(f.notice)) return undefined;
  if (f.secret === undefined) return { notice: f.notice };
  const { kind, name, value: secret } = (f.secret ?? {}) as Partial<NonNullable<Flash['secret']>>;
  return isText(kind) && isText(name) && isText(secret) ? { notice: f.notice, secret: { kind, name, value: secret } } : undefined;
}

export function sessionGuard(accounts: Accounts) {
  async function session(request: FastifyRequest): Promise<Session | undefined> {
    const id = cookie(request, SESSION_COOKIE);
    return id ? accounts.session(id) : undefined;
  }
  return {
    session,
    /** The signed-in session of a form post whose CSRF token matches; otherwise the reply is sent. */
    async authorisedPost(request: FastifyRequest, reply: FastifyReply): Promise<Session | undefined> {
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
    },
    /** Starts a session for this browser and sets its cookie. */
    async signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      const { id } = await accounts.startSession(userId, SESSION_MS);
      setCookie(reply, request, SESSION_COOKIE, id, SESSION_MS / 1000);
    },
  };
}

export type SessionGuard = ReturnType<typeof sessionGuard>;
