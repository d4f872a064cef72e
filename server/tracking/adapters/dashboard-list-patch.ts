import type { ItemSummary } from '../ports';

/** The cached answer under which a user's list of one kind is kept (cachedTrackingReads). */
export const DASHBOARD_LIST_ANSWER = 'dashboard-list';

const before = (a: ItemSummary, b: ItemSummary) =>
  a.trackedAt.getTime() - b.trackedAt.getTime() || a.id - b.id;

/**
 * The list with `summary` in its place (oldest tracking first, then by id), as a read after the
 * start would answer; null when the list already holds the item (it is not the list the write
 * changed, so it must be read again).
 */
export function withTracked(list: readonly ItemSummary[], summary: ItemSummary): ItemSummary[] | null {
  if (list.some((item) => item.id === summary.id)) return null;
  let at = list.length;
  while (at > 0 && before(summary, list[at - 1]!) < 0) at--;
  return [...list.slice(0, at), summary, ...list.slice(at)];
}

/** The list without the item; null when it does not hold it (read it again). */
export function withoutTracked(list: readonly ItemSummary[], spotifyId: string): ItemSummary[] | null {
  const at = list.findIndex((item) => item.spotifyId === spotifyId);
  if (at < 0) return null;
  return [...list.slice(0, at), ...list.slice(at + 1)];
}
