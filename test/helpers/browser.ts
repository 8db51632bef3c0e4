// Debian's Chromium through playwright-core (npm may not download a browser here), with the flags the
// test machines need, and the folder screenshots go to.
import { mkdirSync } from 'node:fs';
import { after, before } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type TestServer, type TestServerOptions } from './server.js';

export const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url);

/** The path of a screenshot named `name` under test-artifacts/. */
export const artifact = (name: string) => new URL(name, ARTIFACTS).pathname;

export async function launchChromium(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/**
 * Registers before/after hooks that start a test server and a Chromium, and close both; the returned
 * object's fields are set once the hooks have run.
 */
export function serverAndBrowser(options?: TestServerOptions): { server: TestServer; browser: Browser } {
  const ctx = {} as { server: TestServer; browser: Browser };
  before(async () => {
    ctx.server = await startServer(options);
    ctx.browser = await launchChromium();
  });
  after(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  return ctx;
}
