import { analyzeFollowerChart } from '@domain/analytics';
import type { Clock } from '@domain/ports';
import { type PlacementsAnswer, placementRows } from '@domain/tracking';
import { ok, type Result } from '../../platform/result';
import type { HistoryCache, Placements } from '../ports';

export interface ListPlacementsDeps {
  readonly placements: Placements;
  readonly historyCache: HistoryCache;
  readonly clock: Clock;
}

/**
 * The tracked playlists carrying a track, or any track by an artist, each graded from its recorded
 * followers (docs/http-api.md#endpoints, placements), as JSON text. Two queries whatever the count, and the
 * answer is cached with the history answers (dropped whenever new snapshots are written).
 */
export async function listPlacements(
  deps: ListPlacementsDeps,
  { kind, spotifyId }: { readonly kind: 'artist' | 'track'; readonly spotifyId: string },
): Promise<Result<string, never>> {
  return ok(
    await deps.historyCache.json(kind, spotifyId, 'placements', async (): Promise<PlacementsAnswer> => {
      const stays = await deps.placements.stays(kind, spotifyId);
      const points = await deps.placements.followerPoints([...new Set(stays.map((stay) => stay.playlistId))]);
      const verdicts = new Map(
        [...points].map(([playlistId, series]) => [playlistId, analyzeFollowerChart(series).verdict]),
      );
      return { success: true, placements: placementRows(stays, verdicts, deps.clock.now().toISOString()) };
    }),
  );
}
