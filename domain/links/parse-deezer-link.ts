import { isServiceCatalogId } from '../catalog/item-key';
import type { SpotifyItemType } from './spotify-item-type';

/** What a Deezer link names: an item, or a short link the server must resolve. */
export type ParsedDeezerLink =
  | { readonly kind: 'item'; readonly type: SpotifyItemType; readonly id: string }
  | { readonly kind: 'short'; readonly url: string };

const SHORT_LINK =
  /^(?:https?:\/\/)?(?:link\.deezer\.com\/s\/|deezer\.page\.link\/)[A-Za-z0-9_-]+\/?(?:[?#]\S*)?$/i;
const WEB_URL = /^(?:https?:\/\/)?(?:www\.)?deezer\.com(\/[^?#\s]*)?(?:[?#]\S*)?$/i;
/** `fr`, `en`, `pt-br`...: the language segment Deezer puts before the kind. */
const LANGUAGE_SEGMENT = /^[a-z]{2}(?:-[a-z]{2})?$/i;
const KINDS: ReadonlySet<string> = new Set(['artist', 'track', 'album', 'playlist']);

/**
 * True when `url` is a shortened Deezer share link (`link.deezer.com/s/{code}` or
 * `deezer.page.link/{code}`, scheme optional): only the server can learn where it leads.
 */
export function isShortDeezerLink(url: string): boolean {
  return SHORT_LINK.test(url.trim());
}

/**
 * Reads a Deezer link typed or pasted by a user: `https://www.deezer.com/[{lang}/]{artist|track|album|playlist}/{id}`
 * (scheme and `www.` optional, query string and fragment ignored; ids are digits). Short links come
 * back as `{ kind: 'short', url }` with an `https://` url. Profiles (`/profile/{id}`), other pages
 * and malformed ids are `null`, as Spotify's user links are.
 */
export function parseDeezerLink(input: string): ParsedDeezerLink | null {
  const text = input.trim();
  if (text === '') return null;
  if (isShortDeezerLink(text)) return { kind: 'short', url: text.replace(/^(?:https?:\/\/)?/i, 'https://') };
  const url = WEB_URL.exec(text);
  if (!url) return null;
  const segments = (url[1] ?? '').split('/').filter((segment) => segment !== '');
  if (segments.length === 3 && LANGUAGE_SEGMENT.test(segments[0] ?? '')) segments.shift();
  const [kind, id] = segments;
  if (segments.length !== 2 || kind === undefined || id === undefined) return null;
  const type = kind.toLowerCase();
  if (!KINDS.has(type) || !isServiceCatalogId('deezer', id)) return null;
  return { kind: 'item', type: type as SpotifyItemType, id };
}

/** The public web address of a Deezer item, e.g. `https://www.deezer.com/track/{id}`. */
export function deezerWebUrl(type: SpotifyItemType | 'profile', id: string): string {
  return `https://www.deezer.com/${type}/${encodeURIComponent(id)}`;
}
