import { analyzeFollowerChart } from '@domain/analytics';
import { bottedPlacements } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { BottedPlacementRecord, NewPlacements, PlacedItemKey, Placements } from '../ports';

export interface ListBottedPlacementsDeps {
  readonly newPlacements: NewPlacements;
  readonly placements: Pick<Placements, 'followerPoints'>;
}

/**
 * The tracked artists and tracks that landed, after `after`, on playlists whose follower curve is
 * graded `likely_botted` now: one record per item and playlist, by `kind:spotifyId`, oldest first.
 */
export async function listBottedPlacements(
  deps: ListBottedPlacementsDeps,
  { after }: { readonly after: Date },
): Promise<Result<Map<PlacedItemKey, BottedPlacementRecord[]>, never>> {
  const placements = await deps.newPlacements.since(after);
  const byItem = new Map<PlacedItemKey, BottedPlacementRecord[]>();
  if (placements.length === 0) return ok(byItem);
  const points = await deps.placements.followerPoints([...new Set(placements.map((p) => p.playlistId))]);
  const verdicts = new Map([...points].map(([id, series]) => [id, analyzeFollowerChart(series).verdict]));
  for (const { item, playlistId, playlistName, trackName, seenAt } of bottedPlacements(
    placements,
    verdicts,
  )) {
    const key: PlacedItemKey = `${item.kind}:${item.spotifyId}`;
    byItem.set(key, [...(byItem.get(key) ?? []), { playlistId, playlistName, trackName, seenAt }]);
  }
  return ok(byItem);
}
