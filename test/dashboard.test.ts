// The dashboard driven in a real headless Chromium (Debian's, through playwright-core), at a phone's
// width (390 px) and a desktop's (1280 px). Each case signs in as an account of its own, so the figures
// it checks are the calls it made.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DEFAULT_PRICES, planByName } from '../src/accounts/plans.js';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { MemoryRateLimiter } from '../src/accounts/rate-limit.js';
import { artifact, serverAndBrowser } from './helpers/browser.js';

// Sign-in limits are tested in serial/sign-in-limits.test.ts; here every case signs in several times.
const ctx = serverAndBrowser({ signInLimiter: new MemoryRateLimiter(1000, 1000) });
const PASSWORD = 'correct horse';
const WIDTHS = [390, 1280];

async function newAccount(credits = 1000) {
  return ctx.server.accounts.createAccount({ email: `dash-${Math.random()}@example.com`, password: PASSWORD, credits });
}

/** A browser context at `width` px, signed in; fails if the sign-in page answers with an error. */
async function signedIn(width: number, email: string, password = PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await page.goto(ctx.server.url + '/dashboard');
  assert.match(page.url(), /\/dashboard\/login$/);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
  await page.locator('#user-id, [role=alert]').first().waitFor();
  if (page.url() !== ctx.server.url + '/dashboard') {
    const alert = await page.textContent('[role=alert]');
    await context.close();
    throw new Error(`sign-in refused: ${alert}`);
  }
  return { context, page };
}

/** No sideways scrolling: the page fits its viewport's width. */
async function fitsWidth(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(scroll <= inner + 1, `page is ${scroll}px wide in a ${inner}px viewport`);
}

const withPrefix = (prefix: string, o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [prefix + k, v]));
const tokenCall = (secret: string, path = '/v1/planets') =>
  ctx.server.post(path, path === '/v1/planets' ? REFERENCE_BIRTH : { ...withPrefix('m_', REFERENCE_BIRTH), ...withPrefix('f_', REFERENCE_BIRTH) }, { 'x-service-key': secret }, { auth: false });

