import { ConfigError, loadConfig, readDotEnv } from './config';
import { consoleLogger as logger } from './platform/logger';
import { composeRefreshProcess } from './worker-composition';

/**
 * `npm run refresh-once`: runs (or resumes) one refresh cycle in this process and prints its
 * counts. For PostgreSQL deployments; with the embedded database use `POST /api/admin/refresh`.
 */
async function main(): Promise<void> {
  readDotEnv();
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run refresh-once needs DATABASE_URL (PostgreSQL): the embedded database belongs to the running server; use POST /api/admin/refresh there.',
    );
  }
  const process_ = await composeRefreshProcess(config, 'once', logger);
  try {
    await process_.start();
    const started = Date.now();
    const run = await process_.tracking.runCycleNow();
    if (!run) {
      logger.info('Another process is running a refresh cycle: nothing done here.');
      return;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    logger.info(
      `Refresh cycle ${run.cycleId} done in ${seconds} s: ${run.items} items read, ${run.snapshots} snapshots written, ${run.failures} failures.`,
    );
  } finally {
    await process_.close();
  }
}

main().catch((error: unknown) => {
  logger.error(error instanceof ConfigError ? error.message : `Refresh failed: ${describe(error)}`);
  process.exit(1);
});

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
