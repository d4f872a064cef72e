/** The playlist analysis view of a playlist (docs/product.md §2 leaves its route open). */
export const PLAYLIST_ANALYSIS_ROUTE = 'playlist/:id/analysis';

export function playlistAnalysisPath(spotifyId: string): string {
  return `/playlist/${encodeURIComponent(spotifyId)}/analysis`;
}
