import { describe, expect, it } from 'vitest';
import type { BotUpdate } from '@server/telegram/ports';
import { checkLinkStatus } from '@server/telegram/use-cases/check-link-status';
import { generateLinkToken, LINK_LIFETIME_MS } from '@server/telegram/use-cases/generate-link-token';
import { handleUpdate } from '@server/telegram/use-cases/handle-update';
import { unlinkTelegram } from '@server/telegram/use-cases/unlink-telegram';
import { fakeTelegramDeps } from '../../support/fakes/telegram/fake-telegram-deps';
import { successOf } from '../../support/results';

const USER = 41;
const CHAT = 9_007_199_254_740; // large ids must survive

const text = (chatId: number, body: string, chatType = 'private'): BotUpdate => ({
  updateId: 1,
  message: { chatId, chatType, text: body },
});

async function linkPayload(deps: ReturnType<typeof fakeTelegramDeps>, userId = USER): Promise<string> {
  const generated = await generateLinkToken(deps, { userId });
  if (!generated.ok) throw new Error(generated.error);
  return new URL(generated.value.link).searchParams.get('start')!;
}

describe('generate a link token', () => {
  it('answers a t.me deep link to the bot with a fresh payload and marks the link pending', async () => {
    const deps = fakeTelegramDeps();
    const generated = await generateLinkToken(deps, { userId: USER });
    expect(generated).toEqual({
      ok: true,
      value: { link: 'https://t.me/chartpulse_bot?start=payload-1_Ab' },
    });
    expect(await successOf(checkLinkStatus(deps, { userId: USER }))).toBe('pending');
    expect(await successOf(checkLinkStatus(deps, { userId: USER + 1 }))).toBe('unlinked');
  });

  it('is unavailable without a bot, and stores nothing when Telegram does not answer', async () => {
    const deps = fakeTelegramDeps();
    expect(await generateLinkToken({ ...deps, bot: null }, { userId: USER })).toEqual({
      ok: false,
      error: 'unavailable',
    });
    deps.bot.identity = { ok: false, error: { kind: 'network', description: 'down' } };
    expect(await generateLinkToken(deps, { userId: USER })).toEqual({
      ok: false,
      error: 'telegram_unreachable',
    });
    expect(await successOf(checkLinkStatus(deps, { userId: USER }))).toBe('unlinked');
  });

  it('stops being pending after 15 minutes', async () => {
    const deps = fakeTelegramDeps();
    await linkPayload(deps);
    deps.time.advance(LINK_LIFETIME_MS);
    expect(await successOf(checkLinkStatus(deps, { userId: USER }))).toBe('unlinked');
  });
});

