import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTelegramBot } from '@server/telegram/adapters/http-telegram-bot';
import { type FakeTelegram, startFakeTelegram } from '../../support/fake-telegram';

describe('HttpTelegramBot against the Bot API wire format', () => {
  let fake: FakeTelegram;
  let bot: HttpTelegramBot;
  beforeAll(async () => {
    fake = await startFakeTelegram();
    bot = new HttpTelegramBot({ apiUrl: fake.url, token: fake.token, longPollMarginMs: 2000 });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('reads the bot username from getMe', async () => {
    expect(await bot.getMe()).toEqual({ ok: true, value: { id: 123456, username: fake.username } });
  });

  it('long-polls updates; a higher offset confirms the earlier ones', async () => {
    const first = fake.deliverText(1001, '/start abc');
    const answer = await bot.getUpdates(0, 1);
    expect(answer).toEqual({
      ok: true,
      value: [{ updateId: first, message: { chatId: 1001, chatType: 'private', text: '/start abc' } }],
    });
    const waiting = bot.getUpdates(first + 1, 5);
    setTimeout(() => fake.deliverText(1002, 'hello', 'group'), 100);
    const later = await waiting;
    expect(later.ok && later.value.map((update) => update.message?.chatType)).toEqual(['group']);
    expect(fake.unconfirmed()).toBe(1);
    expect(await bot.getUpdates(first + 2, 0)).toEqual({ ok: true, value: [] });
    expect(fake.unconfirmed()).toBe(0);
  });

  it('sends HTML with link previews off', async () => {
    expect(await bot.sendMessage(1003, '<b>hi</b> &amp; bye')).toEqual({ ok: true, value: undefined });
    expect(fake.messages.at(-1)).toMatchObject({
      chatId: 1003,
      text: '<b>hi</b> &amp; bye',
      parseMode: 'HTML',
      linkPreviewsDisabled: true,
    });
  });

  it('maps 429, 403, 409 and 400 to their failure kinds', async () => {
    fake.rateLimitNextSends(1, 3);
    expect(await bot.sendMessage(1004, 'x')).toEqual({
      ok: false,
      error: { kind: 'rate_limited', retryAfterSeconds: 3 },
    });
    fake.blockChat(1005);
    expect(await bot.sendMessage(1005, 'x')).toEqual({ ok: false, error: { kind: 'blocked' } });
    expect(await bot.sendMessage(1004, '')).toMatchObject({ ok: false, error: { kind: 'rejected' } });
    const holder = bot.getUpdates(10_000_000, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await bot.getUpdates(10_000_000, 1)).toEqual({ ok: false, error: { kind: 'conflict' } });
    await holder;
  });

  it('reports a wrong token as unauthorized and an unreachable server as a network failure', async () => {
    const wrong = new HttpTelegramBot({ apiUrl: fake.url, token: '1:wrong' });
    expect(await wrong.getMe()).toEqual({ ok: false, error: { kind: 'unauthorized' } });
    const nowhere = new HttpTelegramBot({
      apiUrl: 'http://127.0.0.1:9',
      token: fake.token,
      requestTimeoutMs: 2000,
    });
    const answer = await nowhere.sendMessage(1, 'x');
    expect(answer).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(JSON.stringify(answer)).not.toContain(fake.token);
  });

  it('gives up a long poll at once when its signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const polling = bot.getUpdates(20_000_000, 20, controller.signal);
    setTimeout(() => controller.abort(), 50);
    expect(await polling).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
