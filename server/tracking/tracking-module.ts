import type { ApiModule } from '../app';
import { registerAdminRefreshRoute } from './admin-refresh-route';
import type { HistoryCache } from './history-cache';
import { registerHistoryRoutes } from './history-routes';
import type { CycleRun } from './inline-refresh';
import { registerTrackingRoutes } from './tracking-routes';
import type { TrackingDeps } from './tracking-service';

export interface TrackingModuleDeps extends TrackingDeps {
  readonly runCycleNow: () => Promise<CycleRun>;
  readonly historyCache: HistoryCache;
}

/** Every tracking route under `/api`: status, start/stop, dashboard lists, history, admin refresh. */
export function createTrackingModule(deps: TrackingModuleDeps): ApiModule {
  return async (app) => {
    registerTrackingRoutes(app, deps, () => deps.historyCache.invalidate());
    registerHistoryRoutes(app, deps.db, deps.historyCache);
    registerAdminRefreshRoute(app, deps.runCycleNow);
  };
}
