import { parseMusicLink } from './parse-music-link';

/** The link is recognisably Spotify's but names something the dashboard cannot track (docs/product.md §5). */
export const DASHBOARD_INVALID_URL_MESSAGE = 'Invalid Spotify URL';
/** The link is recognisably Deezer's but names something the dashboard cannot track. */
export const DASHBOARD_INVALID_DEEZER_URL_MESSAGE = 'Invalid Deezer URL';
/** The input is not a Spotify link at all (docs/product.md §5, §8). */
export const DASHBOARD_NOT_SPOTIFY_MESSAGE = 'Not a valid Spotify URL. Please try again.';

/** What the dashboard's Add box should do with the text the user entered. */
export type DashboardInput =
  /** `id` is the item key: the Spotify id, or `deezer:{id}`. */
  | { readonly ok: true; readonly type: 'artist' | 'track' | 'playlist'; readonly id: string }
  | { readonly ok: 'resolve'; readonly url: string }
  | { readonly ok: false; readonly error: string };

const LOOKS_LIKE_SPOTIFY =
  /^(?:spotify:|(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:spotify\.com|spotify\.link|spoti\.fi)(?:[/?#]|$))/i;
const LOOKS_LIKE_DEEZER = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:deezer\.com|deezer\.page\.link)(?:[/?#]|$)/i;

/**
 * Validates the dashboard's Add box (docs/product.md §5 "Dashboard add"): only artist, track and playlist
 * links (Spotify's, or Deezer's: their `id` is then the key `deezer:{id}`) are tracked. Short share links answer `{ ok: 'resolve', url }` (the server resolves them,
 * then the result goes through this function again). A Spotify link to anything else (album,
 * profile, podcast, malformed id) answers `'Invalid Spotify URL'`; text that is not a Spotify
 * link at all answers (a Deezer one that names no trackable item: `'Invalid Deezer URL'`) `'Not a valid Spotify URL. Please try again.'`.
 */
export function parseDashboardInput(input: string): DashboardInput {
  const link = parseMusicLink(input);
  if (link?.kind === 'short') return { ok: 'resolve', url: link.url };
  if (link?.kind === 'item' && link.type !== 'album') return { ok: true, type: link.type, id: link.key };
  const text = input.trim();
  if (LOOKS_LIKE_SPOTIFY.test(text)) return { ok: false, error: DASHBOARD_INVALID_URL_MESSAGE };
  if (LOOKS_LIKE_DEEZER.test(text)) return { ok: false, error: DASHBOARD_INVALID_DEEZER_URL_MESSAGE };
  return { ok: false, error: DASHBOARD_NOT_SPOTIFY_MESSAGE };
}
