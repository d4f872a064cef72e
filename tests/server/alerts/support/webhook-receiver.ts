import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  readonly body: string;
  /** The `X-Chartpulse-Signature` checked against the secret the test set. */
  readonly verified: boolean;
  readonly answered: number;
  /** The `X-Chartpulse-Delivery` header. */
  readonly delivery: string | undefined;
  /** When it arrived (Date.now()). */
  readonly at: number;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedHook[];
  /** The secret signatures are checked against (shown once by the API). */
  secret: string;
  /** Statuses to answer, in order; 200 once they are used up. */
  statuses: number[];
  close(): Promise<void>;
}

/** Whether `header` is `t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, as a receiver checks it. */
export function verifySignature(header: string | undefined, secret: string, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A local HTTP receiver that verifies each POST's signature and answers scripted statuses. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    secret: '',
    statuses: [],
    close: async () => undefined,
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const answered = receiver.statuses.shift() ?? 200;
    const header = request.headers['x-chartpulse-signature'];
    receiver.received.push({
      body,
      verified: verifySignature(Array.isArray(header) ? header[0] : header, receiver.secret, body),
      answered,
      delivery: request.headers['x-chartpulse-delivery'] as string | undefined,
      at: Date.now(),
    });
    response.statusCode = answered;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
