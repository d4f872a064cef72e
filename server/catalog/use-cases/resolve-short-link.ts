// Resolves Spotify short links without becoming an open proxy: only the allowlisted hosts are
// ever contacted, redirects are followed one at a time (at most five), and the answer must land
// on open.spotify.com.
import { fail, ok, type Result } from '../../platform/result';
import type { HttpRedirects } from '../ports';

const SHORT_LINK_HOSTS: ReadonlySet<string> = new Set(['spotify.link', 'spoti.fi', 'open.spotify.com']);
const FINAL_HOST = 'open.spotify.com';
const MAX_REDIRECTS = 5;
const MAX_LINK_LENGTH = 2048;

export type ShortLinkFailure =
  | 'missing_link'
  | 'link_too_long'
  | 'not_spotify_link'
  | 'leaves_spotify'
  | 'too_many_redirects'
  | 'unresolved'
  | 'link_service_unavailable';

export interface ResolveShortLinkDeps {
  readonly redirects: HttpRedirects;
}

/** The open.spotify.com address a pasted link leads to. */
export async function resolveShortLink(
  deps: ResolveShortLinkDeps,
  input: { readonly link: string },
): Promise<Result<string, ShortLinkFailure>> {
  const trimmed = input.link.trim();
  if (trimmed === '') return fail('missing_link');
  if (trimmed.length > MAX_LINK_LENGTH) return fail('link_too_long');
  let current = allowedUrl(trimmed);
  if (!current) return fail('not_spotify_link');
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (isFinal(current)) return ok(current.toString());
    const step = await deps.redirects.next(current.toString());
    if (step.kind === 'unreachable') return fail('link_service_unavailable');
    if (step.kind === 'redirect') {
      const next = allowedUrl(new URL(step.location, current).toString());
      if (!next) return fail('leaves_spotify');
      current = next;
      continue;
    }
    const fromPage = step.kind === 'page' && step.canonicalUrl ? allowedUrl(step.canonicalUrl) : null;
    if (fromPage && isFinal(fromPage)) return ok(fromPage.toString());
    return fail('unresolved');
  }
  return fail('too_many_redirects');
}

function allowedUrl(raw: string): URL | null {
  let url: URL;
  try {
    // People paste "spotify.link/abc" without a scheme.
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  if (!SHORT_LINK_HOSTS.has(url.hostname.toLowerCase())) return null;
  url.protocol = 'https:';
  url.port = '';
  return url;
}

/** An open.spotify.com link to an item (not another short link such as `/s/{code}`). */
function isFinal(url: URL): boolean {
  return url.hostname.toLowerCase() === FINAL_HOST && !/^\/s\//.test(url.pathname) && url.pathname.length > 1;
}
