// Resolves Spotify short links server-side without becoming an open proxy: only the allowlisted
// hosts are ever contacted, redirects are followed by hand (at most five), and the answer must
// land on open.spotify.com.

export const SHORT_LINK_HOSTS: ReadonlySet<string> = new Set([
  'spotify.link',
  'spoti.fi',
  'open.spotify.com',
]);
export const FINAL_HOST = 'open.spotify.com';
const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 5000;
const MAX_HTML_BYTES = 256 * 1024;

export type ResolveResult = { ok: true; url: string } | { ok: false; error: string; status: 400 | 503 };

type Fetch = typeof fetch;

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

/** Follows a short link to its open.spotify.com address. `fetchImpl` is injectable for tests. */
export async function resolveShortLink(input: string, fetchImpl: Fetch = fetch): Promise<ResolveResult> {
  let current = allowedUrl(input.trim());
  if (!current)
    return {
      ok: false,
      status: 400,
      error: 'Only Spotify links (spotify.link, spoti.fi, open.spotify.com) can be resolved.',
    };
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (isFinal(current)) return { ok: true, url: current.toString() };
    let response: Response;
    try {
      response = await fetchImpl(current.toString(), {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return { ok: false, status: 503, error: 'The link service did not answer. Please try again.' };
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = allowedUrl(new URL(location, current).toString());
      if (!next) return { ok: false, status: 400, error: 'The link does not lead to Spotify.' };
      current = next;
      continue;
    }
    if (response.ok) {
      const fromPage = await canonicalFromPage(current, fetchImpl);
      if (fromPage && isFinal(fromPage)) return { ok: true, url: fromPage.toString() };
    }
    return { ok: false, status: 400, error: 'Failed to resolve the shortened Spotify URL' };
  }
  return { ok: false, status: 400, error: 'The link redirects too many times.' };
}

/** Some short-link pages answer 200 with HTML naming the target in `og:url`. */
async function canonicalFromPage(url: URL, fetchImpl: Fetch): Promise<URL | null> {
  try {
    const response = await fetchImpl(url.toString(), {
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok || !response.body) return null;
    const reader = response.body.getReader();
    let html = '';
    const decoder = new TextDecoder();
    while (html.length < MAX_HTML_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
    }
    await reader.cancel().catch(() => undefined);
    const match = /<meta[^>]+property=["']og:url["'][^>]+content=["']([^"']+)["']/i.exec(html);
    return match?.[1] ? allowedUrl(match[1].replaceAll('&amp;', '&')) : null;
  } catch {
    return null;
  }
}
