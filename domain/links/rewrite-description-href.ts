import { isSpotifyItemType } from './spotify-item-type';
import { spotifyWebUrl } from './spotify-web-url';

const APP_LINK = /^spotify:(artist|track|album|playlist|user):([^:\s]+)$/i;
const LEGACY_PLAYLIST_LINK = /^spotify:user:[^:\s]+:playlist:([^:\s]+)$/i;
const WEB_LINK = /^https?:\/\/[^\s]+$/i;

/** The music-service search page for `text`. */
const searchLink = (text: string): string =>
  `https://open.spotify.com/search/${encodeURIComponent(text.trim())}`;

/**
 * The safe target of a link inside a playlist description (docs/product.md §2, the sanitising rules that need
 * no DOM): `spotify:{artist|track|album|playlist|user}:{id}` app links (and the legacy
 * `spotify:user:{u}:playlist:{id}`) become `https://open.spotify.com/{type}/{id}`; http(s) links are
 * kept; an empty or missing href, and every other scheme (`javascript:`, `data:`, unknown `spotify:`
 * forms, relative paths), becomes a search for the link's text.
 */
export function rewriteDescriptionHref(href: string | null, linkText: string): string {
  const target = (href ?? '').trim();
  const legacy = LEGACY_PLAYLIST_LINK.exec(target);
  if (legacy?.[1]) return spotifyWebUrl('playlist', legacy[1]);
  const app = APP_LINK.exec(target);
  const type = app?.[1]?.toLowerCase() ?? '';
  if (app?.[2] && (isSpotifyItemType(type) || type === 'user'))
    return spotifyWebUrl(type, decodeSafely(app[2]));
  if (WEB_LINK.test(target)) return target;
  return searchLink(linkText);
}

/** App links may carry percent-encoded user ids; decode once so spotifyWebUrl does not double-encode. */
function decodeSafely(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
