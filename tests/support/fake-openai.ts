import { FakeModelServer, type RecordedRequest, sendJson } from './fake-model-server';

/** What the fake answers to the next `chat/completions` call. */
export type ChatReply =
  | { readonly kind: 'text'; readonly text: string }
  /** Cut off by `max_tokens`: `finish_reason: "length"` and no content. */
  | { readonly kind: 'length' }
  | { readonly kind: 'rate-limited'; readonly retryAfterSeconds?: number }
  | { readonly kind: 'error'; readonly status: number; readonly message: string }
  | { readonly kind: 'hang' };

/**
 * A local OpenAI-compatible server (docs/integrations.md), like Ollama or vLLM: `POST
 * /v1/chat/completions`, Bearer key checked when one is configured, scripted replies in order (then
 * `text` "Fine."), errors as `{error:{message,type,code}}`.
 */
export class FakeOpenAi {
  readonly replies: ChatReply[] = [];
  private readonly server = new FakeModelServer((request, response) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return sendJson(response, 404, failure('not_found', `No route for ${request.path}`));
    }
    if (this.apiKey !== null && request.headers.authorization !== `Bearer ${this.apiKey}`) {
      return sendJson(response, 401, failure('invalid_api_key', 'Incorrect API key provided.'));
    }
    const body = request.body as { model?: unknown; messages?: unknown } | undefined;
    if (typeof body?.model !== 'string' || !Array.isArray(body.messages)) {
      return sendJson(response, 400, failure('invalid_request_error', 'model and messages are required'));
    }
    const reply = this.replies.shift() ?? { kind: 'text', text: 'Fine.' };
    const answer = (content: string | null, finishReason: string) => ({
      id: `chatcmpl-${this.server.requests.length}`,
      object: 'chat.completion',
      created: 1_780_000_000,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
      usage: { prompt_tokens: 900, completion_tokens: 400, total_tokens: 1300 },
    });
    switch (reply.kind) {
      case 'text':
        return sendJson(response, 200, answer(reply.text, 'stop'));
      case 'length':
        return sendJson(response, 200, answer(null, 'length'));
      case 'rate-limited':
        return sendJson(
          response,
          429,
          failure('rate_limit_exceeded', 'Rate limit reached.'),
          reply.retryAfterSeconds === undefined ? {} : { 'retry-after': String(reply.retryAfterSeconds) },
        );
      case 'error':
        return sendJson(response, reply.status, failure('server_error', reply.message));
      case 'hang':
        return;
    }
  });

  /** `apiKey` null accepts any caller, like Ollama. */
  constructor(readonly apiKey: string | null = 'test-openai-key') {}

  get requests(): readonly RecordedRequest[] {
    return this.server.requests;
  }

  /** Returns the base URL to configure (`…/v1`). */
  async start(port = 0): Promise<string> {
    return `${await this.server.start(port)}/v1`;
  }

  /** Forgets the scripted replies and the recorded requests. */
  reset(): void {
    this.replies.length = 0;
    this.server.reset();
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

function failure(code: string, message: string) {
  return { error: { message, type: code, code } };
}
