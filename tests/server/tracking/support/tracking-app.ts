import type { FastifyInstance } from 'fastify';
import { type DemoCatalog, DemoMusicService } from '@server/catalog';
import { createScratchDatabase } from '../../../support/postgres';
import { createTestApp, ManualClock, type TestApp, type TestAppOptions } from '../../../support/test-app';

export interface TrackingTestApp extends TestApp {
  /** The demo catalog the app's music service reads (ids to track). */
  readonly catalog: DemoCatalog;
}

/** The composed app on PGlite or a scratch PostgreSQL database, at a fixed start time. */
export async function trackingTestApp(
  backend: 'pglite' | 'postgres',
  options: Omit<TestAppOptions, 'postgresUrl' | 'clock'> = {},
): Promise<TrackingTestApp> {
  const scratch = backend === 'postgres' ? await createScratchDatabase({ migrated: true }) : undefined;
  const clock = new ManualClock(new Date('2026-04-01T08:00:00Z'));
  const testApp = await createTestApp({ ...options, clock, postgresUrl: scratch?.url });
  return {
    ...testApp,
    catalog: new DemoMusicService(clock).catalog(),
    async close() {
      await testApp.close();
      await scratch?.drop();
    },
  };
}

type Headers = Record<string, string>;

export const post = (app: FastifyInstance, url: string, headers: Headers, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers, payload });

export const get = (app: FastifyInstance, url: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url, headers });
