import type { HistoryCache, SnapshotHistory } from '../ports';

/** The track's popularity at every snapshot, oldest first, as JSON text (cached). */
export function readTrackPopularityHistory(
  deps: { readonly history: SnapshotHistory; readonly historyCache: HistoryCache },
  spotifyId: string,
): Promise<string> {
  return deps.historyCache.json('track', spotifyId, 'popularity', () =>
    deps.history.trackPopularity(spotifyId),
  );
}
