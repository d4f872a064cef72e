import type { PlaylistAnalysis } from '../tracking/history-contracts';
import type { PlaylistTrackFacts } from './playlist-input';

/** How many artists the analysis lists. */
export const TOP_ARTIST_COUNT = 10;

/**
 * The artists with the most tracks on the playlist (a track counts once per credited artist), most
 * first, ties by name then id so the order is stable.
 */
export function topArtists(tracks: ReadonlyArray<PlaylistTrackFacts>): PlaylistAnalysis['top_artists'] {
  const counts = new Map<string, { spotify_id: string; name: string; count: number }>();
  for (const track of tracks) {
    for (const artist of new Map(track.artists.map((credit) => [credit.id, credit])).values()) {
      const entry = counts.get(artist.id);
      if (entry) entry.count += 1;
      else counts.set(artist.id, { spotify_id: artist.id, name: artist.name, count: 1 });
    }
  }
  return [...counts.values()]
    .sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.spotify_id.localeCompare(b.spotify_id),
    )
    .slice(0, TOP_ARTIST_COUNT);
}
