// The dashboard's pages. Every form carries the session's CSRF token.
import { isoInstant } from '../../accounts/plan-dates.js';
import type { CallRecord, Credential, DailyUsage, Subscription } from '../../store/repository.js';
import { chartLegend, usageChart } from './chart.js';
import { html, type Safe } from './html.js';
import type { Flash } from './session.js';

export type CredentialAction = 'rename' | 'rotate' | 'revoke';
export const KIND_LABEL = { token: 'access token', key: 'API key' } as const;

// A stored instant no Date can hold (see plan-dates.ts) is shown as lying beyond every date, or before.
const beyond = (ms: number) => (ms > 0 ? 'after 9999' : 'before 1970');
const when = (ms: number | null) => (ms === null ? '—' : (isoInstant(ms)?.replace('T', ' ').slice(0, 16).concat(' UTC') ?? beyond(ms)));
const day = (ms: number | null) => (ms === null ? 'never' : (isoInstant(ms)?.slice(0, 10) ?? beyond(ms)));

/** How a credential is named on the page: its name and prefix, or the prefix alone. */
export const labelOf = (c: Credential) => (c.name ? `"${c.name}" (${c.prefix}…)` : `${c.prefix}…`);

type SignedIn = { email: string; csrf: string };
const csrfField = (csrf: string) => html`<input type="hidden" name="csrf" value="${csrf}">`;

