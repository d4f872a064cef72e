import type { TrackedKind } from '@domain/tracking';
import type { TrackedItems } from '../ports';

/** Whether this user tracks the item (never says anything about other users). */
export function isTracking(
  deps: { readonly items: TrackedItems },
  userId: number,
  kind: TrackedKind,
  spotifyId: string,
): Promise<boolean> {
  return deps.items.isTracking(userId, kind, spotifyId);
}
