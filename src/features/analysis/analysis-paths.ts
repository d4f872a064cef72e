import { itemPath } from '@domain/links';

/** The playlist analysis view of a playlist (docs/product.md §2 leaves its route open). */
export const PLAYLIST_ANALYSIS_ROUTE = 'playlist/:id/analysis';
/** The same view of a Deezer playlist. */
export const DEEZER_PLAYLIST_ANALYSIS_ROUTE = 'deezer/playlist/:id/analysis';

/** The analysis view's address from the playlist's item key (`/deezer/playlist/{id}/analysis` for Deezer). */
export function playlistAnalysisPath(spotifyId: string): string {
  return `${itemPath('playlist', spotifyId)}/analysis`;
}
