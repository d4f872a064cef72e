import { describe, expect, it } from 'vitest';
import { apiTargets } from '../accounts/database-targets';
import { type SignedInUser, signIn } from '../../support/test-app';
import { type TelegramTestApp, useTelegramApp } from './support/telegram-app';

let nextChat = 880_000_000_000;

async function generateLink(context: TelegramTestApp, user: SignedInUser): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/generate_telegram_token',
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { success: boolean; link: string };
  expect(body.success).toBe(true);
  expect(body.link).toMatch(
    new RegExp(`^https://t\\.me/${context.fake.username}\\?start=[A-Za-z0-9_-]{1,64}$`),
  );
  return new URL(body.link).searchParams.get('start')!;
}

async function status(context: TelegramTestApp, user: SignedInUser): Promise<string> {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/check_telegram_link_status',
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { status: string }).status;
}

/** A user writes `text` to the bot; resolves with the bot's answer in that chat. */
async function say(context: TelegramTestApp, chatId: number, text: string): Promise<string> {
  const before = context.fake.messages.length;
  context.fake.deliverText(chatId, text);
  const answer = await context.fake.waitForMessage(
    (message) => message.chatId === chatId && context.fake.messages.indexOf(message) >= before,
  );
  return answer.text;
}

describe.each(apiTargets)('Telegram linking on $name', (target) => {
  const context = useTelegramApp(target);

  it('links end to end: deep link from the account page, /start in the chat, status linked', async () => {
    const c = context.current;
    const user = await signIn(c.app);
    expect(await status(c, user)).toBe('unlinked');
    const payload = await generateLink(c, user);
    expect(await status(c, user)).toBe('pending');

    const chat = nextChat++;
    expect(await say(c, chat, `/start ${payload}`)).toContain('now linked to your Chartpulse account');
    expect(await status(c, user)).toBe('linked');
    expect(await c.telegram.isTelegramLinked(user.userId)).toBe(true);
    const answer = c.fake.messages.find((message) => message.chatId === chat)!;
    expect(answer).toMatchObject({ parseMode: 'HTML', linkPreviewsDisabled: true });
    // The poller confirmed the update: it is not delivered again.
    await expect.poll(() => c.fake.unconfirmed()).toBe(0);
  });

  it('refuses a reused payload and an expired one, politely, without linking', async () => {
    const c = context.current;
    const owner = await signIn(c.app);
    const payload = await generateLink(c, owner);
    const ownerChat = nextChat++;
    await say(c, ownerChat, `/start ${payload}`);

    const stranger = nextChat++;
    expect(await say(c, stranger, `/start ${payload}`)).toContain('expired or was already used');
    expect(await status(c, owner)).toBe('linked');

    const late = await signIn(c.app);
    const stale = await generateLink(c, late);
    c.testApp.clock.advance(15 * 60_000);
    expect(await say(c, nextChat++, `/start ${stale}`)).toContain('expired or was already used');
    expect(await status(c, late)).toBe('unlinked');
    expect(await c.telegram.isTelegramLinked(late.userId)).toBe(false);
  });

  it('unlinks from the account page (alerts off) and from the chat with /stop', async () => {
    const c = context.current;
    const user = await signIn(c.app);
    const chat = nextChat++;
    await say(c, chat, `/start ${await generateLink(c, user)}`);
    await c.app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers: user.headers,
      payload: { telegram_notifications: 1 },
    });

    const unlinked = await c.app.inject({
      method: 'POST',
      url: '/api/unlink_telegram',
      headers: user.headers,
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toEqual({ success: true, status: 'unlinked' });
    expect(await status(c, user)).toBe('unlinked');
    const settings = await c.app.inject({ method: 'GET', url: '/api/user_settings', headers: user.headers });
    expect(settings.json().settings.telegram_notifications).toBe(0);

    await say(c, chat, `/start ${await generateLink(c, user)}`);
    expect(await say(c, chat, '/stop')).toContain('no longer linked');
    expect(await status(c, user)).toBe('unlinked');
  });

  it('says Telegram is available, and serves signed-in users only, with CSRF on changes', async () => {
    const c = context.current;
    const user = await signIn(c.app);
    const available = await c.app.inject({
      method: 'GET',
      url: '/api/telegram/availability',
      headers: user.headers,
    });
    expect(available.json()).toEqual({ success: true, available: true });

    for (const [method, url] of [
      ['GET', '/api/check_telegram_link_status'],
      ['GET', '/api/telegram/availability'],
    ] as const) {
      const anonymous = await c.app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, error: 'Please log in to continue.' });
    }
    for (const url of ['/api/generate_telegram_token', '/api/unlink_telegram']) {
      const withoutCsrf = await c.app.inject({ method: 'POST', url, headers: { cookie: user.cookie } });
      expect(withoutCsrf.statusCode).toBe(403);
      const anonymous = await c.app.inject({
        method: 'POST',
        url,
        headers: { cookie: `csrf_access_token=${user.csrf}`, 'x-csrf-token': user.csrf },
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
