import 'reflect-metadata';
import { buildApp } from './app';
import { describeMusicSources } from './catalog';
import { compose } from './composition';
import { ConfigError, loadConfig, readDotEnv } from './config';
import { consoleLogger as logger } from './platform/logger';

/** Entry point: configuration → composition → app; listens, and shuts down cleanly on signals. */
async function main(): Promise<void> {
  readDotEnv();
  const config = loadConfig();
  const composition = await compose(config);
  const app = await buildApp(composition.appOptions);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    try {
      await app.close();
      await composition.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await composition.start();
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  logger.info(
    `Chartpulse is running on http://${config.host}:${config.port} (public URL ${config.publicUrl}; database: ${where}; music: ${describeMusicSources(config.musicSources)})`,
  );
  for (const line of composition.seeded.announcements) logger.info(line);
}

main().catch((error: unknown) => {
  // A configuration problem is one clear line; anything else gets its message too, never a stack dump.
  logger.error(
    error instanceof ConfigError ? error.message : `Chartpulse failed to start: ${describe(error)}`,
  );
  process.exit(1);
});

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
