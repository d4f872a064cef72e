import type { PostOutcome, WebhookSender } from '../ports';
import { signatureHeader } from '../webhook-signature';

/** POSTs with `fetch`, giving up after `timeoutMs`; never follows redirects (they could lead inside). */
export class HttpWebhookSender implements WebhookSender {
  constructor(private readonly timeoutMs: number) {}

  async post({
    url,
    body,
    secret,
    unixSeconds,
  }: {
    url: string;
    body: string;
    secret: string;
    unixSeconds: number;
  }): Promise<PostOutcome> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Chartpulse-Webhooks/1',
          'x-chartpulse-signature': signatureHeader(secret, unixSeconds, body),
        },
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        return { error: `The receiver did not answer within ${Math.round(this.timeoutMs / 1000)} seconds.` };
      }
      return { error: 'The receiver could not be reached.' };
    }
  }
}
