import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_REFUSED } from '@server/alerts/adapters/dns-address-guard';
import { HttpWebhookSender } from '@server/alerts/adapters/http-webhook-sender';
import { startTricklingServer } from '../../support/trickling-server';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

describe('HttpWebhookSender (a local receiver)', () => {
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    receiver.secret = 'whsec_test';
  });
  afterAll(() => receiver.close());

  const post = (sender: HttpWebhookSender, url: string) =>
    sender.post({
      url,
      body: '{"type":"test"}',
      secret: 'whsec_test',
      unixSeconds: 1_790_000_000,
      deliveryId: 7,
    });

  it('POSTs the raw body signed over the timestamp and answers the status', async () => {
    receiver.statuses = [503];
    expect(await post(new HttpWebhookSender(2000, true), receiver.url)).toEqual({ status: 503 });
    expect(await post(new HttpWebhookSender(2000, true), receiver.url)).toEqual({ status: 200 });
    expect(receiver.received.slice(-2)).toEqual([
      expect.objectContaining({ body: '{"type":"test"}', verified: true, answered: 503, delivery: '7' }),
      expect.objectContaining({ body: '{"type":"test"}', verified: true, answered: 200, delivery: '7' }),
    ]);
  });

  it('refuses, at connection time, a host that resolves to a private address (DNS rebinding)', async () => {
    const count = receiver.received.length;
    const local = receiver.url.replace('127.0.0.1', 'localhost');
    expect(await post(new HttpWebhookSender(2000, false), local)).toEqual({ error: HOST_REFUSED });
    expect(receiver.received).toHaveLength(count);
  });

  it('answers a host that does not resolve with the same refusal (no oracle for internal names)', async () => {
    expect(await post(new HttpWebhookSender(2000, false), 'https://no-such-host.invalid/hook')).toEqual({
      error: HOST_REFUSED,
    });
  });

  it('gives up at the deadline on a receiver that is silent or trickles its answer, and on one that is not there', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    expect(await post(new HttpWebhookSender(200, true), `http://127.0.0.1:${port}/`)).toEqual({
      error: 'The receiver did not answer within 0.2 seconds.',
    });
    silent.close();
    const trickling = await startTricklingServer(200);
    const started = Date.now();
    expect(await post(new HttpWebhookSender(600, true), `${trickling.url}/`)).toEqual({
      error: 'The receiver did not answer within 0.6 seconds.',
    });
    expect(Date.now() - started).toBeLessThan(1000);
    await trickling.close();
    expect(await post(new HttpWebhookSender(2000, true), 'http://127.0.0.1:1/')).toEqual({
      error: 'The receiver could not be reached.',
    });
  });
});
