import { InMemoryTelegramBot } from './in-memory-telegram-bot';
import { InMemoryTelegramLinks } from './in-memory-telegram-links';
import { botReplies } from '@server/telegram/bot-replies';
import { ChatPacer } from '@server/telegram/chat-pacer';
import { CapturingLog, FakeTime } from './fake-time';

export const PUBLIC_URL = 'https://chartpulse.example';

/** Every port of the Telegram use cases, on in-memory fakes, sharing one fake clock. */
export function fakeTelegramDeps() {
  const time = new FakeTime();
  const bot = new InMemoryTelegramBot();
  const links = new InMemoryTelegramLinks();
  const log = new CapturingLog();
  let counter = 0;
  return {
    time,
    clock: time,
    bot,
    links,
    log,
    pacer: new ChatPacer(time, time),
    maxRetryAfterSeconds: 60,
    replies: botReplies(PUBLIC_URL),
    publicUrl: PUBLIC_URL,
    payloads: { next: () => `payload-${++counter}_Ab` },
  };
}
