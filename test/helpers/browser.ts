// Debian's Chromium through playwright-core (npm may not download a browser here), with the flags the
// test machines need, and the folder screenshots go to.
import { mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url);

export async function launchChromium(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}
