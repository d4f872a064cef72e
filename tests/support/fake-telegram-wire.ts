import type { IncomingMessage, ServerResponse } from 'node:http';

// The Bot API's answer envelope, for the fake Telegram server.
export const ok = (result: unknown) => ({ ok: true, result });
export const failure = (code: number, description: string) => ({ ok: false, error_code: code, description });

export function reply(response: ServerResponse, status: number, body: unknown): void {
  if (response.writableEnded || response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** JSON bodies, form bodies or query strings, as the Bot API accepts all three. */
export async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const query = Object.fromEntries(new URL(request.url ?? '/', 'http://fake').searchParams);
  if (!raw) return query;
  if ((request.headers['content-type'] ?? '').includes('application/json'))
    return { ...query, ...JSON.parse(raw) };
  return { ...query, ...Object.fromEntries(new URLSearchParams(raw)) };
}

export interface Update {
  update_id: number;
  message: {
    message_id: number;
    from: object;
    chat: { id: number; type: string };
    date: number;
    text: string;
  };
}

/** A text message from a user, as an `Update`. */
export function textUpdate(updateId: number, chatId: number, text: string, chatType: string): Update {
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      from: { id: chatId, is_bot: false, first_name: 'Tester', username: 'tester' },
      chat: { id: chatId, type: chatType },
      date: Math.floor(Date.now() / 1000),
      text,
    },
  };
}
