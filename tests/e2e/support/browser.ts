import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
