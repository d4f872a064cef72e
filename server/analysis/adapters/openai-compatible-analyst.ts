import { fail, ok } from '../../platform/result';
import type { AnalysisFigures, AnalystResult, PlaylistAnalyst } from '../ports';
import { postModel, usableMarkdown } from './model-http';
import { SYSTEM_INSTRUCTION, userPrompt } from './prompt';

export interface OpenAiCompatibleAnalystOptions {
  /** e.g. `http://localhost:11434/v1` (OPENAI_BASE_URL). */
  readonly baseUrl: string;
  /** Sent as a Bearer token when set (Ollama needs none). */
  readonly apiKey?: string;
  readonly model: string;
  /** Whole budget per analysis, retry included (default 50 s, under the browser's 60 s). */
  readonly timeoutMs?: number;
  /** Longest `retry-after` honoured after a 429 (default 30 s). */
  readonly maxRetryWaitMs?: number;
  readonly fetch?: typeof fetch;
}

interface ChatAnswer {
  choices?: Array<{ message?: { content?: string | null }; finish_reason?: string | null }>;
}

/** Any OpenAI-compatible `chat/completions` server: OpenAI, Ollama, vLLM, LM Studio. */
export class OpenAiCompatibleAnalyst implements PlaylistAnalyst {
  readonly name: string;

  constructor(private readonly options: OpenAiCompatibleAnalystOptions) {
    this.name = `openai:${options.model}`;
  }

  async analyze(figures: AnalysisFigures): Promise<AnalystResult> {
    const response = await postModel({
      url: `${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`,
      headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
      body: {
        model: this.options.model,
        messages: [
          { role: 'system', content: SYSTEM_INSTRUCTION },
          { role: 'user', content: userPrompt(figures) },
        ],
        temperature: 0.4,
        max_tokens: 4096,
        stream: false,
      },
      fetch: this.options.fetch,
      timeoutMs: this.options.timeoutMs ?? 50_000,
      maxRetryWaitMs: this.options.maxRetryWaitMs ?? 30_000,
      retryDelayOf: (response) => retryAfter(response.headers),
      errorOf: (json) => (json as { error?: { message?: string } } | undefined)?.error?.message ?? null,
    });
    if (!response.ok) return fail(`OpenAI-compatible: ${response.error}`);
    const choice = (response.value as ChatAnswer).choices?.[0];
    if (!choice) return fail('OpenAI-compatible: no choice in the answer');
    if (choice.finish_reason === 'length' || choice.finish_reason === 'content_filter') {
      return fail(`OpenAI-compatible: stopped with ${choice.finish_reason}`);
    }
    const markdown = usableMarkdown(choice.message?.content);
    return markdown === null ? fail('OpenAI-compatible: no usable text in the answer') : ok({ markdown });
  }
}

/** `retry-after-ms`, or `retry-after` in seconds, in ms; null when absent or an HTTP date. */
function retryAfter(headers: Headers): number | null {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(headers.get('retry-after'));
  return headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}