describe('dashboard in Chromium', { timeout: 180_000 }, () => {
  it('refuses a wrong password', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(ctx.server.url + '/dashboard/login');
    await page.fill('input[name=email]', ctx.server.account.email);
    await page.fill('input[name=password]', 'wrong');
    await page.click('button[type=submit]');
    assert.match(await page.textContent('[role=alert]') ?? '', /do not match/);
    await page.close();
  });

  for (const width of WIDTHS) {
    it(`at ${width} px: a named token shown once (post-redirect-get), charted, renamed, rotated and revoked after confirmation`, async () => {
      const account = await newAccount();
      const { context, page } = await signedIn(width, account.email);
      // The chart's colours are SVG attributes, and nothing inline: the strict CSP must block nothing.
      const blocked: string[] = [];
      page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) blocked.push(m.text()); });
      const count = async () => (await ctx.server.accounts.credentials(account.user_id, 'token')).length;

      await page.fill('form[action="/dashboard/tokens"] input[name=name]', 'mobile app');
      await page.click('text=Create access token');
      await page.waitForURL(/\/dashboard\?created=tok_/);
      const secret = (await page.textContent('#new-secret'))!.trim();
      assert.match(secret, /^ak-[\w-]{32}$/);
      assert.match(await page.textContent('#notice') ?? '', /Created access token mobile app/);
      assert.equal(await count(), 2);
      // A reload is a GET: no new secret, none minted, and the page says the secret was shown.
      await page.reload();
      assert.equal(await page.$('#new-secret'), null);
      assert.match(await page.textContent('#notice') ?? '', /was shown once/);
      assert.equal(await count(), 2);
      const row = () => page.locator('#tokens tr', { hasText: secret.slice(0, 9) });
      assert.match(await row().textContent() ?? '', /mobile app/);

      // Calls the chart must show: 3 on planets (1 credit each), 2 on match_birth_details (2 each).
      for (let i = 0; i < 3; i++) assert.equal((await tokenCall(secret)).status, 200);
      for (let i = 0; i < 2; i++) assert.equal((await tokenCall(secret, '/v1/match_birth_details')).status, 200);
      await page.goto(ctx.server.url + '/dashboard');
      const today = new Date().toISOString().slice(0, 10);
      const bar = (measure: string) => page.locator(`#chart-${measure} g[data-day="${today}"]`);
      assert.equal(await bar('calls').getAttribute('data-total'), '5');
      assert.equal(await bar('credits').getAttribute('data-total'), String(3 * DEFAULT_PRICES.planets! + 2 * DEFAULT_PRICES.match_birth_details!));
      assert.equal(await bar('calls').locator('rect[data-endpoint=planets] title').textContent(), `${today} · planets: 3 calls`);
      assert.equal(await bar('calls').locator('rect[data-endpoint=match_birth_details] title').textContent(), `${today} · match_birth_details: 2 calls`);
      assert.equal(await bar('credits').locator('rect[data-endpoint=match_birth_details] title').textContent(), `${today} · match_birth_details: 4 credits`);
      assert.equal(await page.locator('[data-total=calls]').textContent(), '5');
      assert.match(await page.locator('#chart-calls title').first().textContent() ?? '', /Calls per day, last 30 days/);
      assert.deepEqual(await page.locator('#usage .legend li').allTextContents(), ['planets', 'match_birth_details']);
      // The stacked segments of a bar are as tall, in proportion, as the calls they stand for.
      const heights = await bar('calls').locator('rect').evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('height'))));
      assert.ok(Math.abs(heights[0]! / heights[1]! - 3 / 2) < 0.01, String(heights));
      await fitsWidth(page);
      await page.screenshot({ path: artifact(`dashboard-${width}.png`), fullPage: true });
      await page.locator('#usage').screenshot({ path: artifact(`dashboard-chart-${width}.png`) });

      // Rename.
      await row().locator('a', { hasText: 'Rename' }).click();
      await page.fill('input[name=name]', 'phone app');
      await page.click('button:has-text("Save name")');
      await page.waitForURL(ctx.server.url + '/dashboard');
      assert.match(await page.textContent('#notice') ?? '', /to phone app/);
      assert.match(await row().textContent() ?? '', /phone app/);

      // Revoke asks first; Cancel leaves the token working.
      await row().locator('a', { hasText: 'Revoke' }).click();
      assert.match(await page.textContent('h1') ?? '', /Revoke access token "phone app"/);
      await fitsWidth(page);
      await page.screenshot({ path: artifact(`dashboard-confirm-revoke-${width}.png`) });
      await page.click('text=Cancel');
      assert.equal((await tokenCall(secret)).status, 200);

      // Rotate (confirmed): a new secret once, same name; the old one stops working.
      await row().locator('a', { hasText: 'Rotate' }).click();
      await page.click('button:has-text("Rotate")');
      await page.waitForURL(/created=/);
      const rotated = (await page.textContent('#new-secret'))!.trim();
      assert.notEqual(rotated, secret);
      assert.match(await page.textContent('#notice') ?? '', /Rotated access token "phone app"/);
      assert.equal((await tokenCall(secret)).status, 401);
      assert.equal((await tokenCall(rotated)).status, 200);

      // Revoke (confirmed): a notice, and the row moves behind the "revoked" toggle.
      const rotatedRow = page.locator('#tokens tr', { hasText: rotated.slice(0, 9) });
      await page.goto(ctx.server.url + '/dashboard');
      await rotatedRow.locator('a', { hasText: 'Revoke' }).click();
      await page.click('button:has-text("Revoke")');
      await page.waitForURL(ctx.server.url + '/dashboard');
      assert.match(await page.textContent('#notice') ?? '', /Revoked access token "phone app"/);
      assert.equal((await tokenCall(rotated)).status, 401);
      assert.equal(await rotatedRow.count(), 0);
      const hidden = page.locator('#tokens-revoked tr', { hasText: rotated.slice(0, 9) });
      assert.equal(await hidden.isVisible(), false);
      await page.click('details.revoked-list summary >> nth=0');
      assert.equal(await hidden.isVisible(), true);
      await fitsWidth(page);
      assert.deepEqual(blocked, []);
      await page.locator('section', { has: page.locator('#tokens') }).screenshot({ path: artifact(`dashboard-revoked-${width}.png`) });
      await context.close();
    });

    it(`at ${width} px: API keys show plan, quota used and left, and expiry; the call list is paged 25 at a time`, async () => {
      const account = await newAccount();
      const basic = 'Basic ' + Buffer.from(`${account.user_id}:${account.api_key}`).toString('base64');
      for (let i = 0; i < 2; i++) assert.equal((await ctx.server.post('/v1/planets', REFERENCE_BIRTH, { authorization: basic }, { auth: false })).status, 200);
      // 55 more billed calls, paid from the wallet through the token: 57 in all, so three pages.
      for (let i = 0; i < 55; i++) assert.equal((await ctx.server.post('/v1/numero_table', { day: 15, month: 5, year: 1990, name: 'Asha' }, { 'x-service-key': account.access_token }, { auth: false })).status, 200);
      const { context, page } = await signedIn(width, account.email);

      const quota = planByName('all')!.defaultMonthlyQuota!;
      const keyRow = page.locator('#keys tr', { hasText: account.api_key.slice(0, 10) });
      assert.equal(await keyRow.locator('td.quota span').getAttribute('data-quota-used'), '2');
      assert.equal(await keyRow.locator('td.quota span').getAttribute('data-quota-left'), String(quota - 2));
      assert.match(await keyRow.textContent() ?? '', new RegExp(`2 of ${quota.toLocaleString('en-US')} used · ${(quota - 2).toLocaleString('en-US')} left`));
      assert.match(await keyRow.textContent() ?? '', /\ball\b/);
      // createAccount's plan runs 365 days from now (this test may straddle midnight UTC).
      const expiries = [0, 1].map((d) => new Date(Date.now() + (365 - d) * 86_400_000).toISOString().slice(0, 10));
      const expiry = (await keyRow.locator('td.expiry').textContent())!;
      assert.ok(expiries.some((e) => expiry === `expires ${e}`), expiry);

      const rows = () => page.locator('#calls tbody tr');
      assert.equal(await rows().count(), 25);
      assert.equal(await page.textContent('#page-of'), 'Page 1 of 3');
      assert.match(await rows().first().textContent() ?? '', /numero_table/);
      await page.screenshot({ path: artifact(`dashboard-calls-${width}.png`), fullPage: true });
      await page.locator('#calls-section').screenshot({ path: artifact(`dashboard-call-list-${width}.png`) });
      await page.click('a[rel=next]');
      assert.equal(await page.textContent('#page-of'), 'Page 2 of 3');
      assert.equal(await rows().count(), 25);
      await page.click('a[rel=next]');
      assert.equal(await page.textContent('#page-of'), 'Page 3 of 3');
      assert.equal(await rows().count(), 7);
      // The oldest two calls were the API key's, on the plan: 0 credits; the others took numero_table's price.
      const cells = (i: number) => rows().nth(i).locator('td').allTextContents();
      assert.deepEqual((await cells(4)).slice(1, 3), ['numero_table', String(DEFAULT_PRICES.numero_table)]);
      assert.deepEqual((await cells(5)).slice(1, 3), ['planets', '0']);
      assert.deepEqual((await cells(6)).slice(1, 3), ['planets', '0']);
      assert.equal(await page.$('a[rel=next]'), null);
      await fitsWidth(page);
      await context.close();
    });
  }

  it('changes the password only with the current one, and signs out every other session', async () => {
    const account = await newAccount();
    const other = await signedIn(390, account.email);
    const { context, page } = await signedIn(1280, account.email);
    const change = async (current: string, next: string) => {
      await page.goto(ctx.server.url + '/dashboard');
      await page.fill('input[name=current]', current);
      await page.fill('#password input[name=password]', next);
      await page.fill('input[name=confirm]', next);
      await page.click('button:has-text("Change password")');
    };
    await change('not my password', 'a new long password');
    assert.match(await page.textContent('[role=alert]') ?? '', /current password field/);
    await change(PASSWORD, 'a new long password');
    await page.waitForURL(ctx.server.url + '/dashboard');
    assert.match(await page.textContent('#notice') ?? '', /Password changed/);
    await page.reload();
    assert.equal(page.url(), ctx.server.url + '/dashboard', 'this browser stays signed in');
    await other.page.goto(ctx.server.url + '/dashboard');
    assert.match(other.page.url(), /\/dashboard\/login$/, 'the other session is signed out');
    await other.context.close();
    await context.close();
    await assert.rejects(signedIn(1280, account.email, PASSWORD));
    const fresh = await signedIn(1280, account.email, 'a new long password');
    await fresh.context.close();
  });

  it('ignores a cookie it cannot decode or read: a broken session, sign-in token or flash does not lock the browser out', async () => {
    const account = await newAccount();
    const context = await ctx.browser.newContext();
    const page = await context.newPage();
    // In place of the server's own (same name, host and path).
    const set = (name: string, value: string) => context.addCookies([{ name, value, domain: new URL(ctx.server.url).hostname, path: '/dashboard', httpOnly: true, sameSite: 'Strict' }]);
    // An undecodable session is no session: the sign-in page, not a 500.
    await set('jyotish_session', '%ZZ');
    const home = await page.goto(ctx.server.url + '/dashboard');
    assert.equal(home!.status(), 200);
    assert.match(page.url(), /\/dashboard\/login$/);
    // An undecodable sign-in token is a mismatch: the form is offered again (403), and the next try works.
    await set('jyotish_login_csrf', '%');
    await page.fill('input[name=email]', account.email);
    await page.fill('input[name=password]', PASSWORD);
    const [expired] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.click('button[type=submit]')]);
    assert.equal(expired.status(), 403);
    assert.match(await page.textContent('[role=alert]') ?? '', /expired/);
    await page.fill('input[name=email]', account.email);
    await page.fill('input[name=password]', PASSWORD);
    await page.click('button[type=submit]');
    await page.locator('#user-id').waitFor();
    // A flash that cannot be decoded, is not JSON, or is JSON of another shape is no flash.
    for (const flash of ['%E0%A4%A', '%7B', encodeURIComponent(JSON.stringify({ notice: 'x', secret: { kind: { toString: 1 }, name: [], value: null } })), encodeURIComponent('{"notice":{"toString":1}}')]) {
      await set('jyotish_flash', flash);
      const res = await page.goto(ctx.server.url + '/dashboard');
      assert.equal(res!.status(), 200, flash);
      assert.equal(await page.locator('#notice').count(), 0, flash);
      assert.equal(await page.textContent('#user-id'), String(account.user_number));
    }
    await context.close();
  });

  it('sends HttpOnly SameSite=Strict cookies, refuses a form without the CSRF token, and signs out', async () => {
    const { context, page } = await signedIn(1280, ctx.server.account.email);
    const [session] = (await context.cookies()).filter((c) => c.name === 'jyotish_session');
    assert.equal(session!.httpOnly, true);
    assert.equal(session!.sameSite, 'Strict');
    const forged = await page.evaluate(async () => (await fetch('/dashboard/tokens', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'csrf=forged' })).status);
    assert.equal(forged, 403);
    // A name past 60 characters (the input's maxlength, bypassed) is a 400 naming the field.
    const tooLong = await page.evaluate(async () => {
      const csrf = (document.querySelector('input[name=csrf]') as HTMLInputElement).value;
      const res = await fetch('/dashboard/tokens', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `csrf=${encodeURIComponent(csrf)}&name=${'x'.repeat(61)}` });
      return { status: res.status, text: await res.text() };
    });
    assert.equal(tooLong.status, 400);
    assert.match(tooLong.text, /name field takes at most 60 characters/);
    assert.equal((await ctx.server.accounts.credentials(ctx.server.account.user_id, 'token')).length, 1);
    await page.click('text=Sign out');
    await page.waitForURL(/login/);
    await page.goto(ctx.server.url + '/dashboard');
    assert.match(page.url(), /login/);
    await context.close();
  });
});
