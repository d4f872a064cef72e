/** What this installation lets a webhook URL be (`WEBHOOK_ALLOW_HTTP`, `WEBHOOK_ALLOW_PRIVATE`). */
export interface WebhookPolicy {
  /** Plain `http://` URLs are accepted too. */
  readonly allow_http: boolean;
  /** Hosts resolving to private, loopback or other non-public addresses are accepted. */
  readonly allow_private: boolean;
}

export const STRICT_WEBHOOK_POLICY: WebhookPolicy = { allow_http: false, allow_private: false };

export const HTTP_REFUSED =
  'The webhook URL must start with https://. Plain http:// is refused on this installation (WEBHOOK_ALLOW_HTTP is off).';
export const PRIVATE_REFUSED =
  'Private addresses are refused on this installation (WEBHOOK_ALLOW_PRIVATE is off).';

/** The schemes the policy accepts, as a user reads them: `https://` or `https:// or http://`. */
export function acceptedSchemes(policy: WebhookPolicy): string {
  return policy.allow_http ? 'https:// or http://' : 'https://';
}

/**
 * What is wrong with a webhook URL's form under the policy (scheme, credentials), or null. Where
 * its host points is the server's to judge (it looks the host up).
 */
export function webhookUrlProblem(url: string, policy: WebhookPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `Enter a full URL starting with ${acceptedSchemes(policy)}.`;
  }
  if (parsed.protocol === 'http:' && !policy.allow_http) return HTTP_REFUSED;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return `The webhook URL must start with ${acceptedSchemes(policy)}.`;
  if (parsed.username || parsed.password) return 'The webhook URL may not contain a user name or password.';
  return null;
}
