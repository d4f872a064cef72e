import { itemPath } from './item-paths';
import { parseMusicLink } from './parse-music-link';

/**
 * The search-box shortcut of docs/product.md §5: when the query is a Spotify web link (or URI) or a
 * Deezer web link to an artist, track or playlist, the app navigates to its page (`/{type}/{id}`,
 * `/deezer/{type}/{id}`) instead of searching. Returns that route, or `null` when the query should
 * be searched as text (albums have no page, short links need the server, and anything else is
 * ordinary text).
 */
export function searchBoxRoute(query: string): string | null {
  const link = parseMusicLink(query);
  if (link?.kind !== 'item' || link.type === 'album') return null;
  return itemPath(link.type, link.key);
}
