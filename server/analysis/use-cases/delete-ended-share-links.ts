import type { Clock } from '@domain/ports';
import { ok, type Result } from '../../platform/result';
import type { SharedReports } from '../ports';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes share links revoked or expired more than `retentionDays` ago (their pages then answer 404
 * instead of 410); answers how many went.
 */
export async function deleteEndedShareLinks(
  deps: { readonly reports: SharedReports; readonly clock: Clock },
  { retentionDays }: { readonly retentionDays: number },
): Promise<Result<number, never>> {
  const before = new Date(deps.clock.now().getTime() - retentionDays * DAY_MS);
  return ok(await deps.reports.deleteEndedBefore(before));
}
