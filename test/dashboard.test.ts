// The dashboard driven in a real headless Chromium (Debian's, through playwright-core).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { ARTIFACTS, launchChromium } from './helpers/browser.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
let browser: Browser;
before(async () => {
  server = await startServer();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function signIn(page: Page, password = 'correct horse') {
  await page.goto(server.url + '/dashboard');
  assert.match(page.url(), /\/dashboard\/login$/);
  await page.fill('input[name=email]', server.account.email);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
}

describe('dashboard in Chromium', { timeout: 60_000 }, () => {
  it('refuses a wrong password', async () => {
    const page = await browser.newPage();
    await signIn(page, 'wrong');
    assert.match(await page.textContent('[role=alert]') ?? '', /do not match/);
    await page.close();
  });

  it('signs in, creates a token shown once, which works until it is revoked', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } }); // a phone
    const page = await context.newPage();
    await signIn(page);
    assert.equal(await page.textContent('#user-id'), server.account.user_id);
    assert.match(await page.textContent('#balance') ?? '', /credits/);

    await page.click('text=Create access token');
    const secret = (await page.textContent('#new-secret'))!.trim();
    assert.match(secret, /^ak-[\w-]{32}$/);
    await page.reload({ waitUntil: 'load' }).catch(() => undefined); // a re-POST prompt or not: either way…
    await page.goto(server.url + '/dashboard');
    assert.equal(await page.$('#new-secret'), null); // …the secret is not shown again
    assert.ok((await page.textContent('#tokens'))!.includes(secret.slice(0, 9)));

    const call = () => server.post('/v1/planets', REFERENCE_BIRTH, { 'x-service-key': secret }, { auth: false });
    assert.equal((await call()).status, 200);
    await page.goto(server.url + '/dashboard');
    assert.match(await page.textContent('#calls') ?? '', /planets/);

    const row = page.locator('#tokens tr', { hasText: secret.slice(0, 9) });
    await row.locator('button', { hasText: 'Revoke' }).click();
    await page.waitForURL(server.url + '/dashboard');
    assert.match(await page.locator('#tokens tr', { hasText: secret.slice(0, 9) }).textContent() ?? '', /revoked/);
    assert.equal((await call()).status, 401);

    // No sideways scrolling on a phone-width screen.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1));
    await page.screenshot({ path: new URL('dashboard-phone.png', ARTIFACTS).pathname, fullPage: true });
    await context.close();
  });

  it('sends HttpOnly SameSite=Strict cookies and refuses a form without the CSRF token', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page);
    const [session] = (await context.cookies()).filter((c) => c.name === 'jyotish_session');
    assert.equal(session!.httpOnly, true);
    assert.equal(session!.sameSite, 'Strict');
    const forged = await page.evaluate(async () => (await fetch('/dashboard/tokens', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'csrf=forged' })).status);
    assert.equal(forged, 403);
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(server.url + '/dashboard');
    await page.screenshot({ path: new URL('dashboard-desktop.png', ARTIFACTS).pathname, fullPage: true });
    await page.click('text=Sign out');
    await page.waitForURL(/login/);
    await page.goto(server.url + '/dashboard');
    assert.match(page.url(), /login/);
    await context.close();
  });
});
