// The dashboard's pages. Every form carries the session's CSRF token.
import type { CallRecord, Credential, Subscription } from '../../store/repository.js';
import { html, type Safe } from './html.js';

const when = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC');

function page(title: string, body: Safe, signedIn: { email: string; csrf: string } | null): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · jyotish-api</title><link rel="stylesheet" href="/dashboard/assets/dashboard.css"></head>
<body><header><strong>jyotish-api</strong>${
    signedIn
      ? html`<span><span class="muted">${signedIn.email}</span>
      <form class="inline" method="post" action="/dashboard/logout"><input type="hidden" name="csrf" value="${signedIn.csrf}"><button class="secondary" type="submit">Sign out</button></form></span>`
      : ''
  }</header><main>${body}</main><script src="/dashboard/assets/dashboard.js"></script></body></html>`.value;
}

export function loginPage(csrf: string, error?: string): string {
  return page('Sign in', html`<section class="login"><h1>Sign in</h1>
  ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
  <form method="post" action="/dashboard/login">
    <input type="hidden" name="csrf" value="${csrf}">
    <label>Email<input name="email" type="email" autocomplete="username" required></label>
    <label>Password<input name="password" type="password" autocomplete="current-password" required></label>
    <button type="submit">Sign in</button>
  </form></section>`, null);
}

export interface DashboardModel {
  email: string;
  userId: string;
  csrf: string;
  balance: number;
  tokens: Credential[];
  keys: Credential[];
  subscriptions: Subscription[];
  calls: CallRecord[];
  /** A secret just created or rotated: shown this once. */
  fresh?: { kind: string; secret: string };
}

function credentialRows(m: DashboardModel, list: Credential[], plans: Map<string, string>) {
  if (!list.length) return html`<tr><td colspan="6" class="muted">None yet.</td></tr>`;
  return list.map((c) => html`<tr data-credential="${c.id}">
    <td class="mono">${c.prefix}…</td>
    <td class="${c.revokedAt ? 'status-revoked' : 'status-active'}">${c.revokedAt ? 'revoked' : 'active'}</td>
    <td>${c.subscriptionId ? plans.get(c.subscriptionId) ?? '' : 'wallet'}</td>
    <td>${when(c.createdAt)}</td><td>${when(c.lastUsedAt)}</td>
    <td>${c.revokedAt ? '' : html`
      <form class="inline" method="post" action="/dashboard/credentials/${c.id}/rotate"><input type="hidden" name="csrf" value="${m.csrf}"><button class="secondary" type="submit">Rotate</button></form>
      <form class="inline" method="post" action="/dashboard/credentials/${c.id}/revoke"><input type="hidden" name="csrf" value="${m.csrf}"><button class="danger" type="submit">Revoke</button></form>`}</td>
  </tr>`);
}

export function dashboardPage(m: DashboardModel): string {
  const plans = new Map(m.subscriptions.map((s) => [s.id, s.plan]));
  const head = html`<tr><th>Secret</th><th>Status</th><th>Pays from</th><th>Created</th><th>Last used</th><th></th></tr>`;
  const create = (what: 'token' | 'key', label: string) =>
    html`<form class="inline" method="post" action="/dashboard/${what}s"><input type="hidden" name="csrf" value="${m.csrf}"><button type="submit">${label}</button></form>`;
  return page('Credentials', html`
  ${m.fresh ? html`<section class="secret" role="status"><strong>Your new ${m.fresh.kind}.</strong> Copy it now: it is shown only this once.
    <code class="mono" id="new-secret">${m.fresh.secret}</code><button type="button" data-copy="new-secret">Copy</button></section>` : ''}
  <section><h1>Credentials</h1>
    <p>User ID (for HTTP Basic with an API key): <span class="mono" id="user-id">${m.userId}</span></p></section>
  <section><h2>Access tokens</h2><p class="muted">Send in the <code>x-service-key</code> header; each call is paid from the wallet.</p>
    <div class="table-wrap"><table id="tokens">${head}${credentialRows(m, m.tokens, plans)}</table></div><p>${create('token', 'Create access token')}</p></section>
  <section><h2>API keys</h2><p class="muted">Send with your user ID over HTTP Basic; each key reaches its plan's endpoints.</p>
    <div class="table-wrap"><table id="keys">${head}${credentialRows(m, m.keys, plans)}</table></div><p>${create('key', 'Create API key')}</p></section>
  <section><h2>Wallet</h2><p class="balance" id="balance">${m.balance} credits</p></section>
  <section><h2>Recent billed calls</h2><div class="table-wrap"><table id="calls"><tr><th>When</th><th>Endpoint</th><th>Credits</th><th>Request ID</th></tr>
    ${m.calls.length ? m.calls.map((c) => html`<tr><td>${when(c.createdAt)}</td><td>${c.endpoint}</td><td>${c.credits}</td><td class="mono">${c.requestId}</td></tr>`) : html`<tr><td colspan="4" class="muted">No calls yet.</td></tr>`}
  </table></div></section>`, { email: m.email, csrf: m.csrf });
}
