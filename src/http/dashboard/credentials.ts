// Creating, naming, rotating and revoking tokens and keys. Every change is a form post that redirects
// (post-redirect-get); Rotate and Revoke first show a confirmation page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Accounts } from '../../accounts/service.js';
import type { Credential } from '../../store/repository.js';
import { form, redirectWithFlash, sendPage, type SessionGuard } from './session.js';
import { credentialActionPage, errorPage, KIND_LABEL, labelOf, type CredentialAction } from './views.js';

const NAME_MAX = 60;
const ACTIONS: readonly CredentialAction[] = ['rename', 'rotate', 'revoke'];

/** The name field, trimmed, or an error message naming the field. */
function parseName(raw: unknown): { name: string } | { error: string } {
  const name = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  if ([...name].length > NAME_MAX) return { error: `The name field takes at most ${NAME_MAX} characters.` };
  return { name };
}

export async function credentialRoutes(app: FastifyInstance, opts: { accounts: Accounts; guard: SessionGuard }) {
  const { accounts, guard } = opts;
  const nameError = (reply: FastifyReply, message: string) => sendPage(reply, errorPage(message), 400);

  for (const kind of ['token', 'key'] as const) {
    app.post(`/dashboard/${kind}s`, async (request, reply) => {
      const s = await guard.authorisedPost(request, reply);
      if (!s) return reply;
      const parsed = parseName(form(request).name);
      if ('error' in parsed) return nameError(reply, parsed.error);
      const issued = kind === 'token' ? await accounts.createToken(s.userId, parsed.name) : await accounts.createKey(s.userId, undefined, parsed.name);
      const label = parsed.name || issued.prefix + '…';
      return redirectWithFlash(reply, request, `/dashboard?created=${encodeURIComponent(issued.id)}`, {
        notice: `Created ${KIND_LABEL[kind]} ${label}.`, secret: { kind: KIND_LABEL[kind], name: label, value: issued.secret },
      });
    });
  }

  /** The signed-in user's credential named in the URL, or a 404 page. */
  async function owned(reply: FastifyReply, id: string, userId: string): Promise<Credential | undefined> {
    const c = await accounts.credential(id, userId);
    if (!c) sendPage(reply, errorPage('There is no such credential on this account.'), 404);
    return c;
  }

  app.get<{ Params: { id: string; action: string } }>('/dashboard/credentials/:id/:action', async (request, reply) => {
    const s = await guard.session(request);
    if (!s) return reply.redirect('/dashboard/login', 303);
    const action = request.params.action as CredentialAction;
    if (!ACTIONS.includes(action)) return sendPage(reply, errorPage('There is no such page.'), 404);
    const c = await owned(reply, request.params.id, s.userId);
    if (!c) return reply;
    if (c.revokedAt !== null && action !== 'rename') return sendPage(reply, errorPage(`${labelOf(c)} is already revoked.`), 409);
    const user = await accounts.user(s.userId);
    return sendPage(reply, credentialActionPage(action, c, { email: user!.email, csrf: s.csrfToken }));
  });

  app.post<{ Params: { id: string; action: string } }>('/dashboard/credentials/:id/:action', async (request, reply) => {
    const s = await guard.authorisedPost(request, reply);
    if (!s) return reply;
    const action = request.params.action as CredentialAction;
    if (!ACTIONS.includes(action)) return sendPage(reply, errorPage('There is no such action.'), 404);
    const c = await owned(reply, request.params.id, s.userId);
    if (!c) return reply;
    const kind = KIND_LABEL[c.kind];
    if (action === 'rename') {
      const parsed = parseName(form(request).name);
      if ('error' in parsed) return nameError(reply, parsed.error);
      await accounts.rename(c.id, s.userId, parsed.name);
      return redirectWithFlash(reply, request, '/dashboard', { notice: `Renamed ${kind} ${c.prefix}… to ${parsed.name || '(no name)'}.` });
    }
    if (action === 'revoke') {
      const done = await accounts.revoke(c.id, s.userId);
      return redirectWithFlash(reply, request, '/dashboard', { notice: done ? `Revoked ${kind} ${labelOf(c)}: it no longer works.` : `${labelOf(c)} was already revoked.` });
    }
    const fresh = await accounts.rotate(c.id, s.userId);
    if (!fresh) return redirectWithFlash(reply, request, '/dashboard', { notice: `${labelOf(c)} was already revoked; nothing was rotated.` });
    return redirectWithFlash(reply, request, `/dashboard?created=${encodeURIComponent(fresh.id)}`, {
      notice: `Rotated ${kind} ${labelOf(c)}: the old secret no longer works.`, secret: { kind, name: c.name || fresh.prefix + '…', value: fresh.secret },
    });
  });
}
