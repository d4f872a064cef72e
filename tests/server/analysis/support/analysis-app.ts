import { DemoMusicService, demoHistorySource } from '@server/catalog';
import type { Config } from '@server/config';
import { KyselyHistoryImport } from '@server/tracking/adapters/kysely-history-import';
import { seedDemoHistory } from '@server/tracking/use-cases/seed-demo-history';
import { signIn, type SignedInUser } from '../../../support/test-app';
import { type TrackingTestApp, trackingTestApp } from '../../tracking/support/tracking-app';

export interface AnalysisTestApp {
  /** The composed app (analysis module included) on PGlite or PostgreSQL. */
  readonly base: TrackingTestApp;
  /** A user who tracks the demo playlists, with a year of seeded daily history. */
  readonly tracker: SignedInUser;
  close(): Promise<void>;
}

/**
 * The composed app as the composition root builds it (analysis included), configured as given, with
 * a signed-in user who tracks the demo playlists and their year of history.
 */
export async function analysisTestApp(
  backend: 'pglite' | 'postgres',
  configOverrides: Partial<Config> = {},
): Promise<AnalysisTestApp> {
  const base = await trackingTestApp(backend, { configOverrides });
  const tracker = await signIn(base.app);
  await seedDemoHistory(
    {
      historyImport: new KyselyHistoryImport(base.database.db),
      source: demoHistorySource(new DemoMusicService(base.clock)),
    },
    { userId: tracker.userId, now: base.clock.now() },
  );
  return { base, tracker, close: () => base.close() };
}
