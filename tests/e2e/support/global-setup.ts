// Once per run of the e2e project: one Chromium every file connects to, one server on `npm start`'s
// embedded defaults for every file that needs nothing else, and one sign-in per role through the real
// login page, saved as Playwright storage states. Files that need other settings (another build)
// start their own server.
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { browserAvailable, launchBrowserServer } from './browser';
import { acceptCookies } from './pages';
import { DEMO_LOGINS, type E2eRun, type Role } from './roles';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server and saved sign-ins; null when Chromium is missing (the files skip). */
    e2e: E2eRun | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!browserAvailable()) {
    project.provide('e2e', null);
    return async () => undefined;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'chartpulse-e2e-run-'));
  const outputFile = path.join(folder, 'server-output.log');
  writeFileSync(outputFile, '');
  const server = await startServer({}, { onOutput: (chunk) => appendFileSync(outputFile, chunk) });
  const browserServer = await launchBrowserServer();
  const browser = await chromium.connect(browserServer.wsEndpoint());
  try {
    const storageStates = {} as Record<Role, string>;
    for (const role of Object.keys(DEMO_LOGINS) as Role[]) {
      storageStates[role] = path.join(folder, `${role}.json`);
      const context = await browser.newContext({ baseURL: server.baseUrl });
      const page = await context.newPage();
      await page.goto('/login');
      await acceptCookies(page);
      await page.getByLabel('Email').fill(DEMO_LOGINS[role].email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_LOGINS[role].password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${server.baseUrl}/`);
      await context.storageState({ path: storageStates[role] });
      await context.close();
    }
    project.provide('e2e', {
      baseUrl: server.baseUrl,
      browserEndpoint: browserServer.wsEndpoint(),
      outputFile,
      storageStates,
    });
  } catch (error) {
    await browserServer.close();
    await server.stop();
    throw error;
  } finally {
    await browser.close();
  }
  return async () => {
    await browserServer.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
