import { describe, expect, it } from 'vitest';
import { digestMessages, escapeHtml, MESSAGE_LIMIT } from '@server/telegram/digest-message';
import type { ChangeLine } from '@server/telegram/ports';
import { sendDigest } from '@server/telegram/use-cases/send-digest';
import { PUBLIC_URL, fakeTelegramDeps } from '../../support/fakes/telegram/fake-telegram-deps';

const USER = 5;
const CHAT = 777;
const line = (name: string, reasons = ['followers up 1,234 (+6.2%)']): ChangeLine => ({
  kind: 'artist',
  spotifyId: '0OdUWJ0sBjDrqHygGUXeCF',
  name,
  reasons,
});

async function linkedDeps() {
  const deps = fakeTelegramDeps();
  await deps.links.createPayload(USER, 'p', deps.time.now(), new Date(deps.time.now().getTime() + 60_000));
  await deps.links.consumePayload('p', CHAT, deps.time.now());
  deps.links.notifications.set(USER, true);
  return deps;
}

describe('digest messages', () => {
  it('escape <, > and & in names and reasons, and link each item', () => {
    const [message] = digestMessages([line('Tom & Jerry <3 "live"')], PUBLIC_URL);
    expect(message).toContain('Tom &amp; Jerry &lt;3 &quot;live&quot;');
    expect(message).not.toContain('<3');
    expect(message).toContain(`<a href="${PUBLIC_URL}/artist/0OdUWJ0sBjDrqHygGUXeCF">`);
    expect(message).toContain('<b>Chartpulse: 1 tracked item changed</b>');
    expect(message).toContain('followers up 1,234 (+6.2%)');
    expect(escapeHtml('a<b>&c')).toBe('a&lt;b&gt;&amp;c');
  });

  it('split a long digest so that no message exceeds the Telegram limit, losing no item', () => {
    const lines = Array.from({ length: 60 }, (_, i) => line(`Artist ${i} ${'x'.repeat(150)}`));
    const messages = digestMessages(lines, PUBLIC_URL);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(message.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    const joined = messages.join('\n');
    for (let i = 0; i < 60; i++) expect(joined).toContain(`Artist ${i} `);
    expect(messages[0]).toContain('60 tracked items changed');
    expect(messages.at(-1)).toContain('/stop');
  });
});

describe('send a digest', () => {
  it('sends the digest to the linked chat', async () => {
    const deps = await linkedDeps();
    expect(await sendDigest(deps, { userId: USER, lines: [line('Björk'), line('Sade')] })).toEqual({
      ok: true,
      value: { messages: 1 },
    });
    expect(deps.bot.messagesTo(CHAT)).toEqual(digestMessages([line('Björk'), line('Sade')], PUBLIC_URL));
  });

  it('sends nothing when not linked or when Telegram alerts are off', async () => {
    const deps = await linkedDeps();
    expect(await sendDigest(deps, { userId: USER + 1, lines: [line('A')] })).toEqual({
      ok: false,
      error: 'not_linked',
    });
    deps.links.notifications.set(USER, false);
    expect(await sendDigest(deps, { userId: USER, lines: [line('A')] })).toEqual({
      ok: false,
      error: 'not_linked',
    });
    expect(await sendDigest(deps, { userId: USER, lines: [] })).toEqual({ ok: true, value: { messages: 0 } });
    expect(deps.bot.attempts).toEqual([]);
  });

  it('honours a 429: waits retry_after seconds, then sends once', async () => {
    const deps = await linkedDeps();
    deps.bot.sendFailures.push({ kind: 'rate_limited', retryAfterSeconds: 7 });
    expect(await sendDigest(deps, { userId: USER, lines: [line('A')] })).toEqual({
      ok: true,
      value: { messages: 1 },
    });
    expect(deps.bot.attempts).toHaveLength(2);
    expect(deps.bot.sent).toHaveLength(1);
    expect(deps.time.sleeps).toEqual([7000]);
  });

  it('gives up rather than wait longer than allowed, sending nothing twice', async () => {
    const deps = await linkedDeps();
    deps.bot.sendFailures.push({ kind: 'rate_limited', retryAfterSeconds: 3600 });
    expect(await sendDigest(deps, { userId: USER, lines: [line('A')] })).toEqual({
      ok: false,
      error: 'rate_limited',
    });
    expect(deps.time.sleeps).toEqual([]);
    expect(deps.bot.attempts).toHaveLength(1);
  });

  it('marks the link dead when the bot was blocked: unlinked, alerts off, no retry', async () => {
    const deps = await linkedDeps();
    deps.bot.sendFailures.push({ kind: 'blocked' });
    expect(await sendDigest(deps, { userId: USER, lines: [line('A')] })).toEqual({
      ok: false,
      error: 'blocked',
    });
    expect(deps.bot.attempts).toHaveLength(1);
    expect(await deps.links.status(USER, deps.time.now())).toBe('unlinked');
    expect(deps.links.notifications.get(USER)).toBe(false);
    expect(await sendDigest(deps, { userId: USER, lines: [line('A')] })).toEqual({
      ok: false,
      error: 'not_linked',
    });
  });

  it('does not retry other failures, so a message is never sent twice', async () => {
    const deps = await linkedDeps();
    deps.bot.sendFailures.push({ kind: 'network', description: 'timeout' });
    expect(await sendDigest(deps, { userId: USER, lines: [line('A')] })).toEqual({
      ok: false,
      error: 'failed',
    });
    expect(deps.bot.attempts).toHaveLength(1);
    expect(await deps.links.status(USER, deps.time.now())).toBe('linked');
    expect(deps.log.lines.join('\n')).toContain('timeout');
  });

  it('sends at most one message per second to a chat', async () => {
    const deps = await linkedDeps();
    const lines = Array.from({ length: 60 }, (_, i) => line(`Artist ${i} ${'x'.repeat(150)}`));
    const sent = await sendDigest(deps, { userId: USER, lines });
    expect(sent.ok && sent.value.messages).toBeGreaterThan(1);
    await sendDigest(deps, { userId: USER, lines: [line('again')] });
    const waits = deps.time.sleeps;
    expect(waits.length).toBe(deps.bot.sent.length - 1);
    for (const wait of waits) expect(wait).toBe(1000);
  });
});
