// Once per run of the e2e project: one Chromium every file connects to; for each worker (a lane,
// roles.ts) one server on `npm start`'s embedded defaults for every file that needs nothing else, and
// one sign-in per role through the real login page, saved as Playwright storage states; and the
// server of the build with an analytics measurement id (analytics-build.ts). Files that need other
// settings start their own server.
//
// Vitest runs every project's global setup before any test file, and the e2e files (one per worker
// at a time) after all the others: the servers' starts (builds, migrations, demo seeding) and the
// sign-ins therefore run in the background while the other projects' files run. Each e2e file first
// waits for its lane's server (wait-for-shared-server.ts); the analytics file for its own.
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type BrowserServer, chromium } from 'playwright-core';
import { browserAvailable, launchBrowserServer } from './browser';
import { acceptCookies } from './pages';
import { DEMO_LOGINS, type E2eLane, type E2eRun, type Role } from './roles';
import { startAnalyticsServer } from './analytics-build';
import { ensureBuild, type RunningServer, startServer } from './server';
import { writeServerState } from './server-state';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server and saved sign-ins; null when Chromium is missing (the files skip). */
    e2e: E2eRun | null;
  }
}

/** The servers start beside the other projects' workers, on a busy machine. */
const BACKGROUND_START_MS = 220_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!browserAvailable()) {
    project.provide('e2e', null);
    return async () => undefined;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'chartpulse-e2e-run-'));
  const lanes = Array.from({ length: workersOf(project) }, (_, index) =>
    laneIn(path.join(folder, `lane-${index + 1}`)),
  );
  const run: Omit<E2eRun, 'browserEndpoint'> = {
    lanes,
    analyticsStateFile: path.join(folder, 'analytics-server-state.json'),
  };
  // Here, not in the background: a build would block this process, which serves the other workers.
  ensureBuild();
  const browserServer = await launchBrowserServer();
  project.provide('e2e', { ...run, browserEndpoint: browserServer.wsEndpoint() });
  const analyticsFolder = path.join(folder, 'analytics-build');
  const servers = [
    ...lanes.map((lane) => inBackground(lane.stateFile, () => startAndSignIn(lane, browserServer))),
    inBackground(run.analyticsStateFile, () => startAnalyticsServer(analyticsFolder, BACKGROUND_START_MS)),
  ];
  return async () => {
    const started = await Promise.all(servers);
    await browserServer.close();
    await Promise.all(started.map((server) => server?.stop()));
    rmSync(folder, { recursive: true, force: true });
  };
}

/** How many e2e files run at a time: one per worker, each in a lane of its own. */
function workersOf(project: TestProject): number {
  const workers = Number(project.config.maxWorkers ?? project.globalConfig.maxWorkers);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`the e2e project's worker count is unknown (${workers})`);
  return workers;
}

/** A lane's files, in a folder of its own. */
function laneIn(folder: string): E2eLane {
  mkdirSync(folder, { recursive: true });
  const lane: E2eLane = {
    outputFile: path.join(folder, 'server-output.log'),
    storageStates: Object.fromEntries(
      (Object.keys(DEMO_LOGINS) as Role[]).map((role) => [role, path.join(folder, `${role}.json`)]),
    ) as Record<Role, string>,
    stateFile: path.join(folder, 'shared-server-state.json'),
  };
  writeFileSync(lane.outputFile, '');
  return lane;
}

/** Starts a server without waiting for it; its address, or why it failed, goes to `stateFile`. */
function inBackground(
  stateFile: string,
  start: () => Promise<RunningServer>,
): Promise<RunningServer | undefined> {
  return start().then(
    (server) => {
      writeServerState(stateFile, { ready: true, baseUrl: server.baseUrl });
      return server;
    },
    (error: unknown) => {
      writeServerState(stateFile, { ready: false, error: String((error as Error)?.stack ?? error) });
      return undefined;
    },
  );
}

async function startAndSignIn(lane: E2eLane, browserServer: BrowserServer): Promise<RunningServer> {
  const server = await startServer(
    {},
    {
      built: true,
      startTimeoutMs: BACKGROUND_START_MS,
      onOutput: (chunk) => appendFileSync(lane.outputFile, chunk),
    },
  );
  const browser = await chromium.connect(browserServer.wsEndpoint());
  try {
    for (const role of Object.keys(DEMO_LOGINS) as Role[]) {
      const context = await browser.newContext({ baseURL: server.baseUrl });
      const page = await context.newPage();
      await page.goto('/login');
      await acceptCookies(page);
      await page.getByLabel('Email').fill(DEMO_LOGINS[role].email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_LOGINS[role].password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${server.baseUrl}/`);
      await context.storageState({ path: lane.storageStates[role] });
      await context.close();
    }
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await browser.close();
  }
}
