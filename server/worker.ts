import { describeMusicSources } from './catalog';
import { ConfigError, loadConfig, readDotEnv } from './config';
import { consoleLogger as logger } from './platform/logger';
import { composeRefreshProcess } from './worker-composition';

/**
 * `npm run worker`: a refresh worker on PostgreSQL. It takes pg-boss jobs (one per tracked item),
 * opens and closes cycles, hands finished cycles to the alerts, and asks for a cycle every REFRESH_INTERVAL_MINUTES.
 * Run as many as you like, on as many machines as you like.
 */
async function main(): Promise<void> {
  readDotEnv();
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL): on the embedded database the server refreshes by itself.',
    );
  }
  const worker = await composeRefreshProcess(config, 'worker', logger);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const forced = setTimeout(() => process.exit(1), 15_000);
    forced.unref();
    await worker.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  await worker.start();
  logger.info(
    `Chartpulse refresh worker running (pg-boss on PostgreSQL, music: ${describeMusicSources(config.musicSources)}).`,
  );
}

main().catch((error: unknown) => {
  logger.error(error instanceof ConfigError ? error.message : `Refresh worker failed: ${describe(error)}`);
  process.exit(1);
});

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
