const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['https:', 'http:']);

/**
 * `raw` as an absolute http(s) address safe to hand to a browser as a link or image source, or
 * null: other schemes (`javascript:`, `data:`, `spotify:`…), relative or unparsable text, and
 * addresses carrying a user name or password are refused. The answer is the parsed address
 * re-serialised, so what a browser reads is exactly what was checked.
 */
export function safeHttpUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.has(url.protocol) || url.hostname === '') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}
