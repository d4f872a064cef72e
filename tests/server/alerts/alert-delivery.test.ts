import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { type SignedInUser, signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from '../tracking/support/tracking-app';
import { BACKENDS } from '../tracking/support/tracking-database';
import { emailSubscriber, giveHistory, inbox, normalDays, put, refresh, track } from './support/alerts-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const DAY = 86_400_000;
const JUMP = 900_000;

// PostgreSQL (with TEST_DATABASE_URL) runs webhook retries as pg-boss jobs; PGlite on in-process timers.

describe.each(BACKENDS)('alerts after a refresh on %s: instant, digests, overrides, webhooks', (backend) => {
  let smtp: TestSmtpServer;
  let receiver: WebhookReceiver;
  let testApp: TrackingTestApp;
  // Artists by size: each test takes its own, so their histories do not meet.
  let artists: TrackingTestApp['catalog']['artists'];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    receiver = await startWebhookReceiver();
    testApp = await trackingTestApp(backend, {
      configOverrides: {
        smtpUrl: smtp.url,
        webhookAllowPrivate: true,
        webhookAllowHttp: true,
        jobRunner: backend === 'postgres' ? 'pg-boss' : 'inline',
      },
      alerts: { retryDelaysMs: [20, 20, 20], disableAfter: 3, timeoutMs: 2000 },
    });
    artists = [...testApp.catalog.artists].sort((a, b) => b.followers.ceiling - a.followers.ceiling);
  });
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
    await smtp.close();
  });

  const mailsTo = (user: SignedInUser) =>
    smtp.received.filter((mail) => mail.to.includes(user.email.toLowerCase()));

  it('emails an instant alert for an unusual move on a large artist, and none for a normal day', async () => {
    const user = await emailSubscriber(testApp);
    const [jumped, steady] = [artists[0]!, artists[1]!];
    await track(testApp, user, 'artist', jumped.id);
    await track(testApp, user, 'artist', steady.id);
    await giveHistory(testApp, 'artist', jumped.id, [...normalDays(), JUMP]);
    // A normal day moves ±1,000 followers too: the old fixed rule would have fired on it.
    await giveHistory(testApp, 'artist', steady.id, normalDays(41));
    await refresh(testApp);

    const mail = await smtp.waitFor((received) => received.to.includes(user.email.toLowerCase()));
    expect(mail.subject).toBe('Chartpulse: 1 alert on 1 item');
    expect(mail.text).toContain(`Artist "${jumped.name}" http://localhost:3000/artist/${jumped.id}`);
    expect(mail.text).toMatch(
      / {2}- Followers rose by \+[89]\d\d,\d{3} \(\+[\d.]+%\) in a day, unusual for this artist\./,
    );
    expect(mail.text).not.toContain(steady.name);
    const listed = await inbox(testApp, user);
    expect(listed.alerts).toHaveLength(1);
    expect(listed.alerts[0]).toMatchObject({
      event: 'unusual_move',
      item: { kind: 'artist', spotify_id: jumped.id, name: jumped.name },
      channels: [{ channel: 'email', status: 'sent', detail: null }],
    });

    // The same reading is never judged twice, and a later reading of the same day moves no second alert.
    testApp.clock.advance(60_000);
    await testApp.composition.alerts.afterCycle();
    await refresh(testApp);
    expect(mailsTo(user)).toHaveLength(1);
    expect((await inbox(testApp, user)).alerts).toHaveLength(1);
  });

  it('sends a daily digest once, grouping three items, and stays quiet when nothing is queued', async () => {
    const user = await emailSubscriber(testApp);
    const daily = {
      events: ['unusual_move'],
      sensitivity: 'medium',
      channels: { email: 'daily', telegram: 'off', webhook: 'off' },
    };
    expect((await put(testApp, '/api/alerts/rules/default', user, daily)).statusCode).toBe(200);
    const three = [artists[2]!, artists[3]!, artists[4]!];
    for (const artist of three) {
      await track(testApp, user, 'artist', artist.id);
      await giveHistory(testApp, 'artist', artist.id, [...normalDays(), JUMP]);
    }
    await refresh(testApp);
    const queued = await inbox(testApp, user);
    expect(queued.alerts).toHaveLength(3);
    for (const alert of queued.alerts) {
      expect(alert.channels).toEqual([{ channel: 'email', status: 'queued_for_digest', detail: null }]);
    }
    expect(mailsTo(user)).toEqual([]);

    testApp.clock.advance(DAY);
    await testApp.composition.alerts.afterCycle();
    const digest = await smtp.waitFor((received) => received.to.includes(user.email.toLowerCase()));
    expect(digest.subject).toBe('Chartpulse daily digest: 3 alerts on 3 items');
    for (const artist of three)
      expect(digest.text).toContain(`Artist "${artist.name}" http://localhost:3000/artist/${artist.id}`);
    expect(
      (await inbox(testApp, user)).alerts.map((alert: { channels: unknown[] }) => alert.channels),
    ).toEqual(Array(3).fill([{ channel: 'email', status: 'sent', detail: null }]));

    testApp.clock.advance(DAY);
    await testApp.composition.alerts.afterCycle();
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('holds a weekly digest for a week', async () => {
    const user = await emailSubscriber(testApp);
    const weekly = {
      events: ['unusual_move'],
      sensitivity: 'medium',
      channels: { email: 'weekly', telegram: 'off', webhook: 'off' },
    };
    await put(testApp, '/api/alerts/rules/default', user, weekly);
    const artist = artists[8]!;
    await track(testApp, user, 'artist', artist.id);
    await giveHistory(testApp, 'artist', artist.id, [...normalDays(), JUMP]);
    await refresh(testApp);
    for (let day = 1; day < 7; day++) {
      testApp.clock.advance(DAY);
      await testApp.composition.alerts.afterCycle();
    }
    expect(mailsTo(user)).toEqual([]);
    testApp.clock.advance(DAY);
    await testApp.composition.alerts.afterCycle();
    const digest = await smtp.waitFor((received) => received.to.includes(user.email.toLowerCase()));
    expect(digest.subject).toBe('Chartpulse weekly digest: 1 alert on 1 item');
  });

  it('lets a per-item override beat the default rule', async () => {
    const user = await emailSubscriber(testApp);
    const quiet = {
      events: [],
      sensitivity: 'medium',
      channels: { email: 'instant', telegram: 'off', webhook: 'off' },
    };
    await put(testApp, '/api/alerts/rules/default', user, quiet);
    const [chosen, other] = [artists[5]!, artists[6]!];
    for (const artist of [chosen, other]) {
      await track(testApp, user, 'artist', artist.id);
      await giveHistory(testApp, 'artist', artist.id, [...normalDays(), JUMP]);
    }
    const override = await put(testApp, `/api/alerts/rules/artist/${chosen.id}`, user, {
      ...quiet,
      events: ['unusual_move'],
      sensitivity: 'high',
    });
    expect(override.statusCode, override.body).toBe(200);
    await refresh(testApp);
    const mail = await smtp.waitFor((received) => received.to.includes(user.email.toLowerCase()));
    expect(mail.text).toContain(chosen.name);
    expect(mail.text).not.toContain(other.name);
    expect(
      (await inbox(testApp, user)).alerts.map((alert: { item: { name: string } }) => alert.item.name),
    ).toEqual([chosen.name]);
  });

  it('retries a webhook after two 500s and delivers it once, signed', async () => {
    const user = await signIn(testApp.app);
    const registered = await post(testApp.app, '/api/alerts/webhooks', user.headers, { url: receiver.url });
    expect(registered.statusCode, registered.body).toBe(200);
    const { webhook, secret } = registered.json();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(webhook).toMatchObject({ url: receiver.url, state: 'active', consecutive_failures: 0 });
    expect(
      (await get(testApp.app, '/api/alerts/webhooks', user.headers)).json().webhooks[0],
    ).not.toHaveProperty('secret');
    receiver.secret = secret;
    receiver.statuses = [500, 500];
    receiver.received.length = 0;

    const artist = artists[7]!;
    await track(testApp, user, 'artist', artist.id);
    await giveHistory(testApp, 'artist', artist.id, [...normalDays(), JUMP]);
    await refresh(testApp);

    expect(receiver.received.map((hook) => hook.answered)).toEqual([500, 500, 200]);
    expect(receiver.received.every((hook) => hook.verified)).toBe(true);
    const payload = JSON.parse(receiver.received[2]!.body);
    expect(payload).toMatchObject({
      type: 'unusual_move',
      item: {
        kind: 'artist',
        spotify_id: artist.id,
        name: artist.name,
        service: 'spotify',
        url: `http://localhost:3000/artist/${artist.id}`,
      },
    });
    expect(payload.message).toMatch(/unusual for this artist\.$/);
    const log = (
      await get(testApp.app, `/api/alerts/webhooks/${webhook.id}/deliveries`, user.headers)
    ).json();
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        event: 'unusual_move',
        status: 'delivered',
        attempts: 3,
        last_status_code: 200,
        last_error: null,
      }),
    ]);
    expect((await inbox(testApp, user)).alerts[0].channels).toEqual([
      { channel: 'webhook', status: 'sent', detail: null },
    ]);

    // A rotated secret signs from then on; the old one no longer verifies.
    const rotated = (
      await post(testApp.app, `/api/alerts/webhooks/${webhook.id}/rotate-secret`, user.headers)
    ).json();
    expect(rotated.secret).not.toBe(secret);
    const tested = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'webhook' });
    expect(tested.json().result).toEqual({ channel: 'webhook', status: 'sent', detail: null });
    expect(receiver.received.at(-1)!.verified).toBe(false);
    receiver.secret = rotated.secret;
    await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'webhook', webhook_id: webhook.id });
    expect(receiver.received.at(-1)!.verified).toBe(true);
  });

  it('disables a URL after repeated failures and tells the user in the inbox', async () => {
    const user = await signIn(testApp.app);
    const { webhook, secret } = (
      await post(testApp.app, '/api/alerts/webhooks', user.headers, { url: receiver.url })
    ).json();
    receiver.secret = secret;
    receiver.statuses = Array(10).fill(500);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const tested = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'webhook' });
      expect(tested.json().result).toEqual({
        channel: 'webhook',
        status: 'failed',
        detail: 'The receiver answered 500.',
      });
    }
    const listed = (await get(testApp.app, '/api/alerts/webhooks', user.headers)).json().webhooks;
    expect(listed[0]).toMatchObject({
      state: 'disabled',
      disabled_reason: 'Disabled after 3 failed deliveries in a row.',
      consecutive_failures: 3,
    });
    const told = (await inbox(testApp, user)).alerts[0];
    expect(told).toMatchObject({ event: 'webhook_disabled', item: null, channels: [] });
    expect(told.message).toContain(
      `Your webhook ${receiver.url} was disabled after 3 failed deliveries in a row`,
    );
    const refused = await post(testApp.app, '/api/alerts/test', user.headers, {
      channel: 'webhook',
      webhook_id: webhook.id,
    });
    expect(refused.json().result.detail).toBe('This webhook is disabled: enable it first.');

    receiver.statuses = [];
    const enabled = await post(testApp.app, `/api/alerts/webhooks/${webhook.id}/enable`, user.headers);
    expect(enabled.json().webhook).toMatchObject({
      state: 'active',
      disabled_reason: null,
      consecutive_failures: 0,
    });
    const again = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'webhook' });
    expect(again.json().result.status).toBe('sent');
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/alerts/webhooks/${webhook.id}`,
      headers: user.headers,
    });
    expect(deleted.json()).toEqual({ success: true });
    expect(
      (await get(testApp.app, `/api/alerts/webhooks/${webhook.id}/deliveries`, user.headers)).statusCode,
    ).toBe(404);
  });
});
