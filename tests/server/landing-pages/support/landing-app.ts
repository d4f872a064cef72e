import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  createLandingPagesModule,
  type LandingPagesModule,
  type UploadStorageSettings,
} from '../../../../server/landing-pages/landing-pages-module';
import { type FakeMetaGraph, startFakeMetaGraph } from '../../../support/fake-meta-graph';
import { createScratchDatabase } from '../../../support/postgres';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { seededRandom } from './landing-fakes';

export interface LandingTestApp {
  readonly testApp: TestApp;
  readonly app: FastifyInstance;
  readonly graph: FakeMetaGraph;
  readonly landing: LandingPagesModule;
  readonly warnings: string[];
}

export interface LandingAppOptions {
  readonly storage?: () => UploadStorageSettings;
  readonly geoipCountryHeader?: string;
  readonly randomSeed?: number;
}

/**
 * The real app (accounts, sessions, CSRF) on PGlite or PostgreSQL with the landing-page module
 * mounted as the composition root mounts it: its API module under `/api` behind the session
 * platform, its root modules at the root. Conversions API calls go to a fake Graph API.
 */
export function useLandingApp(
  target: { postgres: boolean },
  options: LandingAppOptions = {},
): { readonly current: LandingTestApp } {
  const holder = { current: undefined as unknown as LandingTestApp };
  const cleanups: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    const graph = await startFakeMetaGraph();
    cleanups.push(() => graph.close());
    const scratch = target.postgres ? await createScratchDatabase() : undefined;
    if (scratch) cleanups.push(() => scratch.drop());
    const testApp = await createTestApp({
      postgresUrl: scratch?.url,
      configOverrides: {
        metaGraphUrl: graph.url,
        publicUrl: 'https://chartpulse.example',
        geoipCountryHeader: options.geoipCountryHeader ?? 'cf-ipcountry',
      },
    });
    const warnings: string[] = [];
    const landing = createLandingPagesModule({
      db: testApp.database.db,
      clock: testApp.clock,
      config: testApp.config,
      logger: { warn: (message) => warnings.push(message) },
      secret: testApp.config.sessionSecret!,
      storage: options.storage?.(),
      random: seededRandom(options.randomSeed ?? 42),
    });
    await testApp.app.register(
      async (api) => {
        await testApp.composition.appOptions.apiPlatform?.(api);
        await api.register(landing.apiModule);
      },
      { prefix: '/api' },
    );
    for (const module of landing.rootModules) await testApp.app.register(module);
    cleanups.unshift(async () => {
      await landing.stop();
      await testApp.close();
    });
    holder.current = { testApp, app: testApp.app, graph, landing, warnings };
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  return holder;
}
