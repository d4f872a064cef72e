import type { UserItem } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { TrackedItems } from '../ports';

/** Whether this user tracks the item (never says anything about other users). */
export async function isTracking(
  deps: { readonly items: TrackedItems },
  { userId, kind, spotifyId }: UserItem,
): Promise<Result<boolean, never>> {
  return ok(await deps.items.isTracking(userId, kind, spotifyId));
}

/** When this user started tracking the item (null: they do not track it); never about other users. */
export async function trackingSince(
  deps: { readonly items: TrackedItems },
  { userId, kind, spotifyId }: UserItem,
): Promise<Result<Date | null, never>> {
  return ok(await deps.items.trackingSince(userId, kind, spotifyId));
}
