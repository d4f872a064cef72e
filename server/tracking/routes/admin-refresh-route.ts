import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../http/auth-guard';
import type { CycleRun } from '../use-cases/run-refresh-cycle';

/** `POST /api/admin/refresh`: an operator runs (or resumes) a refresh cycle now. */
export function registerAdminRefreshRoute(app: FastifyInstance, runCycleNow: () => Promise<CycleRun>): void {
  app.post('/admin/refresh', { schema: { tags: ['admin'] } }, async (request) => {
    requireAdmin(request);
    const run = await runCycleNow();
    return { success: true, items: run.items, snapshots: run.snapshots, failures: run.failures };
  });
}
