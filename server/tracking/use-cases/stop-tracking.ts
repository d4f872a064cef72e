import type { UserItem } from '@domain/tracking';
import { fail, ok, type Result } from '../../platform/result';
import type { TrackedItems } from '../ports';

/** Stops this user's tracking; other trackers keep the item and everyone keeps its history. */
export async function stopTracking(
  deps: { readonly items: TrackedItems },
  { userId, kind, spotifyId }: UserItem,
): Promise<Result<void, 'not_tracking'>> {
  const removed = await deps.items.removeTracker(userId, kind, spotifyId);
  if (!removed) return fail('not_tracking');
  return ok(undefined);
}
