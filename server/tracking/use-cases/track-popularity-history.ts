import { ok, type Result } from '../../platform/result';
import type { HistoryCache, SnapshotHistory } from '../ports';

/** The track's popularity at every snapshot, oldest first, as JSON text (cached). */
export async function readTrackPopularityHistory(
  deps: { readonly history: SnapshotHistory; readonly historyCache: HistoryCache },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<string, never>> {
  return ok(
    await deps.historyCache.json('track', spotifyId, 'popularity', () =>
      deps.history.trackPopularity(spotifyId),
    ),
  );
}
