import { fail, ok } from '../../platform/result';
import type { AnalysisFigures, AnalystResult, PlaylistAnalyst } from '../ports';
import { postModel, usableMarkdown } from './model-http';
import { SYSTEM_INSTRUCTION, userPrompt } from './prompt';

export interface GeminiAnalystOptions {
  /** e.g. `https://generativelanguage.googleapis.com` (GEMINI_API_URL). */
  readonly apiUrl: string;
  readonly apiKey: string;
  readonly model: string;
  /** Whole budget per analysis, retry included (default 50 s, under the browser's 60 s). */
  readonly timeoutMs?: number;
  /** Longest `retryDelay` honoured after a 429 (default 30 s). */
  readonly maxRetryWaitMs?: number;
  readonly fetch?: typeof fetch;
}

interface GeminiAnswer {
  candidates?: Array<{
    content?: { parts?: Array<{ text?: string; thought?: boolean }> };
    finishReason?: string;
  }>;
  promptFeedback?: { blockReason?: string };
}

/** Gemini's REST `generateContent` (docs/integrations.md), with plain fetch. */
export class GeminiAnalyst implements PlaylistAnalyst {
  readonly name: string;

  constructor(private readonly options: GeminiAnalystOptions) {
    this.name = `gemini:${options.model}`;
  }

  async analyze(figures: AnalysisFigures): Promise<AnalystResult> {
    const base = this.options.apiUrl.replace(/\/+$/, '');
    const response = await postModel({
      url: `${base}/v1beta/models/${encodeURIComponent(this.options.model)}:generateContent`,
      headers: { 'x-goog-api-key': this.options.apiKey },
      body: {
        systemInstruction: { parts: [{ text: SYSTEM_INSTRUCTION }] },
        contents: [{ role: 'user', parts: [{ text: userPrompt(figures) }] }],
        // Thinking tokens count against the cap on 2.5+ models: leave room for them.
        generationConfig: { temperature: 0.4, maxOutputTokens: 8192 },
      },
      fetch: this.options.fetch,
      timeoutMs: this.options.timeoutMs ?? 50_000,
      maxRetryWaitMs: this.options.maxRetryWaitMs ?? 30_000,
      retryDelayOf: (_response, json) => geminiRetryDelay(json),
      errorOf: (json) => {
        const error = (json as { error?: { status?: string; message?: string } } | undefined)?.error;
        return error ? [error.status, error.message].filter(Boolean).join(': ') : null;
      },
    });
    if (!response.ok) return fail(`Gemini: ${response.error}`);
    return readAnswer(response.value as GeminiAnswer);
  }
}

function readAnswer(answer: GeminiAnswer): AnalystResult {
  const blocked = answer.promptFeedback?.blockReason;
  if (blocked) return fail(`Gemini blocked the prompt: ${blocked}`);
  const candidate = answer.candidates?.[0];
  if (!candidate) return fail('Gemini answered no candidate');
  if (candidate.finishReason && candidate.finishReason !== 'STOP') {
    return fail(`Gemini stopped with ${candidate.finishReason}`);
  }
  const text = (candidate.content?.parts ?? [])
    .filter((part) => !part.thought && typeof part.text === 'string')
    .map((part) => part.text)
    .join('');
  const markdown = usableMarkdown(text);
  return markdown === null ? fail('Gemini answered no usable text') : ok({ markdown });
}

/** `RetryInfo.retryDelay` (a duration such as `"37s"` or `"0.5s"`) in ms, or null. */
export function geminiRetryDelay(json: unknown): number | null {
  const details = (json as { error?: { details?: unknown } } | undefined)?.error?.details;
  if (!Array.isArray(details)) return null;
  for (const detail of details) {
    const delay = (detail as { retryDelay?: unknown } | null)?.retryDelay;
    const match = typeof delay === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(delay) : null;
    if (match) return Math.round(Number(match[1]) * 1000);
  }
  return null;
}
