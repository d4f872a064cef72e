import { type LookupAddress, lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { OutboundFailure, requestWithDeadline } from '../../platform/outbound-http';
import type { PostOutcome, WebhookPost, WebhookSender } from '../ports';
import { signatureHeader } from '../webhook-signature';
import { HOST_REFUSED } from './dns-address-guard';
import { isNonPublicAddress } from './special-purpose-addresses';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A receiver's answer body is not used: more than this is a failure, not something to read on. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs with node:http(s) within a total deadline of `deadlineMs` (connect, status line, headers
 * and body: a receiver trickling its answer is cut off there); never follows redirects (they could
 * lead inside). Unless private addresses are allowed, the connection's own DNS lookup refuses them,
 * so a host cannot pass the registration check and then resolve inside (DNS rebinding); a host it
 * cannot resolve gets the same refusal (`HOST_REFUSED`), so the delivery log tells no internal
 * names apart.
 */
export class HttpWebhookSender implements WebhookSender {
  constructor(
    private readonly deadlineMs: number,
    private readonly allowPrivate: boolean,
  ) {}

  async post({ url, body, secret, unixSeconds, deliveryId }: WebhookPost): Promise<PostOutcome> {
    try {
      const answer = await requestWithDeadline(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Chartpulse-Webhooks/1',
          'x-chartpulse-delivery': String(deliveryId),
          'x-chartpulse-signature': signatureHeader(secret, unixSeconds, body),
        },
        body,
        lookup: this.allowPrivate ? undefined : (publicOnlyLookup as LookupFunction),
        deadlineMs: this.deadlineMs,
        maxBytes: MAX_ANSWER_BYTES,
      });
      return { status: answer.status };
    } catch (error) {
      if (!(error instanceof OutboundFailure)) throw error;
      if (error.kind === 'deadline')
        return { error: `The receiver did not answer within ${seconds(this.deadlineMs)} seconds.` };
      if (error.kind === 'too_large') return { error: 'The receiver answered with more than 64 KB.' };
      return { error: error.code === 'EPRIVATE' ? HOST_REFUSED : 'The receiver could not be reached.' };
    }
  }
}

/** `dns.lookup` that fails (`EPRIVATE`) when the host does not resolve or any of its addresses is not public. */
function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    const list = error ? [] : (addresses as LookupAddress[]);
    if (list.length === 0 || list.some((entry) => isNonPublicAddress(entry.address))) {
      const refused: NodeJS.ErrnoException = new Error(HOST_REFUSED);
      refused.code = 'EPRIVATE';
      return callback(refused, []);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}

const seconds = (ms: number) => (ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 });
