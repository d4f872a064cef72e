import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type RunningServer, startServer } from './server';

/** The measurement id the analytics build carries (analytics-page-views.test.ts). */
export const ANALYTICS_MEASUREMENT_ID = 'G-E2ETEST00';

/**
 * The analytics tag is chosen at build time: the app built with a measurement id into `folder/dist`,
 * served by a server of its own from `folder`. The build runs as a child process (the global setup
 * calls this in the background, in the process that serves the test workers).
 */
export async function startAnalyticsServer(folder: string, startTimeoutMs: number): Promise<RunningServer> {
  await promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', path.join(folder, 'dist')],
    {
      env: { ...process.env, NODE_ENV: 'production', VITE_GA_MEASUREMENT_ID: ANALYTICS_MEASUREMENT_ID },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return startServer({}, { cwd: folder, startTimeoutMs });
}
