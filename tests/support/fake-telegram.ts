import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failure, ok, readBody, reply, textUpdate, type Update } from './fake-telegram-wire';

/** A `sendMessage` the fake accepted. */
export interface ReceivedMessage {
  readonly chatId: number;
  readonly text: string;
  readonly parseMode: string | undefined;
  readonly linkPreviewsDisabled: boolean;
  /** `Date.now()` when it arrived. */
  readonly at: number;
}

export interface FakeTelegram {
  /** `TELEGRAM_API_URL` for the app. */
  readonly url: string;
  /** `TELEGRAM_BOT_TOKEN` the fake accepts (any other gets 401). */
  readonly token: string;
  readonly username: string;
  readonly messages: ReceivedMessage[];
  /** Every `sendMessage` call, refused ones included. */
  readonly sendAttempts: Array<{ chatId: number; at: number; status: number }>;
  /** How many `getUpdates` calls arrived, how many got 409, and the most open at once. */
  readonly polls: { calls: number; conflicts: number; maxOpen: number };
  /** Queues `/start …` or any text from a user in `chatId`; answers its `update_id`. */
  deliverText(chatId: number, text: string, chatType?: string): number;
  /** Updates not yet confirmed by a later `offset`. */
  unconfirmed(): number;
  /** The next `count` sendMessage calls answer 429 with `retry_after`. */
  rateLimitNextSends(count: number, retryAfterSeconds: number): void;
  /** sendMessage to `chatId` answers 403 "bot was blocked by the user" from now on. */
  blockChat(chatId: number): void;
  waitForMessage(match: (message: ReceivedMessage) => boolean, timeoutMs?: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

interface Poll {
  readonly offset: number;
  readonly respond: (updates: Update[]) => void;
}

/**
 * A local Telegram Bot API speaking the real wire format for getMe, getUpdates (long poll with
 * offset confirmation, 409 for a second concurrent poller) and sendMessage, with scripted 429s and
 * blocked chats. Listens on a free port (or `port`).
 */
export async function startFakeTelegram(options: { port?: number } = {}): Promise<FakeTelegram> {
  const token = '123456:TEST-fake-token_abcdefghijklmnop';
  const username = 'chartpulse_test_bot';
  const updates: Update[] = [];
  const polls = { calls: 0, conflicts: 0, maxOpen: 0 };
  const open = new Set<Poll>();
  const messages: ReceivedMessage[] = [];
  const sendAttempts: FakeTelegram['sendAttempts'] = [];
  const blocked = new Set<number>();
  const waiters = new Set<() => void>();
  let rateLimited = { count: 0, retryAfter: 1 };
  let nextUpdateId = 500_000;

  const pending = (offset: number) => {
    // Like Telegram: asking from `offset` confirms (forgets) every earlier update.
    while (updates.length > 0 && updates[0]!.update_id < offset) updates.shift();
    return updates.slice(0, 100);
  };

  const server = createServer(async (request, response) => {
    const match = /^\/bot([^/]+)\/(\w+)/.exec(request.url ?? '');
    const body = await readBody(request);
    if (!match || match[1] !== token) return reply(response, 401, failure(401, 'Unauthorized'));
    const method = match[2]!;
    if (method === 'getMe') {
      return reply(response, 200, ok({ id: 123456, is_bot: true, first_name: 'Chartpulse', username }));
    }
    if (method === 'getUpdates') {
      polls.calls++;
      // A poller that just gave up (abort, shutdown) may still look open here: its connection's
      // close can reach this server after the next poller's request. Let pending closes land first.
      if (open.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      if (open.size > 0) {
        polls.conflicts++;
        const description =
          'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running';
        return reply(response, 409, failure(409, description));
      }
      const offset = Number(body.offset ?? 0);
      const ready = pending(offset);
      const timeoutSeconds = Number(body.timeout ?? 0);
      if (ready.length > 0 || timeoutSeconds <= 0) return reply(response, 200, ok(ready));
      const poll: Poll = {
        offset,
        respond: (found) => {
          if (!open.delete(poll)) return;
          clearTimeout(timer);
          reply(response, 200, ok(found));
        },
      };
      const timer = setTimeout(() => poll.respond([]), timeoutSeconds * 1000);
      open.add(poll);
      polls.maxOpen = Math.max(polls.maxOpen, open.size);
      // A client that gives up (abort, shutdown) no longer counts as a poller.
      response.on('close', () => {
        open.delete(poll);
        clearTimeout(timer);
      });
      return;
    }
    if (method === 'sendMessage') {
      const chatId = Number(body.chat_id);
      const attempt = { chatId, at: Date.now(), status: 200 };
      sendAttempts.push(attempt);
      if (rateLimited.count > 0) {
        rateLimited.count--;
        attempt.status = 429;
        const answer = failure(429, `Too Many Requests: retry after ${rateLimited.retryAfter}`);
        return reply(response, 429, { ...answer, parameters: { retry_after: rateLimited.retryAfter } });
      }
      if (blocked.has(chatId)) {
        attempt.status = 403;
        return reply(response, 403, failure(403, 'Forbidden: bot was blocked by the user'));
      }
      const text = String(body.text ?? '');
      if (text.length === 0 || text.length > 4096) {
        attempt.status = 400;
        return reply(response, 400, failure(400, 'Bad Request: message text is empty or too long'));
      }
      const preview = body.link_preview_options as { is_disabled?: boolean } | undefined;
      messages.push({
        chatId,
        text,
        parseMode: typeof body.parse_mode === 'string' ? body.parse_mode : undefined,
        linkPreviewsDisabled: preview?.is_disabled === true,
        at: Date.now(),
      });
      for (const wake of waiters) wake();
      return reply(response, 200, ok({ message_id: messages.length, chat: { id: chatId }, text }));
    }
    return reply(response, 404, failure(404, 'Not Found'));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    username,
    messages,
    sendAttempts,
    polls,
    deliverText(chatId, text, chatType = 'private') {
      const update = textUpdate(nextUpdateId++, chatId, text, chatType);
      updates.push(update);
      for (const poll of open) {
        const ready = pending(poll.offset);
        if (ready.length > 0) poll.respond(ready);
      }
      return update.update_id;
    },
    unconfirmed: () => updates.length,
    rateLimitNextSends(count, retryAfterSeconds) {
      rateLimited = { count, retryAfter: retryAfterSeconds };
    },
    blockChat: (chatId) => void blocked.add(chatId),
    waitForMessage(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('the fake Telegram received no matching message'));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const poll of open) poll.respond([]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
