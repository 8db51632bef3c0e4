// http/dashboard/: the signed-in web dashboard (tokens, keys, wallet, recent calls): routes, pages, assets.
// The dashboard's stylesheet and script, served as files so the Content-Security-Policy can forbid
// inline code. Plain CSS and JS: no front-end build.
export const DASHBOARD_CSS = `
:root { --fg: #1d2330; --muted: #5b6475; --line: #e3e6ec; --accent: #7a3e00; --bg: #faf8f5; --ok: #1d6b34; --bad: #a32020; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header { display: flex; justify-content: space-between; align-items: center; padding: 12px 20px; background: #fff; border-bottom: 1px solid var(--line); }
header strong { color: var(--accent); letter-spacing: .02em; }
main { max-width: 960px; margin: 0 auto; padding: 20px; }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 16px 18px; margin-bottom: 18px; }
h1 { font-size: 1.3rem; margin: 0 0 12px; } h2 { font-size: 1.05rem; margin: 0 0 10px; }
.muted { color: var(--muted); } .mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
.table-wrap { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; font-size: .92rem; }
th, td { text-align: left; padding: 7px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-weight: 600; }
form.inline { display: inline; }
button { font: inherit; border: 1px solid var(--accent); background: var(--accent); color: #fff; border-radius: 6px; padding: 6px 12px; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); } button.danger { background: #fff; color: var(--bad); border-color: var(--bad); }
input { font: inherit; width: 100%; padding: 8px 10px; border: 1px solid var(--line); border-radius: 6px; margin: 4px 0 12px; }
.secret { background: #fff8e6; border: 1px solid #f0d68a; border-radius: 8px; padding: 12px; }
.secret code { display: block; margin: 6px 0 10px; }
.error { color: var(--bad); } .status-revoked { color: var(--bad); } .status-active { color: var(--ok); }
.balance { font-size: 1.8rem; font-weight: 700; }
.login { max-width: 380px; margin: 40px auto; }
@media (max-width: 600px) { main { padding: 12px; } th:nth-child(n+4), td:nth-child(n+4) { display: none; } td:last-child, th:last-child { display: table-cell; } }
`;

export const DASHBOARD_JS = `
document.addEventListener('click', async (event) => {
  const button = event.target.closest('[data-copy]');
  if (!button) return;
  const text = document.getElementById(button.dataset.copy).textContent;
  try { await navigator.clipboard.writeText(text); button.textContent = 'Copied'; } catch { button.textContent = 'Select and copy'; }
});
`;
