import { parseSpotifyLink } from './parse-spotify-link';

/**
 * The search-box shortcut of docs/product.md §5: when the query is a Spotify web link (or URI) to an artist,
 * track or playlist, the app navigates to `/{type}/{id}` instead of searching. Returns that route,
 * or `null` when the query should be searched as text (albums have no page, short links need the
 * server, and anything else is ordinary text).
 */
export function searchBoxRoute(query: string): string | null {
  const link = parseSpotifyLink(query);
  if (link?.kind !== 'item' || link.type === 'album') return null;
  return `/${link.type}/${link.id}`;
}