describe('handle an incoming message', () => {
  it('links the chat on /start <payload> and confirms in the chat', async () => {
    const deps = fakeTelegramDeps();
    const payload = await linkPayload(deps);
    expect(await successOf(handleUpdate(deps, { update: text(CHAT, `/start ${payload}`) }))).toBe('linked');
    expect(await successOf(checkLinkStatus(deps, { userId: USER }))).toBe('linked');
    expect(deps.bot.messagesTo(CHAT)).toEqual([deps.replies.linked]);
    expect(deps.bot.messagesTo(CHAT)[0]).toContain('now linked');
  });

  it('accepts the command addressed to the bot by name', async () => {
    const deps = fakeTelegramDeps();
    const payload = await linkPayload(deps);
    expect(
      await successOf(handleUpdate(deps, { update: text(CHAT, `/start@chartpulse_bot ${payload}`) })),
    ).toBe('linked');
  });

  it('still links one millisecond before expiry, refuses at expiry', async () => {
    const early = fakeTelegramDeps();
    const fresh = await linkPayload(early);
    early.time.advance(LINK_LIFETIME_MS - 1);
    expect(await successOf(handleUpdate(early, { update: text(CHAT, `/start ${fresh}`) }))).toBe('linked');

    const late = fakeTelegramDeps();
    const stale = await linkPayload(late);
    late.time.advance(LINK_LIFETIME_MS);
    expect(await successOf(handleUpdate(late, { update: text(CHAT, `/start ${stale}`) }))).toBe('refused');
    expect(await successOf(checkLinkStatus(late, { userId: USER }))).toBe('unlinked');
    expect(late.bot.messagesTo(CHAT)).toEqual([late.replies.refused]);
    expect(late.replies.refused).toContain('expired or was already used');
  });

  it('refuses a payload used once already, an unknown one and a malformed one', async () => {
    const deps = fakeTelegramDeps();
    const payload = await linkPayload(deps);
    await successOf(handleUpdate(deps, { update: text(CHAT, `/start ${payload}`) }));
    expect(await successOf(handleUpdate(deps, { update: text(CHAT + 1, `/start ${payload}`) }))).toBe(
      'refused',
    );
    expect(await successOf(handleUpdate(deps, { update: text(CHAT + 1, '/start never-issued') }))).toBe(
      'refused',
    );
    expect(await successOf(handleUpdate(deps, { update: text(CHAT + 1, `/start ${'x'.repeat(65)}`) }))).toBe(
      'refused',
    );
    expect(await successOf(handleUpdate(deps, { update: text(CHAT + 1, '/start bad$chars') }))).toBe(
      'refused',
    );
    expect(deps.bot.messagesTo(CHAT + 1)).toEqual(Array(4).fill(deps.replies.refused));
    expect(await deps.links.notificationChat(USER)).toBeNull();
    expect((await deps.links.linkedChatsWithNotifications()).length).toBe(0);
  });

  it('invalidates an earlier payload when a new one is generated', async () => {
    const deps = fakeTelegramDeps();
    const first = await linkPayload(deps);
    const second = await linkPayload(deps);
    expect(await successOf(handleUpdate(deps, { update: text(CHAT, `/start ${first}`) }))).toBe('refused');
    expect(await successOf(handleUpdate(deps, { update: text(CHAT, `/start ${second}`) }))).toBe('linked');
  });

  it('moves a chat linked to another account, switching that account’s alerts off', async () => {
    const deps = fakeTelegramDeps();
    await successOf(handleUpdate(deps, { update: text(CHAT, `/start ${await linkPayload(deps, 1)}`) }));
    deps.links.notifications.set(1, true);
    await successOf(handleUpdate(deps, { update: text(CHAT, `/start ${await linkPayload(deps, 2)}`) }));
    expect(await successOf(checkLinkStatus(deps, { userId: 1 }))).toBe('unlinked');
    expect(await successOf(checkLinkStatus(deps, { userId: 2 }))).toBe('linked');
    expect(deps.links.notifications.get(1)).toBe(false);
  });

  it('unlinks on /stop, switching alerts off, and says when there was nothing to unlink', async () => {
    const deps = fakeTelegramDeps();
    await successOf(handleUpdate(deps, { update: text(CHAT, `/start ${await linkPayload(deps)}`) }));
    deps.links.notifications.set(USER, true);
    expect(await successOf(handleUpdate(deps, { update: text(CHAT, '/stop') }))).toBe('unlinked');
    expect(await successOf(checkLinkStatus(deps, { userId: USER }))).toBe('unlinked');
    expect(deps.links.notifications.get(USER)).toBe(false);
    expect(await successOf(handleUpdate(deps, { update: text(CHAT, '/stop') }))).toBe('not_linked');
    expect(deps.bot.messagesTo(CHAT).slice(1)).toEqual([deps.replies.unlinked, deps.replies.not_linked]);
  });

  it('never links a group chat and stays quiet there otherwise', async () => {
    const deps = fakeTelegramDeps();
    const payload = await linkPayload(deps);
    expect(await successOf(handleUpdate(deps, { update: text(-100123, `/start ${payload}`, 'group') }))).toBe(
      'private_only',
    );
    expect(await successOf(handleUpdate(deps, { update: text(-100123, 'hello everyone', 'group') }))).toBe(
      'ignored',
    );
    expect(await successOf(checkLinkStatus(deps, { userId: USER }))).toBe('pending');
    expect(deps.bot.messagesTo(-100123)).toEqual([deps.replies.private_only]);
  });

  it('gives directions for other private messages and ignores updates without text', async () => {
    const deps = fakeTelegramDeps();
    expect(await successOf(handleUpdate(deps, { update: text(CHAT, '/start') }))).toBe('help');
    expect(await successOf(handleUpdate(deps, { update: text(CHAT, 'hi') }))).toBe('help');
    expect(await successOf(handleUpdate(deps, { update: { updateId: 3 } }))).toBe('ignored');
    expect(
      await successOf(
        handleUpdate(deps, { update: { updateId: 4, message: { chatId: CHAT, chatType: 'private' } } }),
      ),
    ).toBe('ignored');
    expect(deps.bot.messagesTo(CHAT)).toEqual([deps.replies.help, deps.replies.help]);
  });
});

describe('unlink from the account page', () => {
  it('unlinks the chat, cancels a pending link and switches Telegram alerts off', async () => {
    const deps = fakeTelegramDeps();
    await successOf(handleUpdate(deps, { update: text(CHAT, `/start ${await linkPayload(deps)}`) }));
    deps.links.notifications.set(USER, true);
    const pending = await linkPayload(deps);
    expect(await successOf(unlinkTelegram(deps, { userId: USER }))).toBe('unlinked');
    expect(await successOf(checkLinkStatus(deps, { userId: USER }))).toBe('unlinked');
    expect(deps.links.notifications.get(USER)).toBe(false);
    expect(await successOf(handleUpdate(deps, { update: text(CHAT, `/start ${pending}`) }))).toBe('refused');
  });
});
