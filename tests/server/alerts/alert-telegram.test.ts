import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startFakeTelegram } from '../../support/fake-telegram';
import { signIn } from '../../support/test-app';
import { FAST_TUNING } from '../telegram/support/telegram-app';
import { post, type TrackingTestApp, trackingTestApp } from '../tracking/support/tracking-app';
import { giveHistory, inbox, normalDays, refresh, track } from './support/alerts-app';

const CHAT = 770_000_000_001;

describe('alerts by Telegram (fake Bot API)', () => {
  let fake: FakeTelegram;
  let testApp: TrackingTestApp;

  beforeAll(async () => {
    fake = await startFakeTelegram();
    testApp = await trackingTestApp('pglite', {
      configOverrides: { telegramBotToken: fake.token, telegramApiUrl: fake.url },
      telegramTuning: FAST_TUNING,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it('says why a test fails before linking, then sends test and instant alerts, grouped by item with links', async () => {
    const user = await signIn(testApp.app);
    const before = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'telegram' });
    expect(before.json().result).toEqual({
      channel: 'telegram',
      status: 'failed',
      detail: 'Telegram is not linked, or messaging-app notifications are off in My Account.',
    });

    const generated = await post(testApp.app, '/api/generate_telegram_token', user.headers);
    const payload = new URL(generated.json().link).searchParams.get('start')!;
    fake.deliverText(CHAT, `/start ${payload}`);
    await fake.waitForMessage((message) => message.chatId === CHAT);
    const enabled = await post(testApp.app, '/api/update_user_settings', user.headers, {
      telegram_notifications: 1,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);

    const tested = await post(testApp.app, '/api/alerts/test', user.headers, { channel: 'telegram' });
    expect(tested.json().result).toEqual({ channel: 'telegram', status: 'sent', detail: null });
    expect(fake.messages.at(-1)).toMatchObject({
      chatId: CHAT,
      text: 'This is a test alert from Chartpulse: if you can read it, alerts by Telegram reach you.',
    });

    const artists = [...testApp.catalog.artists].sort((a, b) => b.followers.ceiling - a.followers.ceiling);
    const jumped = artists.slice(0, 2);
    for (const artist of jumped) {
      await track(testApp, user, 'artist', artist.id);
      await giveHistory(testApp, 'artist', artist.id, [...normalDays(), 900_000]);
    }
    const sentBefore = fake.messages.filter((message) => message.chatId === CHAT).length;
    await refresh(testApp);
    const alerts = fake.messages.filter((message) => message.chatId === CHAT).slice(sentBefore);
    expect(alerts).toHaveLength(1);
    for (const artist of jumped) {
      expect(alerts[0]!.text).toContain(`http://localhost:3000/artist/${artist.id}`);
      expect(alerts[0]!.text).toContain(artist.name);
    }
    expect(alerts[0]!.text).toContain('unusual for this artist.');
    const listed = await inbox(testApp, user);
    expect(listed.alerts.slice(0, 2).map((alert: { channels: unknown }) => alert.channels)).toEqual([
      [{ channel: 'telegram', status: 'sent', detail: null }],
      [{ channel: 'telegram', status: 'sent', detail: null }],
    ]);
  });
});
