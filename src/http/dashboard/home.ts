// The dashboard's main page: credentials, wallet, the usage chart and the paged call list.
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../accounts/service.js';
import { sendPage, takeFlash, type SessionGuard } from './session.js';
import { dashboardPage, type KeyPlan } from './views.js';

export const CALLS_PER_PAGE = 25;
export const CHART_DAYS = 30;

export async function homeRoutes(app: FastifyInstance, opts: { accounts: Accounts; guard: SessionGuard }) {
  const { accounts, guard } = opts;
  app.get<{ Querystring: { page?: string; created?: string } }>('/dashboard', async (request, reply) => {
    const s = await guard.session(request);
    if (!s) return reply.redirect('/dashboard/login', 303);
    const flash = takeFlash(request, reply);
    const callCount = await accounts.countCalls(s.userId);
    const pages = Math.max(1, Math.ceil(callCount / CALLS_PER_PAGE));
    const asked = Number(request.query.page ?? 1);
    const page = Number.isSafeInteger(asked) ? Math.min(Math.max(asked, 1), pages) : 1;
    const [user, credentials, subscriptions, balance, calls, usage] = await Promise.all([
      accounts.user(s.userId), accounts.credentials(s.userId), accounts.subscriptions(s.userId), accounts.balance(s.userId),
      accounts.callsPage(s.userId, CALLS_PER_PAGE, (page - 1) * CALLS_PER_PAGE), accounts.usage(s.userId, CHART_DAYS),
    ]);
    const plans = new Map<string, KeyPlan>(await Promise.all(subscriptions.map(async (sub) => [sub.id, { subscription: sub, used: await accounts.quotaUsed(sub.id) }] as const)));
    // After a reload the flash is gone: say the secret was shown, rather than nothing.
    const created = flash?.secret ? undefined : credentials.find((c) => c.id === request.query.created);
    return sendPage(reply, dashboardPage({
      email: user!.email, userId: String(user!.number), csrf: s.csrfToken, balance, credentials, plans, calls, callCount, page, pages,
      usage, chartDays: CHART_DAYS, today: Math.floor(Date.now() / 86_400_000), flash, createdEarlier: created,
    }));
  });
}
