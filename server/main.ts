import 'reflect-metadata';
import path from 'node:path';
import { buildApp } from './app';

/** Entry point: builds the app from configuration, listens, and shuts down cleanly on signals. */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = await buildApp({
    spaDir: path.resolve('dist'),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port, host });
  app.log.info(`Chartpulse is running on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
