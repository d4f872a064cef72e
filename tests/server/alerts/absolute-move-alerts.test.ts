import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/test-app';
import { get } from '../tracking/support/tracking-app';
import { API_BACKENDS } from '../tracking/support/tracking-database';
import { emailSubscriber, put, refresh, track, mailedTrackingApp } from './support/alerts-app';

const DAY = 86_400_000;

// The fixed ±5% / ±1,000 rule (once the product's only notification) is the `absolute_move` event.
describe.each(API_BACKENDS)('absolute-move alerts after a refresh on %s', (backend) => {
  const mailed = mailedTrackingApp(backend);
  const { mailsTo } = mailed;

  it('emails one alert per significant change, once, only to users who asked for email', async () => {
    const { app, clock } = mailed.testApp;
    const artists = [...mailed.testApp.catalog.artists].sort(
      (a, b) => b.followers.ceiling - a.followers.ceiling,
    );
    const big = artists[0]!;
    const subscriber = await emailSubscriber(mailed.testApp);
    const silent = await signIn(app);
    for (const user of [subscriber, silent]) {
      const chosen = await put(mailed.testApp, '/api/alerts/rules/default', user, {
        events: ['absolute_move'],
        sensitivity: 'medium',
        channels: { email: 'instant', telegram: 'off', webhook: 'off' },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      await track(mailed.testApp, user, 'artist', big.id);
    }
    const before = (await get(app, `/api/artist/${big.id}/history`, subscriber.headers)).json()[0];

    // Sessions last 30 days: sign in again after the jump.
    clock.advance(45 * DAY);
    const reader = await signIn(app, { email: subscriber.email });
    await refresh(mailed.testApp);
    const after = (await get(app, `/api/artist/${big.id}/history`, reader.headers)).json()[1];
    expect(Math.abs(after.followers - before.followers)).toBeGreaterThanOrEqual(1000);

    const mail = await mailed.smtp.waitFor((received) =>
      received.to.includes(subscriber.email.toLowerCase()),
    );
    expect(mail.subject).toBe('Chartpulse: 1 alert on 1 item');
    expect(mail.text).toContain(`Artist "${big.name}" http://localhost:3000/artist/${big.id}\n  - Followers`);
    expect(mail.text).toContain('since the last alert.');

    await refresh(mailed.testApp);
    await refresh(mailed.testApp);
    expect(mailsTo(subscriber)).toHaveLength(1);

    // A further change, measured from the values last sent, is news again.
    clock.advance(45 * DAY);
    await refresh(mailed.testApp);
    await mailed.smtp.waitFor(
      (received) => received.to.includes(subscriber.email.toLowerCase()) && received !== mail,
    );
    expect(mailsTo(subscriber)).toHaveLength(2);
    expect(mailsTo(silent)).toEqual([]);
  });
});
