import type { HistoryCache, SnapshotHistory } from '../ports';

/** Every snapshot of the artist, oldest first, as JSON text (cached: each chart view asks for it). */
export function readArtistHistory(
  deps: { readonly history: SnapshotHistory; readonly historyCache: HistoryCache },
  spotifyId: string,
): Promise<string> {
  return deps.historyCache.json('artist', spotifyId, 'history', () => deps.history.artist(spotifyId));
}
