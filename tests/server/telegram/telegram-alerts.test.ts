import { describe, expect, it, vi } from 'vitest';
import type { ChangeLine } from '@server/telegram/ports';
import { type SignedInUser, signIn } from '../../support/test-app';
import { apiTargets } from '../accounts/database-targets';
import { type TelegramTestApp, useTelegramApp } from './support/telegram-app';

let nextChat = 990_000_000_000;

const LINES: ChangeLine[] = [
  {
    kind: 'artist',
    spotifyId: '4tZwfgrHOc3mvqYlEYSvVi',
    name: 'Daft <Punk> & Friends',
    reasons: ['followers up 1,200 (+6.0%)'],
  },
  {
    kind: 'playlist',
    spotifyId: '37i9dQZF1DXcBWIGoYBM5M',
    name: 'Today’s Top Hits',
    reasons: ['popularity down 6 points (80 → 74)'],
  },
];

/** A signed-in user whose chat is linked and who turned Telegram alerts on. */
async function subscriber(c: TelegramTestApp): Promise<{ user: SignedInUser; chat: number }> {
  const user = await signIn(c.app);
  const generated = await c.app.inject({
    method: 'POST',
    url: '/api/generate_telegram_token',
    headers: user.headers,
  });
  const payload = new URL(generated.json().link).searchParams.get('start')!;
  const chat = nextChat++;
  c.fake.deliverText(chat, `/start ${payload}`);
  await c.fake.waitForMessage((message) => message.chatId === chat);
  const enabled = await c.app.inject({
    method: 'POST',
    url: '/api/update_user_settings',
    headers: user.headers,
    payload: { telegram_notifications: 1 },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { user, chat };
}

const messagesTo = (c: TelegramTestApp, chat: number) => c.fake.messages.filter((m) => m.chatId === chat);

describe.each(apiTargets)('Telegram alerts on $name', (target) => {
  const context = useTelegramApp(target);

  it('delivers a digest exactly once, HTML-escaped, to the linked chat only', async () => {
    const c = context.current;
    const { user, chat } = await subscriber(c);
    const other = await signIn(c.app);
    expect(await c.telegram.notifier.notify(user.userId, LINES)).toEqual({
      ok: true,
      value: { messages: 1 },
    });
    expect(await c.telegram.notifier.notify(other.userId, LINES)).toEqual({ ok: false, error: 'not_linked' });
    const digests = messagesTo(c, chat).slice(1);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('Daft &lt;Punk&gt; &amp; Friends');
    expect(digests[0]!.text).toContain('popularity down 6 points (80 → 74)');
    expect(digests[0]!.text).toContain('<a href="http://localhost:3000/artist/4tZwfgrHOc3mvqYlEYSvVi">');
  });

  it('sends nothing while the user has Telegram alerts off', async () => {
    const c = context.current;
    const { user, chat } = await subscriber(c);
    await c.app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers: user.headers,
      payload: { telegram_notifications: 0 },
    });
    expect(await c.telegram.notifier.notify(user.userId, LINES)).toEqual({ ok: false, error: 'not_linked' });
    expect(messagesTo(c, chat)).toHaveLength(1);
  });

  it('honours a 429: retries after retry_after seconds and delivers once', async () => {
    const c = context.current;
    const { user, chat } = await subscriber(c);
    c.fake.rateLimitNextSends(1, 1);
    expect(await c.telegram.notifier.notify(user.userId, LINES)).toEqual({
      ok: true,
      value: { messages: 1 },
    });
    const attempts = c.fake.sendAttempts.filter((attempt) => attempt.chatId === chat).slice(1);
    expect(attempts.map((attempt) => attempt.status)).toEqual([429, 200]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(950);
    expect(messagesTo(c, chat)).toHaveLength(2);
  });

  it('handles a blocked bot: link dead, notifications off, no retry', async () => {
    const c = context.current;
    const { user, chat } = await subscriber(c);
    c.fake.blockChat(chat);
    expect(await c.telegram.notifier.notify(user.userId, LINES)).toEqual({ ok: false, error: 'blocked' });
    expect(
      c.fake.sendAttempts.filter((attempt) => attempt.chatId === chat && attempt.status === 403),
    ).toHaveLength(1);
    const status = await c.app.inject({
      method: 'GET',
      url: '/api/check_telegram_link_status',
      headers: user.headers,
    });
    expect(status.json()).toEqual({ success: true, status: 'unlinked' });
    const settings = await c.app.inject({ method: 'GET', url: '/api/user_settings', headers: user.headers });
    expect(settings.json().settings.telegram_notifications).toBe(0);
    expect(await c.telegram.isTelegramLinked(user.userId)).toBe(false);
  });
});

describe.each(apiTargets)('Telegram pollers on $name', (target) => {
  const context = useTelegramApp(target);

  it('lets exactly one instance of the deployment poll, and another take over when it stops', async () => {
    const c = context.current;
    const second = c.anotherInstance();
    await second.start();
    const third = c.anotherInstance();
    await third.start();
    const before = c.fake.polls.calls;
    // Several long-poll rounds (1 s each) and lock retries (200 ms) pass: waited for, not timed.
    await vi.waitFor(() => expect(c.fake.polls.calls).toBeGreaterThan(before + 1), { timeout: 15_000 });
    expect(c.fake.polls.conflicts).toBe(0);
    expect(c.fake.polls.maxOpen).toBe(1);

    await c.telegram.stop();
    const user = await signIn(c.app);
    const generated = await c.app.inject({
      method: 'POST',
      url: '/api/generate_telegram_token',
      headers: user.headers,
    });
    const chat = nextChat++;
    c.fake.deliverText(chat, `/start ${new URL(generated.json().link).searchParams.get('start')}`);
    await c.fake.waitForMessage((message) => message.chatId === chat);
    await second.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(c.fake.polls.conflicts).toBe(0);
    expect(c.fake.polls.maxOpen).toBe(1);
    expect(c.log.lines.filter((line) => line.includes('409'))).toEqual([]);
  });
});
