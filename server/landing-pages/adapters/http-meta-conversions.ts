import { fetchWithDeadline, ONE_MEGABYTE, OutboundFailure } from '../../platform/outbound-http';
import type { ConversionEvent, MetaConversions } from '../ports';
import type { Result } from '../../platform/result';

export const GRAPH_API_VERSION = 'v24.0';

export interface HttpMetaConversionsSettings {
  /** `META_GRAPH_URL`, default `https://graph.facebook.com`. */
  readonly graphUrl: string;
  /** Total deadline of one call: connect, answer and body (default 10 s). */
  readonly timeoutMs?: number;
}

/**
 * Meta's Conversions API over HTTP: `POST {graph}/v24.0/{pixel}/events?access_token=…` with one
 * website event (docs/integrations.md). IP, user agent, fbp and fbc are sent as they are (Meta
 * wants them unhashed). Failures come back as a readable reason that never contains the token.
 */
export class HttpMetaConversions implements MetaConversions {
  constructor(private readonly settings: HttpMetaConversionsSettings) {}

  async send(pixelId: string, accessToken: string, event: ConversionEvent): Promise<Result<void, string>> {
    const url = new URL(
      `${this.settings.graphUrl.replace(/\/+$/, '')}/${GRAPH_API_VERSION}/${encodeURIComponent(pixelId)}/events`,
    );
    url.searchParams.set('access_token', accessToken);
    const userData: Record<string, string> = {
      client_ip_address: event.clientIp,
      client_user_agent: event.userAgent,
    };
    if (event.fbp) userData.fbp = event.fbp;
    if (event.fbc) userData.fbc = event.fbc;
    const body = {
      data: [
        {
          event_name: event.eventName,
          event_time: Math.floor(event.eventTime.getTime() / 1000),
          event_id: event.eventId,
          action_source: 'website',
          event_source_url: event.sourceUrl,
          user_data: userData,
          custom_data: event.customData,
        },
      ],
    };
    try {
      const response = await fetchWithDeadline(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        { deadlineMs: this.settings.timeoutMs ?? 10_000, maxBytes: ONE_MEGABYTE },
      );
      if (response.ok) return { ok: true, value: undefined };
      return { ok: false, error: `HTTP ${response.status}: ${graphErrorOf(response.text)}` };
    } catch (error) {
      const reason =
        error instanceof OutboundFailure && error.kind === 'deadline'
          ? 'timed out'
          : error instanceof Error
            ? error.message
            : String(error);
      return { ok: false, error: reason.replaceAll(accessToken, '[token]') };
    }
  }
}

/** `{error:{message,code,…}}` → "message (code N)"; anything else, a short excerpt. */
function graphErrorOf(text: string): string {
  try {
    const { error } = JSON.parse(text) as { error?: { message?: string; code?: number } };
    if (error?.message) return `${error.message}${error.code === undefined ? '' : ` (code ${error.code})`}`;
  } catch {
    // Not JSON: fall through to the excerpt.
  }
  return text.slice(0, 200);
}
