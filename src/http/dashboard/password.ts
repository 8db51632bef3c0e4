// Changing the dashboard password: the current one is required, and every other session ends (the
// store ends them all; this browser gets a fresh one).
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../accounts/service.js';
import { form, redirectWithFlash, sendPage, type SessionGuard } from './session.js';
import { errorPage } from './views.js';

const PASSWORD_MIN = 10;

export async function passwordRoutes(app: FastifyInstance, opts: { accounts: Accounts; guard: SessionGuard }) {
  const { accounts, guard } = opts;
  app.post('/dashboard/password', async (request, reply) => {
    const s = await guard.authorisedPost(request, reply);
    if (!s) return reply;
    const { current = '', password = '', confirm = '' } = form(request);
    const refuse = (message: string, status = 400) => sendPage(reply, errorPage(message), status);
    if (typeof password !== 'string' || [...password].length < PASSWORD_MIN) return refuse(`The new password field needs at least ${PASSWORD_MIN} characters.`);
    if (password !== confirm) return refuse('The confirm field does not match the new password.');
    if (typeof current !== 'string' || !(await accounts.changePassword(s.userId, current, password))) return refuse('The current password field is not your current password.', 403);
    await guard.signIn(request, reply, s.userId);
    return redirectWithFlash(reply, request, '/dashboard', { notice: 'Password changed. Every other session has been signed out.' });
  });
}
