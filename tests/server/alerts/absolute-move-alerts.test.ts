import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { type SignedInUser, signIn } from '../../support/test-app';
import { get, type TrackingTestApp, trackingTestApp } from '../tracking/support/tracking-app';
import { API_BACKENDS } from '../tracking/support/tracking-database';
import { emailSubscriber, put, refresh, track } from './support/alerts-app';

const DAY = 86_400_000;

// The fixed ±5% / ±1,000 rule (once the product's only notification) is the `absolute_move` event.
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

  const mailsTo = (user: SignedInUser) =>
    smtp.received.filter((mail) => mail.to.includes(user.email.toLowerCase()));

  it('emails one alert per significant change, once, only to users who asked for email', async () => {
    const { app, clock } = testApp;
    const artists = [...testApp.catalog.artists].sort((a, b) => b.followers.ceiling - a.followers.ceiling);
    const big = artists[0]!;
    const subscriber = await emailSubscriber(testApp);
    const silent = await signIn(app);
    for (const user of [subscriber, silent]) {
      const chosen = await put(testApp, '/api/alerts/rules/default', user, {
        events: ['absolute_move'],
        sensitivity: 'medium',
        channels: { email: 'instant', telegram: 'off', webhook: 'off' },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      await track(testApp, user, 'artist', big.id);
    }
    const before = (await get(app, `/api/artist/${big.id}/history`, subscriber.headers)).json()[0];

    // Sessions last 30 days: sign in again after the jump.
    clock.advance(45 * DAY);
    const reader = await signIn(app, { email: subscriber.email });
    await refresh(testApp);
    const after = (await get(app, `/api/artist/${big.id}/history`, reader.headers)).json()[1];
    expect(Math.abs(after.followers - before.followers)).toBeGreaterThanOrEqual(1000);

    const mail = await smtp.waitFor((received) => received.to.includes(subscriber.email.toLowerCase()));
    expect(mail.subject).toBe('Chartpulse: 1 alert on 1 item');
    expect(mail.text).toContain(`Artist "${big.name}" http://localhost:3000/artist/${big.id}\n  - Followers`);
    expect(mail.text).toContain('since the last alert.');

    await refresh(testApp);
    await refresh(testApp);
    expect(mailsTo(subscriber)).toHaveLength(1);

    // A further change, measured from the values last sent, is news again.
    clock.advance(45 * DAY);
    await refresh(testApp);
    await smtp.waitFor(
      (received) => received.to.includes(subscriber.email.toLowerCase()) && received !== mail,
    );
    expect(mailsTo(subscriber)).toHaveLength(2);
    expect(mailsTo(silent)).toEqual([]);
  });
});
