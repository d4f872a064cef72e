import { isShortSpotifyLink } from './is-short-spotify-link';
import { isSpotifyItemType, type SpotifyItemType } from './spotify-item-type';

/** What a Spotify link names: an item we can open directly, or a short link the server must resolve. */
export type ParsedSpotifyLink =
  | { readonly kind: 'item'; readonly type: SpotifyItemType; readonly id: string }
  | { readonly kind: 'short'; readonly url: string };

const ITEM_ID = /^[0-9A-Za-z]+$/;
const ITEM_URI = /^spotify:([a-z]+):([0-9A-Za-z]+)$/i;
const LEGACY_PLAYLIST_URI = /^spotify:user:[^:\s]+:playlist:([0-9A-Za-z]+)$/i;
const WEB_URL = /^(?:https?:\/\/)?open\.spotify\.com(\/[^?#\s]*)?(?:[?#]\S*)?$/i;
const LOCALE_SEGMENT = /^intl-[a-z]{2}(?:-[a-z]{2,4})?$/i;

/**
 * Reads a Spotify link typed or pasted by a user.
 *
 * Understands `https://open.spotify.com/[intl-xx/][embed/]{artist|track|playlist|album}/{id}` (scheme
 * optional, query string and fragment ignored), the legacy `open.spotify.com/user/{u}/playlist/{id}`,
 * URIs `spotify:{type}:{id}` and `spotify:user:{u}:playlist:{id}`. Ids must be letters and digits.
 * Short share links (`spotify.link`, `spoti.fi`, `open.spotify.com/s/`) come back as
 * `{ kind: 'short', url }` with an `https://` url. Anything else (including user profiles,
 * podcasts and sub-pages such as `/artist/{id}/discography`) is `null`.
 */
export function parseSpotifyLink(input: string): ParsedSpotifyLink | null {
  const text = input.trim();
  if (text === '') return null;
  if (isShortSpotifyLink(text)) {
    return { kind: 'short', url: text.replace(/^(?:https?:\/\/)?/i, 'https://') };
  }
  if (/^spotify:/i.test(text)) return parseUri(text);
  const url = WEB_URL.exec(text);
  return url ? parsePath(url[1] ?? '') : null;
}

function parseUri(uri: string): ParsedSpotifyLink | null {
  const legacy = LEGACY_PLAYLIST_URI.exec(uri);
  if (legacy?.[1]) return { kind: 'item', type: 'playlist', id: legacy[1] };
  const match = ITEM_URI.exec(uri);
  if (!match?.[1] || !match[2]) return null;
  return item(match[1].toLowerCase(), match[2]);
}

function parsePath(path: string): ParsedSpotifyLink | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments[0] !== undefined && LOCALE_SEGMENT.test(segments[0])) segments.shift();
  if (segments[0]?.toLowerCase() === 'embed') segments.shift();
  const [first, second, third, fourth] = segments;
  if (segments.length === 2 && first && second) return item(first.toLowerCase(), second);
  if (segments.length === 4 && first?.toLowerCase() === 'user' && third?.toLowerCase() === 'playlist') {
    return item('playlist', fourth ?? '');
  }
  return null;
}

function item(type: string, id: string): ParsedSpotifyLink | null {
  if (!isSpotifyItemType(type) || !ITEM_ID.test(id)) return null;
  return { kind: 'item', type, id };
}
