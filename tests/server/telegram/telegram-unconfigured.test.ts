import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/test-app';
import { useTelegramApp } from './support/telegram-app';

describe('Telegram without a bot token', () => {
  const context = useTelegramApp({ postgres: false }, { token: false });

  it('says linking is unavailable and refuses to make links with 503, touching no Telegram server', async () => {
    const c = context.current;
    const user = await signIn(c.app);
    const available = await c.app.inject({
      method: 'GET',
      url: '/api/telegram/availability',
      headers: user.headers,
    });
    expect(available.json()).toEqual({ success: true, available: false });

    const generated = await c.app.inject({
      method: 'POST',
      url: '/api/generate_telegram_token',
      headers: user.headers,
    });
    expect(generated.statusCode).toBe(503);
    expect(generated.json()).toEqual({
      success: false,
      error: 'Telegram linking is not available at the moment.',
    });

    const status = await c.app.inject({
      method: 'GET',
      url: '/api/check_telegram_link_status',
      headers: user.headers,
    });
    expect(status.json()).toEqual({ success: true, status: 'unlinked' });
    const unlinked = await c.app.inject({
      method: 'POST',
      url: '/api/unlink_telegram',
      headers: user.headers,
    });
    expect(unlinked.json()).toEqual({ success: true, status: 'unlinked' });

    const lines = [
      { kind: 'track' as const, spotifyId: 'x', name: 'X', reasons: ['popularity up 5 points (1 → 6)'] },
    ];
    expect(await c.telegram.notifier.notify(user.userId, lines)).toEqual({ ok: false, error: 'unavailable' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(c.fake.polls.calls).toBe(0);
    expect(c.fake.sendAttempts).toEqual([]);
  });
});
