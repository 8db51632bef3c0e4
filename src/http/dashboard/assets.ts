// http/dashboard/: the signed-in web dashboard (tokens, keys, wallet, recent calls): routes, pages, assets.
// The dashboard's stylesheet and script, served as files so the Content-Security-Policy can forbid
// inline code. Plain CSS and JS: no front-end build.
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from './session.js';

export const DASHBOARD_CSS = `
:root { --fg: #1d2330; --muted: #5b6475; --line: #e3e6ec; --accent: #7a3e00; --bg: #faf8f5; --ok: #1d6b34; --bad: #a32020; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header { display: flex; justify-content: space-between; align-items: center; gap: 8px; flex-wrap: wrap; padding: 12px 20px; background: #fff; border-bottom: 1px solid var(--line); }
header .brand { color: var(--accent); font-weight: 700; letter-spacing: .02em; text-decoration: none; }
header .who { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; min-width: 0; }
header .who .muted { overflow-wrap: anywhere; }
main { max-width: 960px; margin: 0 auto; padding: 20px; }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 16px 18px; margin-bottom: 18px; }
h1 { font-size: 1.3rem; margin: 0 0 12px; overflow-wrap: anywhere; } h2 { font-size: 1.05rem; margin: 0 0 10px; }
.muted { color: var(--muted); } .mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
.table-wrap { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; font-size: .92rem; }
th, td { text-align: left; padding: 7px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-weight: 600; }
form.inline { display: inline; }
button, a.button { display: inline-block; font: inherit; font-size: .92rem; text-decoration: none; border: 1px solid var(--accent); background: var(--accent); color: #fff; border-radius: 6px; padding: 5px 11px; cursor: pointer; }
button.secondary, a.button.secondary { background: #fff; color: var(--accent); }
button.danger, a.button.danger { background: #fff; color: var(--bad); border-color: var(--bad); }
.actions { display: inline-flex; gap: 6px; flex-wrap: wrap; }
input { font: inherit; width: 100%; padding: 8px 10px; border: 1px solid var(--line); border-radius: 6px; margin: 4px 0 12px; }
form.create { display: flex; gap: 10px; align-items: flex-end; flex-wrap: wrap; margin-top: 12px; }
form.create label { flex: 1 1 220px; } form.create input { margin-bottom: 0; }
form.narrow { max-width: 420px; }
.notice { background: #eef7f0; border-color: #b9dcc3; }
.secret { background: #fff8e6; border: 1px solid #f0d68a; }
.notice p { margin: 0 0 6px; }
.secret code { display: block; margin: 6px 0 10px; }
.error { color: var(--bad); } .status-revoked { color: var(--bad); font-size: .85rem; }
tr.revoked td { color: var(--muted); }
details.revoked-list { margin-top: 8px; } details.revoked-list summary { cursor: pointer; color: var(--muted); }
.balance { font-size: 1.8rem; font-weight: 700; margin: 0; }
.login, .confirm { max-width: 420px; margin: 40px auto; }
.confirm a.cancel { margin-left: 10px; }
.legend { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 0; margin: 0 0 8px; font-size: .9rem; }
.legend li { display: flex; align-items: center; gap: 6px; }
.charts { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
figure.chart { margin: 0; min-width: 0; }
figure.chart svg { width: 100%; height: auto; display: block; }
figure.chart text { font-size: 12px; fill: var(--muted); }
figure.chart line.grid { stroke: var(--line); }
figure.chart figcaption { font-size: .9rem; color: var(--muted); }
.pager { display: flex; justify-content: space-between; align-items: center; margin-top: 10px; }
@media (max-width: 720px) { .charts { grid-template-columns: 1fr; } figure.chart text { font-size: 15px; } }
@media (max-width: 600px) {
  header { padding: 10px 12px; } main { padding: 12px; } section { padding: 14px 12px; }
  /* Tables become one card per row, each cell labelled: nothing is hidden or scrolled sideways. */
  table.cards thead { display: none; }
  table.cards tr { display: block; border-bottom: 1px solid var(--line); padding: 6px 0; }
  table.cards td { display: flex; gap: 10px; border: 0; padding: 2px 0; }
  table.cards td[data-label]::before { content: attr(data-label); flex: 0 0 92px; color: var(--muted); font-size: .85rem; }
  table.cards td.row-actions { padding-top: 6px; }
  /* A call is two lines: when, endpoint and credits, then its request ID. */
  #calls tr { display: flex; flex-wrap: wrap; gap: 0 12px; }
  #calls td { display: block; }
  #calls td[data-label]::before { content: none; }
  #calls td.credits::before { content: "credits "; color: var(--muted); }
  #calls td.mono { flex-basis: 100%; font-size: .78rem; color: var(--muted); }
}
`;

export const DASHBOARD_JS = `
document.addEventListener('click', async (event) => {
  const button = event.target.closest('[data-copy]');
  if (!button) return;
  const text = document.getElementById(button.dataset.copy).textContent;
  try { await navigator.clipboard.writeText(text); button.textContent = 'Copied'; } catch { button.textContent = 'Select and copy'; }
});
`;

export async function assetRoutes(app: FastifyInstance) {
  app.get('/dashboard/assets/dashboard.css', async (_, reply) => reply.headers(SECURITY_HEADERS).type('text/css; charset=utf-8').send(DASHBOARD_CSS));
  app.get('/dashboard/assets/dashboard.js', async (_, reply) => reply.headers(SECURITY_HEADERS).type('text/javascript; charset=utf-8').send(DASHBOARD_JS));
}
