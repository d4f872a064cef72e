import { describe, expect, it } from 'vitest';
import { ChatPacer } from '@server/telegram/chat-pacer';
import { FakeTime } from '../../support/fakes/telegram/fake-time';

describe('chat pacer', () => {
  it('spaces messages one second apart per chat and ~30 per second overall', async () => {
    const time = new FakeTime();
    const pacer = new ChatPacer(time, time, { perChatMs: 1000, overallMs: 34 });
    await pacer.waitTurn(1);
    await pacer.waitTurn(2);
    await pacer.waitTurn(1);
    expect(time.sleeps).toEqual([34, 1000 - 34]);
  });

  it('keeps a chat told to wait (429) back without holding up other chats', async () => {
    const time = new FakeTime();
    const pacer = new ChatPacer(time, time, { perChatMs: 1000, overallMs: 0 });
    pacer.holdBack(1, 5000);
    await pacer.waitTurn(2);
    expect(time.sleeps).toEqual([]);
    await pacer.waitTurn(1);
    expect(time.sleeps).toEqual([5000]);
  });
});
