import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { inject } from 'vitest';
import { type E2eLane, laneOf, type Role } from './roles';
import type { RunningServer } from './server';
import { readServerState } from './server-state';

/** This worker's lane of the run (roles.ts). */
function lane(): E2eLane {
  const e2e = inject('e2e');
  if (!e2e) throw new Error('the e2e global setup started no server (is Chromium installed?)');
  return laneOf(e2e);
}

/** The shared server's address, once it answers (each file waits for it: wait-for-shared-server.ts). */
function baseUrlOf(e2e: E2eLane): string {
  const state = readServerState(e2e.stateFile);
  if (!state?.ready)
    throw new Error('the shared e2e server is not ready (wait-for-shared-server.ts waits for it)');
  return state.baseUrl;
}

/**
 * The server the global setup started on `npm start`'s embedded defaults, shared by every file
 * that needs nothing else. Its data is shared too: a file that changes the demo accounts' state
 * puts it back. `stop()` leaves it running for the other files.
 */
export function sharedServer(): RunningServer {
  const e2e = lane();
  const { outputFile } = e2e;
  return {
    baseUrl: baseUrlOf(e2e),
    output: () => readFileSync(outputFile, 'utf8'),
    stop: async () => undefined,
  };
}

/** The saved sign-in of `role` (a Playwright storage state file), with cookies accepted. */
export function signedInState(role: Role): string {
  return lane().storageStates[role];
}

/** A browser context already signed in as `role` (saved once per run), with cookies accepted. */
export function signedInContext(
  browser: Browser,
  role: Role,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const e2e = lane();
  return browser.newContext({ baseURL: baseUrlOf(e2e), ...options, storageState: signedInState(role) });
}
