import { gradePlaylist } from '@domain/analytics';
import { bottedPlacements } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { BottedPlacementRecord, NewPlacements, PlacedItemKey, PlaylistGradeInputs } from '../ports';

export interface ListBottedPlacementsDeps {
  readonly newPlacements: NewPlacements;
  readonly gradeInputs: PlaylistGradeInputs;
}

/**
 * The tracked artists and tracks that landed, after `after`, on playlists whose follower curve is
 * graded `likely_botted` now (as their pages grade them): one record per item and playlist, by
 * `kind:spotifyId`, oldest first.
 */
export async function listBottedPlacements(
  deps: ListBottedPlacementsDeps,
  { after }: { readonly after: Date },
): Promise<Result<Map<PlacedItemKey, BottedPlacementRecord[]>, never>> {
  const placements = await deps.newPlacements.since(after);
  const byItem = new Map<PlacedItemKey, BottedPlacementRecord[]>();
  if (placements.length === 0) return ok(byItem);
  const inputs = await deps.gradeInputs.of([...new Set(placements.map((p) => p.playlistId))]);
  const verdicts = new Map([...inputs].map(([id, input]) => [id, gradePlaylist(input).verdict]));
  for (const { item, playlistId, playlistName, trackName, seenAt } of bottedPlacements(
    placements,
    verdicts,
  )) {
    const key: PlacedItemKey = `${item.kind}:${item.spotifyId}`;
    byItem.set(key, [...(byItem.get(key) ?? []), { playlistId, playlistName, trackName, seenAt }]);
  }
  return ok(byItem);
}
