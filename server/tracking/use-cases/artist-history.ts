import { ok, type Result } from '../../platform/result';
import type { HistoryCache, SnapshotHistory } from '../ports';

/** Every snapshot of the artist, oldest first, as JSON text (cached: each chart view asks for it). */
export async function readArtistHistory(
  deps: { readonly history: SnapshotHistory; readonly historyCache: HistoryCache },
  { spotifyId }: { readonly spotifyId: string },
): Promise<Result<string, never>> {
  return ok(
    await deps.historyCache.json('artist', spotifyId, 'history', () => deps.history.artist(spotifyId)),
  );
}
