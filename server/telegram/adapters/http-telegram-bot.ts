import { fetchWithDeadline, ONE_MEGABYTE, OutboundFailure } from '../../platform/outbound-http';
import type { Result } from '../../platform/result';
import type { BotFailure, BotIdentity, BotUpdate, ChatId, TelegramBot } from '../ports';

export interface HttpTelegramBotOptions {
  /** `TELEGRAM_API_URL`, e.g. `https://api.telegram.org`. */
  readonly apiUrl: string;
  readonly token: string;
  /** Total deadline of ordinary calls (connect, answer and body). */
  readonly requestTimeoutMs?: number;
  /** Added to a long poll's own timeout, so the server answers before the HTTP request gives up. */
  readonly longPollMarginMs?: number;
}

interface ApiAnswer {
  ok?: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

interface WireUpdate {
  update_id: number;
  message?: { chat?: { id?: number; type?: string }; text?: string };
}

/**
 * The Bot API: `{apiUrl}/bot<token>/<method>` with JSON bodies, each call within a total deadline
 * and its answer at most 1 MB (server/platform/outbound-http.ts).
 */
export class HttpTelegramBot implements TelegramBot {
  private readonly base: string;
  private identity: BotIdentity | null = null;

  constructor(private readonly options: HttpTelegramBotOptions) {
    this.base = `${options.apiUrl.replace(/\/+$/, '')}/bot${options.token}`;
  }

  /** Answered once per process: a bot's identity never changes for its token. */
  async getMe(): Promise<Result<BotIdentity, BotFailure>> {
    if (this.identity) return { ok: true, value: this.identity };
    const answer = await this.call<{ id: number; username?: string }>('getMe', {});
    if (!answer.ok) return answer;
    if (!answer.value.username) return network('getMe answered a bot without a username');
    this.identity = { id: answer.value.id, username: answer.value.username };
    return { ok: true, value: this.identity };
  }

  async getUpdates(
    offset: number,
    timeoutSeconds: number,
    signal?: AbortSignal,
  ): Promise<Result<BotUpdate[], BotFailure>> {
    const answer = await this.call<WireUpdate[]>(
      'getUpdates',
      { offset, timeout: timeoutSeconds, allowed_updates: ['message'] },
      timeoutSeconds * 1000 + (this.options.longPollMarginMs ?? 10_000),
      signal,
    );
    if (!answer.ok) return answer;
    return { ok: true, value: answer.value.map(toUpdate) };
  }

  async sendMessage(chatId: ChatId, html: string): Promise<Result<void, BotFailure>> {
    const answer = await this.call('sendMessage', {
      chat_id: chatId,
      text: html,
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    });
    return answer.ok ? { ok: true, value: undefined } : answer;
  }

  private async call<T>(
    method: string,
    body: object,
    timeoutMs = this.options.requestTimeoutMs ?? 10_000,
    signal?: AbortSignal,
  ): Promise<Result<T, BotFailure>> {
    let response: { status: number };
    let answer: ApiAnswer;
    try {
      const answered = await fetchWithDeadline(
        `${this.base}/${method}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        { deadlineMs: timeoutMs, maxBytes: ONE_MEGABYTE, signal },
      );
      response = answered;
      answer = JSON.parse(answered.text) as ApiAnswer;
    } catch (error) {
      // Never echo the request URL or a network message: they carry the bot token.
      const reason =
        error instanceof OutboundFailure
          ? error.kind === 'deadline'
            ? 'TimeoutError'
            : error.kind
          : error instanceof Error
            ? error.name
            : 'request failed';
      return network(`${method}: ${reason}`);
    }
    if (answer.ok === true) return { ok: true, value: answer.result as T };
    return { ok: false, error: failureOf(answer.error_code ?? response.status, answer) };
  }
}

function failureOf(code: number, answer: ApiAnswer): BotFailure {
  const description = answer.description ?? `HTTP ${code}`;
  if (code === 429) return { kind: 'rate_limited', retryAfterSeconds: answer.parameters?.retry_after ?? 1 };
  if (code === 403) return { kind: 'blocked' };
  if (code === 401) return { kind: 'unauthorized' };
  if (code === 409) return { kind: 'conflict' };
  if (code >= 500) return { kind: 'network', description };
  return { kind: 'rejected', description };
}

function network(description: string): { ok: false; error: BotFailure } {
  return { ok: false, error: { kind: 'network', description } };
}

function toUpdate(wire: WireUpdate): BotUpdate {
  const chat = wire.message?.chat;
  if (!wire.message || typeof chat?.id !== 'number') return { updateId: wire.update_id };
  return {
    updateId: wire.update_id,
    message: { chatId: chat.id, chatType: chat.type ?? 'private', text: wire.message.text },
  };
}
