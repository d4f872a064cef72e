/** The only other site a written analysis may link to: Spotify's web player. */
const SPOTIFY_WEB = 'open.spotify.com';

/**
 * Where a link in a written analysis may point, or null when it must become plain text (docs/product.md
 * §2, Playlist): this site's own pages (a relative path, or an address on `pageUrl`'s origin) and
 * Spotify's web pages over https. A model told to write "Verify your account" at any other address
 * gets no clickable link, in the app's panel or on a shared report. `pageUrl` is the absolute address
 * of the page showing the analysis (relative links resolve against it). The answer is absolute.
 */
export function analysisLinkTarget(href: string | null | undefined, pageUrl: string): string | null {
  if (!href) return null;
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(href, page);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === page.origin) return url.href;
  return url.protocol === 'https:' && url.hostname === SPOTIFY_WEB && url.port === '' ? url.href : null;
}
