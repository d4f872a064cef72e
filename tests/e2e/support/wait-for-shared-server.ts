// The e2e project's setup file: the global setup starts the shared server in the background
// (global-setup.ts), so every file first waits until it answers and the roles have signed in.
import { beforeAll, inject } from 'vitest';
import { laneOf } from './roles';
import { waitForServerState } from './server-state';

beforeAll(async () => {
  const e2e = inject('e2e');
  if (e2e) await waitForServerState(laneOf(e2e).stateFile, 230_000);
}, 240_000);
