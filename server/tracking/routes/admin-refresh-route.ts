import type { FastifyInstance } from 'fastify';
import { conflict } from '../../http/http-error';
import type { CycleRun } from '../use-cases/run-refresh-cycle';

/** `POST /api/admin/refresh`: an operator runs (or resumes) a refresh cycle now (409 while another process runs one). */
export interface AdminRefreshRouteDeps {
  runCycleNow(): Promise<CycleRun | null>;
}

export function registerAdminRefreshRoute(app: FastifyInstance, deps: AdminRefreshRouteDeps): void {
  app.post('/admin/refresh', { signedIn: 'admin', schema: { tags: ['admin'] } }, async () => {
    const run = await deps.runCycleNow();
    if (!run)
      throw conflict('A refresh cycle is already running in another process. Try again when it is done.');
    return { success: true, items: run.items, snapshots: run.snapshots, failures: run.failures };
  });
}
