import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases.ts';
import { EnvironmentGroupedSequencer } from './tests/support/environment-grouped-sequencer.ts';

/**
 * Slow system tests: whole processes, big data sets, a whole production build. `npm test` (and CI) runs them in the
 * `system` project; `npm run test:fast`, the edit-test loop, leaves them and the browser out.
 */
const SYSTEM_TESTS = [
  'tests/tooling/quiet-build.test.ts',
  'tests/server/tracking/crash-recovery.test.ts',
  'tests/server/tracking/refresh-processes.test.ts',
  'tests/server/tracking/adapters/pg-boss-refresh-queue.test.ts',
  'tests/server/platform/two-api-processes.test.ts',
];

// Test files of a project share their worker's modules (`isolate: false`): the server code, React
// and PGlite's migrated template load once per worker instead of once per file, which quarters the
// run. A file therefore leaves no state behind (tests/ui/setup.ts resets the jsdom's cookies and storage).
const SHARED_WORKER = { isolate: false } as const;

export default defineConfig({
  test: {
    // One worker per core. Vitest's default keeps one core for itself, which on a 2-core machine runs
    // every file one after another while the main process mostly waits.
    maxWorkers: availableParallelism(),
    // A project's files of one environment together, so its workers keep their modules between them.
    sequence: { sequencer: EnvironmentGroupedSequencer },
    projects: [
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'domain',
          environment: 'node',
          ...SHARED_WORKER,
          include: ['tests/domain/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          exclude: SYSTEM_TESTS,
          // Property tests take a second alone and can pass 5 s beside another worker on a busy 2-core runner.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'server',
          environment: 'node',
          ...SHARED_WORKER,
          include: ['tests/server/**/*.test.ts'],
          exclude: SYSTEM_TESTS,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'system',
          environment: 'node',
          include: SYSTEM_TESTS,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: pathAliases },
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          ...SHARED_WORKER,
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // Whole-app renders (an item page now draws cards, charts, placements and alerts) can pass
          // 5 s on a busy 2-core runner; alone they take well under a second.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One server and one sign-in per role for each worker (a lane, support/roles.ts), started in
          // the background while the other projects run (support/global-setup.ts); each file waits
          // for its lane's (support/wait-for-shared-server.ts). A lane's files share its data, so they
          // run one after another in their worker, which keeps its modules (Playwright loads once);
          // the two lanes run side by side, after the other projects (a group of their own). Each
          // file closes what it opened.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: ['tests/e2e/support/wait-for-shared-server.ts'],
          ...SHARED_WORKER,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
