// Short-link hosts over `fetch`: one request per call, redirects never followed automatically, so
// the use case checks every hop against its allowlist before anything contacts the next host.
import type { HttpRedirects, RedirectStep } from '../ports';

const TIMEOUT_MS = 5000;
const MAX_HTML_BYTES = 256 * 1024;

export class FetchHttpRedirects implements HttpRedirects {
  /** `fetchImpl` is injectable for tests (a local stand-in for the short-link hosts). */
  constructor(private readonly fetchImpl?: typeof fetch) {}

  async next(url: string): Promise<RedirectStep> {
    const fetchImpl = this.fetchImpl ?? fetch;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'HEAD',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return { kind: 'unreachable' };
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) return { kind: 'redirect', location };
    if (response.ok) return { kind: 'page', canonicalUrl: await canonicalUrl(url, fetchImpl) };
    return { kind: 'dead_end' };
  }
}

/** Some short-link pages answer 200 with HTML naming the target in `og:url`. */
async function canonicalUrl(url: string, fetchImpl: typeof fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
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
    return match?.[1] ? match[1].replaceAll('&amp;', '&') : null;
  } catch {
    return null;
  }
}
