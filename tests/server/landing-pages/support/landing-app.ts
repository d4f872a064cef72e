import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { LandingPagesModule, UploadStorageSettings } from '@server/landing-pages/landing-pages-module';
import { type FakeMetaGraph, startFakeMetaGraph } from '../../../support/fake-meta-graph';
import { createScratchDatabase } from '../../../support/postgres';
import type { Config } from '@server/config';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { seededRandom } from '../../../support/fakes/landing-pages/landing-fakes';

export interface LandingTestApp {
  readonly testApp: TestApp;
  readonly app: FastifyInstance;
  readonly graph: FakeMetaGraph;
  readonly landing: LandingPagesModule;
  readonly warnings: string[];
  /** What the module logged at info level (the start-up sweep's removals). */
  readonly infos: string[];
}

export interface LandingAppOptions {
  readonly storage?: () => UploadStorageSettings;
  readonly geoipCountryHeader?: string;
  readonly randomSeed?: number;
  readonly configOverrides?: Partial<Config>;
}

/**
 * The real app as composed (accounts, sessions, CSRF, the landing-page module) on PGlite or
 * PostgreSQL, with the landing pages' storage, seeded choice and warnings set by the test.
 * Conversions API calls go to a fake Graph API.
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
    const scratch = target.postgres ? await createScratchDatabase({ migrated: true }) : undefined;
    if (scratch) cleanups.push(() => scratch.drop());
    const warnings: string[] = [];
    const infos: string[] = [];
    const testApp = await createTestApp({
      postgresUrl: scratch?.url,
      landingPages: {
        logger: {
          info: (message) => infos.push(message),
          warn: (message) => warnings.push(message),
          error: () => {},
        },
        storage: options.storage?.(),
        random: seededRandom(options.randomSeed ?? 42),
      },
      configOverrides: {
        metaGraphUrl: graph.url,
        publicUrl: 'https://chartpulse.example',
        geoipCountryHeader: options.geoipCountryHeader ?? 'cf-ipcountry',
        ...options.configOverrides,
      },
    });
    cleanups.unshift(() => testApp.close());
    holder.current = {
      testApp,
      app: testApp.app,
      graph,
      landing: testApp.composition.landingPages,
      warnings,
      infos,
    };
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  return holder;
}
