// Resolves Spotify and Deezer short links without becoming an open proxy: only the allowlisted
// hosts of the link's own service are ever contacted, redirects are followed one at a time (at
// most five), and the answer must land on that service's item pages.
import { parseDeezerLink } from '@domain/links';
import { fail, ok, type Result } from '../../platform/result';
import type { HttpRedirects } from '../ports';

/** Where one service's short links may lead, and which address is an answer. */
interface ShortLinkRules {
  readonly hosts: ReadonlySet<string>;
  readonly isFinal: (url: URL) => boolean;
  /** The failure of a redirect off these hosts. */
  readonly leaves: 'leaves_spotify' | 'leaves_deezer';
}

const SPOTIFY_RULES: ShortLinkRules = {
  hosts: new Set(['spotify.link', 'spoti.fi', 'open.spotify.com']),
  /** An open.spotify.com link to an item (not another short link such as `/s/{code}`). */
  isFinal: (url) =>
    url.hostname.toLowerCase() === 'open.spotify.com' &&
    !/^\/s\//.test(url.pathname) &&
    url.pathname.length > 1,
  leaves: 'leaves_spotify',
};

const DEEZER_WEB_HOSTS: ReadonlySet<string> = new Set(['www.deezer.com', 'deezer.com']);
const DEEZER_RULES: ShortLinkRules = {
  hosts: new Set(['link.deezer.com', 'deezer.page.link', ...DEEZER_WEB_HOSTS]),
  /** A deezer.com page of an artist, track, album or playlist. */
  isFinal: (url) =>
    DEEZER_WEB_HOSTS.has(url.hostname.toLowerCase()) && parseDeezerLink(url.toString())?.kind === 'item',
  leaves: 'leaves_deezer',
};

const RULES: readonly ShortLinkRules[] = [SPOTIFY_RULES, DEEZER_RULES];
const MAX_REDIRECTS = 5;
const MAX_LINK_LENGTH = 2048;

export type ShortLinkFailure =
  | 'missing_link'
  | 'link_too_long'
  | 'not_spotify_link'
  | 'leaves_spotify'
  | 'leaves_deezer'
  | 'too_many_redirects'
  | 'unresolved'
  | 'link_service_unavailable';

export interface ResolveShortLinkDeps {
  readonly redirects: HttpRedirects;
}

/**
 * The item address a pasted short link leads to: open.spotify.com for a Spotify link, deezer.com
 * for a Deezer one (`link.deezer.com/s/…`, `deezer.page.link/…`); a redirect to any other
 * service's host, or to any host outside the link's own service, is refused (`leaves_spotify`, `leaves_deezer`).
 */
export async function resolveShortLink(
  deps: ResolveShortLinkDeps,
  input: { readonly link: string },
): Promise<Result<string, ShortLinkFailure>> {
  const trimmed = input.link.trim();
  if (trimmed === '') return fail('missing_link');
  if (trimmed.length > MAX_LINK_LENGTH) return fail('link_too_long');
  const first = webUrl(trimmed);
  const rules = first
    ? RULES.find((candidate) => candidate.hosts.has(first.hostname.toLowerCase()))
    : undefined;
  if (!rules) return fail('not_spotify_link');
  const allowedUrl = (raw: string) => allowedOn(rules, raw);
  const isFinal = rules.isFinal;
  let current = allowedUrl(trimmed);
  if (!current) return fail('not_spotify_link');
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (isFinal(current)) return ok(current.toString());
    const step = await deps.redirects.next(current.toString());
    if (step.kind === 'unreachable') return fail('link_service_unavailable');
    if (step.kind === 'redirect') {
      const next = allowedUrl(new URL(step.location, current).toString());
      if (!next) return fail(rules.leaves);
      current = next;
      continue;
    }
    const fromPage = step.kind === 'page' && step.canonicalUrl ? allowedUrl(step.canonicalUrl) : null;
    if (fromPage && isFinal(fromPage)) return ok(fromPage.toString());
    return fail('unresolved');
  }
  return fail('too_many_redirects');
}

/** `raw` as a web address (people paste "spotify.link/abc" without a scheme), or null. */
function webUrl(raw: string): URL | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function allowedOn(rules: ShortLinkRules, raw: string): URL | null {
  const url = webUrl(raw);
  if (!url) return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  if (!rules.hosts.has(url.hostname.toLowerCase())) return null;
  url.protocol = 'https:';
  url.port = '';
  return url;
}
