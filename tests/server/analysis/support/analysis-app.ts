import type { FastifyInstance } from 'fastify';
import type { Clock } from '@domain/ports/clock';
import { type AnalysisModuleDeps, createAnalysisModule } from '../../../../server/analysis/analysis-module';
import { buildApp } from '../../../../server/app';
import { DemoMusicService } from '../../../../server/catalog';
import { seedDemoHistory } from '../../../../server/tracking/demo-history';
import { signIn, type SignedInUser } from '../../../support/test-app';
import { type TrackingTestApp, trackingTestApp } from '../../tracking/support/tracking-app';

export interface AnalysisTestApp {
  /** The composed app on PGlite or PostgreSQL, without the analysis module. */
  readonly base: TrackingTestApp;
  /** A user who tracks the demo playlists, with a year of seeded daily history. */
  readonly tracker: SignedInUser;
  /** The same composition served with the analysis module added (configured as given). */
  withAnalysis(
    deps?: Partial<Omit<AnalysisModuleDeps, 'db' | 'clock' | 'musicService'>>,
  ): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The composed app plus the analysis module, the way the composition root will add it: same
 * database, sessions and clock, so a user signed in on `base` is signed in on every `withAnalysis` app.
 */
export async function analysisTestApp(backend: 'pglite' | 'postgres'): Promise<AnalysisTestApp> {
  const base = await trackingTestApp(backend);
  const music = new DemoMusicService(base.clock);
  const tracker = await signIn(base.app);
  const demo = { catalog: music.catalog(), musicAt: (clock: Clock) => new DemoMusicService(clock) };
  await seedDemoHistory(base.database.db, demo, { userId: tracker.userId, now: base.clock.now() });
  const apps: FastifyInstance[] = [];
  return {
    base,
    tracker,
    async withAnalysis(deps = {}) {
      const analysis = createAnalysisModule({
        db: base.database.db,
        clock: base.clock,
        config: base.config,
        musicService: music,
        ...deps,
      });
      const options = base.composition.appOptions;
      const app = await buildApp({
        ...options,
        apiModules: [...(options.apiModules ?? []), analysis.apiModule],
        spaDir: undefined,
      });
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps) await app.close();
      await base.close();
    },
  };
}
