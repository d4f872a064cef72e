import { FakeModelServer, type RecordedRequest, sendJson } from './fake-model-server';

/** What the fake answers to the next `generateContent` call. */
export type GeminiReply =
  | { readonly kind: 'text'; readonly text: string }
  /** A candidate without content, as 2.5+ models give when thinking used up `maxOutputTokens`. */
  | { readonly kind: 'no-content'; readonly finishReason: 'MAX_TOKENS' | 'SAFETY' }
  | { readonly kind: 'quota'; readonly retryDelay?: string }
  | { readonly kind: 'error'; readonly code: number; readonly status: string; readonly message: string }
  /** Never answers (the client must time out). */
  | { readonly kind: 'hang' };

const GENERATE = /^\/v1beta\/models\/([^/:]+):generateContent$/;

/**
 * A local stand-in for Gemini's REST API (docs/integrations.md): `POST
 * /v1beta/models/{model}:generateContent` with `x-goog-api-key`, answering the scripted replies in
 * order (then `text` "Fine."), errors as `{error:{code,message,status,details}}` with JSON content type.
 */
export class FakeGemini {
  readonly replies: GeminiReply[] = [];
  private readonly server = new FakeModelServer((request, response) => {
    const route = GENERATE.exec(request.path);
    if (request.method !== 'POST' || !route) {
      return sendJson(response, 404, error(404, 'NOT_FOUND', `No route for ${request.path}`));
    }
    if (request.headers['x-goog-api-key'] !== this.apiKey) {
      return sendJson(response, 400, error(400, 'INVALID_ARGUMENT', 'API key not valid.'));
    }
    const body = request.body as Record<string, unknown> | undefined;
    const contents = body?.contents;
    if (!Array.isArray(contents) || !(body?.systemInstruction ?? body?.system_instruction)) {
      return sendJson(
        response,
        400,
        error(400, 'INVALID_ARGUMENT', 'contents and systemInstruction are required'),
      );
    }
    const reply = this.replies.shift() ?? { kind: 'text', text: 'Fine.' };
    const model = decodeURIComponent(route[1]!);
    switch (reply.kind) {
      case 'text':
        return sendJson(response, 200, {
          candidates: [
            { content: { parts: [{ text: reply.text }], role: 'model' }, finishReason: 'STOP', index: 0 },
          ],
          usageMetadata: { promptTokenCount: 900, candidatesTokenCount: 400, totalTokenCount: 1300 },
          modelVersion: model,
        });
      case 'no-content':
        return sendJson(response, 200, {
          candidates: [{ finishReason: reply.finishReason, index: 0 }],
          usageMetadata: { promptTokenCount: 900, totalTokenCount: 900 },
          modelVersion: model,
        });
      case 'quota': {
        const details = reply.retryDelay
          ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: reply.retryDelay }]
          : [];
        return sendJson(response, 429, error(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', details));
      }
      case 'error':
        return sendJson(response, reply.code, error(reply.code, reply.status, reply.message));
      case 'hang':
        return;
    }
  });

  constructor(readonly apiKey = 'test-gemini-key') {}

  get requests(): readonly RecordedRequest[] {
    return this.server.requests;
  }

  start(port = 0): Promise<string> {
    return this.server.start(port);
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

function error(code: number, status: string, message: string, details: unknown[] = []) {
  return { error: { code, message, status, ...(details.length > 0 ? { details } : {}) } };
}
