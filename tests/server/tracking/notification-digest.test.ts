import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from './support/tracking-app';
import { API_BACKENDS } from './support/tracking-database';

const DAY = 86_400_000;

// The fixed ±5% / ±1,000 rule is now the alerts feature's `absolute_move` event, chosen in a rule.
describe.each(API_BACKENDS)('absolute-move alerts after a refresh on %s', (backend) => {
  let smtp: TestSmtpServer;
  let testApp: TrackingTestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await trackingTestApp(backend, { configOverrides: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('emails one alert per significant change, once, only to users who asked for email', async () => {
    const { app, clock } = testApp;
    const artists = [...testApp.catalog.artists].sort((a, b) => b.followers.ceiling - a.followers.ceiling);
    const big = artists[0]!;
    const subscriber = await signIn(app);
    const silent = await signIn(app);
    const enabled = await post(app, '/api/update_user_settings', subscriber.headers, {
      email_notifications: 1,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    for (const user of [subscriber, silent]) {
      const chosen = await testApp.app.inject({
        method: 'PUT',
        url: '/api/alerts/rules/default',
        headers: user.headers,
        payload: {
          events: ['absolute_move'],
          sensitivity: 'medium',
          channels: { email: 'instant', telegram: 'off', webhook: 'off' },
        },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
    }
    for (const user of [subscriber, silent]) {
      await post(app, '/api/artist/track', user.headers, { extracted_id: big.id });
    }
    const before = (await get(app, `/api/artist/${big.id}/history`, subscriber.headers)).json()[0];

    // Sessions last 30 days: sign in again after the jump.
    clock.advance(45 * DAY);
    const admin = await signIn(app, { admin: true });
    const reader = await signIn(app, { email: subscriber.email });
    const refresh = await post(app, '/api/admin/refresh', admin.headers);
    expect(refresh.json(), refresh.body).toMatchObject({ success: true, snapshots: 1 });
    const after = (await get(app, `/api/artist/${big.id}/history`, reader.headers)).json()[1];
    expect(Math.abs(after.followers - before.followers)).toBeGreaterThanOrEqual(1000);

    const digest = await smtp.waitFor((mail) => mail.to.includes(subscriber.email.toLowerCase()));
    expect(digest.subject).toBe('Chartpulse: 1 alert on 1 item');
    expect(digest.text).toContain(
      `Artist "${big.name}" http://localhost:3000/artist/${big.id}\n  - Followers`,
    );
    expect(digest.text).toContain('since the last alert.');

    clock.advance(60_000);
    await post(app, '/api/admin/refresh', admin.headers);
    clock.advance(60_000);
    await post(app, '/api/admin/refresh', admin.headers);
    const toSubscriber = smtp.received.filter((mail) => mail.to.includes(subscriber.email.toLowerCase()));
    expect(toSubscriber).toHaveLength(1);

    // A further change, measured from the values last sent, is news again.
    clock.advance(45 * DAY);
    await post(app, '/api/admin/refresh', (await signIn(app, { admin: true })).headers);
    await smtp.waitFor(
      (mail) => mail.to.includes(subscriber.email.toLowerCase()) && mail !== toSubscriber[0],
    );
    expect(smtp.received.filter((mail) => mail.to.includes(subscriber.email.toLowerCase()))).toHaveLength(2);
    expect(smtp.received.filter((mail) => mail.to.includes(silent.email.toLowerCase()))).toEqual([]);
  });
});
