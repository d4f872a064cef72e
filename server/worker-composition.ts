import type { Config } from './config';
import type { Database } from './db/database';
import { type BackgroundWork, composeFeatures } from './feature-composition';
import { openFeatureDeps } from './feature-deps';
import type { Logger } from './platform/logger';
import { randomToken } from './platform/secrets';
import { systemClock } from './platform/system-clock';
import type { TrackingModule } from './tracking/tracking-module';

export interface RefreshProcess {
  readonly tracking: TrackingModule;
  readonly database: Database;
  /** Starts the process's background work: webhook retries; a worker's refresh jobs and scheduler too. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** `worker`: takes pg-boss refresh jobs and asks for cycles on time. `once`: runs one cycle inline. */
export type RefreshProcessKind = 'worker' | 'once';

const BACKGROUND: Record<RefreshProcessKind, readonly BackgroundWork[]> = {
  worker: ['alerts', 'refresh-jobs', 'tracking'],
  once: ['alerts'],
};

/**
 * Composition root of the refresh-only runtimes (`npm run worker`, `npm run refresh-once`): the same
 * feature modules as the API (`composeFeatures`), with no HTTP, no sign-ins, no Telegram poller
 * (it runs in an API process) and no demo seeding.
 */
export async function composeRefreshProcess(
  config: Config,
  kind: RefreshProcessKind,
  logger: Logger,
): Promise<RefreshProcess> {
  const deps = await openFeatureDeps(config, {
    clock: systemClock,
    logger,
    // A refresh process signs nothing (no sessions, tokens or visitor hashes), so it never stores
    // a secret in DATA_DIR: without SESSION_SECRET a throwaway one does.
    secret: config.sessionSecret ?? randomToken(),
  });
  const features = composeFeatures(config, deps, {
    jobRunner: kind === 'worker' ? 'pg-boss' : 'inline',
    background: BACKGROUND[kind],
    refreshSchedule: true,
  });
  return {
    tracking: features.tracking,
    database: deps.database,
    start: () => features.start(),
    async close() {
      await features.stop();
      await deps.close();
    },
  };
}
