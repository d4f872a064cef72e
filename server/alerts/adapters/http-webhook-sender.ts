import { type LookupAddress, lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { PostOutcome, WebhookSender } from '../ports';
import { signatureHeader } from '../webhook-signature';
import { HOST_REFUSED } from './dns-address-guard';
import { isNonPublicAddress } from './special-purpose-addresses';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * POSTs with node:http(s), giving up after `timeoutMs`; never follows redirects (they could lead
 * inside). Unless private addresses are allowed, the connection's own DNS lookup refuses them, so a
 * host cannot pass the registration check and then resolve inside (DNS rebinding); a host it cannot
 * resolve gets the same refusal (`HOST_REFUSED`), so the delivery log tells no internal names apart.
 */
export class HttpWebhookSender implements WebhookSender {
  constructor(
    private readonly timeoutMs: number,
    private readonly allowPrivate: boolean,
  ) {}

  post({
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
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Chartpulse-Webhooks/1',
            'x-chartpulse-signature': signatureHeader(secret, unixSeconds, body),
          },
          timeout: this.timeoutMs,
          lookup: this.allowPrivate ? undefined : publicOnlyLookup,
        },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0 });
        },
      );
      request.on('timeout', () => {
        request.destroy();
        resolve({
          error: `The receiver did not answer within ${seconds(this.timeoutMs)} seconds.`,
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        resolve({
          error: error.code === 'EPRIVATE' ? HOST_REFUSED : 'The receiver could not be reached.',
        });
      });
      request.end(body);
    });
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
