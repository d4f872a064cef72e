const SHORT_LINK =
  /^(?:https?:\/\/)?(?:(?:spotify\.link|spoti\.fi)\/|open\.spotify\.com\/s\/)[A-Za-z0-9_-]+\/?(?:[?#]\S*)?$/i;

/**
 * True when `url` is a shortened Spotify share link (`spotify.link/{code}`, `spoti.fi/{code}` or
 * `open.spotify.com/s/{code}`, with or without scheme). Such links only reveal their target after
 * the server follows the redirect, so they cannot be parsed locally.
 */
export function isShortSpotifyLink(url: string): boolean {
  return SHORT_LINK.test(url.trim());
}
