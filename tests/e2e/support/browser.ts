import { existsSync } from 'node:fs';
import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Whether the browser tests can run. A missing browser fails the run when E2E_REQUIRED=1, else the
 * suite is skipped with one line saying how to enable it.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.E2E_REQUIRED === '1') {
    throw new Error(
      `E2E_REQUIRED=1 but no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
    );
  }
  console.warn(
    `Browser tests skipped: no Chromium at ${CHROMIUM_PATH}. Enable them with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
  );
  return false;
}

/** One Chromium for the whole e2e run (global-setup.ts); each file connects to it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The run's Chromium (global-setup.ts): a connection of the file's own, whose `close()` closes the
 * file's contexts and leaves the browser to the next file.
 */
export function launchBrowser(): Promise<Browser> {
  const e2e = inject('e2e');
  if (!e2e) throw new Error('the e2e global setup started no browser (is Chromium installed?)');
  return chromium.connect(e2e.browserEndpoint);
}