function page(title: string, body: Safe, signedIn: SignedIn | null): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · jyotish-api</title><link rel="stylesheet" href="/dashboard/assets/dashboard.css"></head>
<body><header><a href="/dashboard" class="brand">jyotish-api</a>${
    signedIn
      ? html`<span class="who"><span class="muted">${signedIn.email}</span>
      <form class="inline" method="post" action="/dashboard/logout">${csrfField(signedIn.csrf)}<button class="secondary" type="submit">Sign out</button></form></span>`
      : ''
  }</header><main>${body}</main><script src="/dashboard/assets/dashboard.js"></script></body></html>`.value;
}

export function loginPage(csrf: string, error?: string): string {
  return page('Sign in', html`<section class="login"><h1>Sign in</h1>
  ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
  <form method="post" action="/dashboard/login">
    ${csrfField(csrf)}
    <label>Email<input name="email" type="email" autocomplete="username" required></label>
    <label>Password<input name="password" type="password" autocomplete="current-password" required></label>
    <button type="submit">Sign in</button>
  </form></section>`, null);
}

export function errorPage(message: string): string {
  return page('Not done', html`<section><p class="error" role="alert">${message}</p><p><a href="/dashboard">Back to the dashboard</a></p></section>`, null);
}

const ACTION_TEXT: Record<CredentialAction, { title: string; explain: string; button: string; style: string }> = {
  rename: { title: 'Rename', explain: 'The name only helps you tell your credentials apart; the secret does not change.', button: 'Save name', style: '' },
  rotate: { title: 'Rotate', explain: 'A new secret replaces this one, which stops working at once. Every client using it must be given the new secret.', button: 'Rotate', style: 'danger' },
  revoke: { title: 'Revoke', explain: 'This secret stops working at once and cannot be brought back. Clients using it will get 401.', button: 'Revoke', style: 'danger' },
};

/** Rename form, or the confirmation step before Rotate and Revoke. */
export function credentialActionPage(action: CredentialAction, c: Credential, signedIn: SignedIn): string {
  const t = ACTION_TEXT[action];
  return page(`${t.title} ${KIND_LABEL[c.kind]}`, html`<section class="confirm"><h1>${t.title} ${KIND_LABEL[c.kind]} ${labelOf(c)}?</h1>
    <p>${t.explain}</p>
    <form method="post" action="/dashboard/credentials/${c.id}/${action}">${csrfField(signedIn.csrf)}
      ${action === 'rename' ? html`<label>Name<input name="name" maxlength="60" value="${c.name}" autocomplete="off"></label>` : ''}
      <button type="submit" class="${t.style}">${t.button}</button> <a href="/dashboard" class="cancel">Cancel</a>
    </form></section>`, signedIn);
}

export interface KeyPlan {
  subscription: Subscription;
  /** Calls used this month. */
  used: number;
}

export interface DashboardModel {
  email: string;
  userId: string;
  csrf: string;
  balance: number;
  credentials: Credential[];
  /** Each subscription with this month's use, by subscription id. */
  plans: Map<string, KeyPlan>;
  calls: CallRecord[];
  callCount: number;
  page: number;
  pages: number;
  usage: DailyUsage[];
  chartDays: number;
  /** Days since 1970-01-01, UTC. */
  today: number;
  flash?: Flash;
  /** A credential created just before a reload: its secret is not shown again. */
  createdEarlier?: Credential;
}

function actions(c: Credential): Safe {
  const link = (a: CredentialAction, text: string, cls: string) => html`<a class="button ${cls}" href="/dashboard/credentials/${c.id}/${a}">${text}</a>`;
  return html`<span class="actions">${link('rename', 'Rename', 'secondary')}${c.revokedAt ? '' : html`${link('rotate', 'Rotate', 'secondary')}${link('revoke', 'Revoke', 'danger')}`}</span>`;
}

function quota(plan: KeyPlan | undefined): Safe {
  if (!plan) return html`—`;
  const { subscription: s, used } = plan;
  const n = (v: number) => v.toLocaleString('en-US');
  const left = Math.max(0, (s.monthlyQuota ?? 0) - used);
  if (s.monthlyQuota === null) return html`<span data-quota-used="${used}">${n(used)} used · unlimited</span>`;
  return html`<span data-quota-used="${used}" data-quota-left="${left}">${n(used)} of ${n(s.monthlyQuota)} used · ${n(left)} left</span>`;
}

function planState(s: Subscription | undefined, now: number): string {
  if (!s) return 'no plan';
  if (s.cancelledAt !== null) return `cancelled ${day(s.cancelledAt)}`;
  if (s.expiresAt === null) return 'never expires';
  return s.expiresAt <= now ? `expired ${day(s.expiresAt)}` : `expires ${day(s.expiresAt)}`;
}

function credentialTable(kind: 'token' | 'key', list: Credential[], m: DashboardModel): Safe {
  const now = Date.now();
  const head = kind === 'token'
    ? html`<thead><tr><th>Name</th><th>Secret</th><th>Created</th><th>Last used</th><th></th></tr></thead>`
    : html`<thead><tr><th>Name</th><th>Secret</th><th>Plan</th><th>This month</th><th>Expiry</th><th>Last used</th><th></th></tr></thead>`;
  const row = (c: Credential) => {
    const plan = c.subscriptionId ? m.plans.get(c.subscriptionId) : undefined;
    return html`<tr data-credential="${c.id}" class="${c.revokedAt ? 'revoked' : ''}">
    <td data-label="Name" class="name">${c.name || html`<span class="muted">unnamed</span>`}${c.revokedAt ? html` <span class="status-revoked">revoked ${day(c.revokedAt)}</span>` : ''}</td>
    <td data-label="Secret" class="mono">${c.prefix}…</td>
    ${kind === 'token' ? html`<td data-label="Created">${when(c.createdAt)}</td>` : html`<td data-label="Plan">${plan?.subscription.plan ?? '—'}</td>
    <td data-label="This month" class="quota">${quota(plan)}</td><td data-label="Expiry" class="expiry">${planState(plan?.subscription, now)}</td>`}
    <td data-label="Last used">${when(c.lastUsedAt)}</td>
    <td class="row-actions">${actions(c)}</td></tr>`;
  };
  const active = list.filter((c) => c.revokedAt === null);
  const revoked = list.filter((c) => c.revokedAt !== null);
  return html`<div class="table-wrap"><table id="${kind}s" class="cards">${head}<tbody>${active.length ? active.map(row) : html`<tr><td colspan="7" class="muted">None active.</td></tr>`}</tbody></table></div>
  ${revoked.length ? html`<details class="revoked-list"><summary>Show ${revoked.length} revoked</summary><div class="table-wrap"><table id="${kind}s-revoked" class="cards">${head}<tbody>${revoked.map(row)}</tbody></table></div></details>` : ''}`;
}

const createForm = (what: 'token' | 'key', label: string, csrf: string) =>
  html`<form class="create" method="post" action="/dashboard/${what}s">${csrfField(csrf)}<label>Name for the new ${KIND_LABEL[what]} <span class="muted">(optional)</span><input name="name" maxlength="60" autocomplete="off" placeholder="e.g. website, staging"></label><button type="submit">${label}</button></form>`;

function pager(m: DashboardModel): Safe {
  if (m.pages <= 1) return html``;
  const link = (p: number, text: string, rel: string) => html`<a href="/dashboard?page=${p}#calls-section" rel="${rel}">${text}</a>`;
  return html`<nav class="pager" aria-label="Call pages">${m.page > 1 ? link(m.page - 1, '← Newer', 'prev') : html`<span></span>`}
    <span id="page-of">Page ${m.page} of ${m.pages}</span>${m.page < m.pages ? link(m.page + 1, 'Older →', 'next') : html`<span></span>`}</nav>`;
}

export function dashboardPage(m: DashboardModel): string {
  const tokens = m.credentials.filter((c) => c.kind === 'token');
  const keys = m.credentials.filter((c) => c.kind === 'key');
  const f = m.flash;
  return page('Credentials', html`
  ${f ? html`<section class="notice${f.secret ? ' secret' : ''}" role="status"><p id="notice">${f.notice}</p>${f.secret ? html`<strong>Your new ${f.secret.kind} ${f.secret.name}.</strong> Copy it now: it is shown only this once.
    <code class="mono" id="new-secret">${f.secret.value}</code><button type="button" data-copy="new-secret">Copy</button>` : ''}</section>` : ''}
  ${m.createdEarlier ? html`<section class="notice" role="status"><p id="notice">The secret of ${KIND_LABEL[m.createdEarlier.kind]} ${labelOf(m.createdEarlier)} was shown once, when it was created. If you did not copy it, rotate it for a new one.</p></section>` : ''}
  <section><h1>Credentials</h1>
    <p>User ID (for HTTP Basic with an API key): <span class="mono" id="user-id">${m.userId}</span></p></section>
  <section><h2>Access tokens</h2><p class="muted">Send in the <code>x-service-key</code> header; each call is paid from the wallet.</p>
    ${credentialTable('token', tokens, m)}${createForm('token', 'Create access token', m.csrf)}</section>
  <section><h2>API keys</h2><p class="muted">Send with your user ID over HTTP Basic; each key reaches its plan's endpoints, up to its monthly quota.</p>
    ${credentialTable('key', keys, m)}${createForm('key', 'Create API key', m.csrf)}</section>
  <section><h2>Wallet</h2><p class="balance" id="balance">${m.balance.toLocaleString('en-US')} credits</p></section>
  <section id="usage"><h2>Usage, last ${m.chartDays} days</h2>${chartLegend(m.usage)}
    <div class="charts">${usageChart(m.usage, 'calls', m.chartDays, m.today)}${usageChart(m.usage, 'credits', m.chartDays, m.today)}</div></section>
  <section id="calls-section"><h2>Billed calls <span class="muted">(${m.callCount})</span></h2><div class="table-wrap"><table id="calls" class="cards"><thead><tr><th>When</th><th>Endpoint</th><th>Credits</th><th>Request ID</th></tr></thead><tbody>
    ${m.calls.length ? m.calls.map((c) => html`<tr><td data-label="When">${when(c.createdAt)}</td><td data-label="Endpoint">${c.endpoint}</td><td data-label="Credits" class="credits">${c.credits}</td><td data-label="Request ID" class="mono">${c.requestId}</td></tr>`) : html`<tr><td colspan="4" class="muted">No calls yet.</td></tr>`}
  </tbody></table></div>${pager(m)}</section>
  <section id="password"><h2>Change password</h2>
    <form method="post" action="/dashboard/password" class="narrow">${csrfField(m.csrf)}
      <label>Current password<input name="current" type="password" autocomplete="current-password" required></label>
      <label>New password <span class="muted">(10 characters or more)</span><input name="password" type="password" autocomplete="new-password" minlength="10" required></label>
      <label>New password again<input name="confirm" type="password" autocomplete="new-password" minlength="10" required></label>
      <button type="submit">Change password</button> <span class="muted">Signs out every other session.</span>
    </form></section>`, { email: m.email, csrf: m.csrf });
}
