import { setTimeout as sleep } from 'node:timers/promises';
import { fetchWithDeadline, OutboundFailure, type OutboundResponse } from '../../platform/outbound-http';
import { fail, ok, type Result } from '../../platform/result';

/** A model's answer is a few kB of markdown in JSON: far more than this is not an answer. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export interface ModelRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  /** Tests' local stand-in; node:http by default (outbound-http.ts). */
  readonly fetch?: typeof fetch;
  /** The whole budget (connect, answer, body and any retry wait). */
  readonly timeoutMs: number;
  /** A longer requested wait is not honoured. */
  readonly maxRetryWaitMs: number;
  /** How long the service asks us to wait before retrying a 429 (ms), or null when it doesn't say. */
  readonly retryDelayOf: (response: OutboundResponse, json: unknown) => number | null;
  /** Reads the service's error text out of an error body. */
  readonly errorOf: (json: unknown) => string | null;
}

/** The model's JSON answer, or why there is none. */
export type ModelResponse = Result<unknown, string>;

/**
 * POSTs JSON to a model service within one time budget and returns the JSON answer. A 429 is
 * retried once when the service names a wait that fits the cap and the budget; every other failure
 * (status, network, timeout, non-JSON answer) comes back as a reason, never as an exception.
 */
export async function postModel(request: ModelRequest): Promise<ModelResponse> {
  const deadline = Date.now() + request.timeoutMs;
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetchWithDeadline(
        request.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...request.headers },
          body: JSON.stringify(request.body),
        },
        {
          deadlineMs: Math.max(1, deadline - Date.now()),
          maxBytes: MAX_ANSWER_BYTES,
          fetch: request.fetch,
          signal,
        },
      );
      const text = response.text;
      const json = parseJson(text);
      if (response.ok) {
        return json === undefined ? fail('the answer was not JSON') : ok(json);
      }
      const detail = request.errorOf(json) ?? text.slice(0, 200);
      if (response.status === 429 && attempt === 0) {
        const wait = request.retryDelayOf(response, json);
        if (wait !== null && wait <= request.maxRetryWaitMs && Date.now() + wait < deadline) {
          await sleep(wait, undefined, { signal });
          continue;
        }
      }
      return fail(`HTTP ${response.status}: ${detail}`);
    }
  } catch (error) {
    if (signal.aborted || (error instanceof OutboundFailure && error.kind === 'deadline')) {
      return fail(`no answer within ${request.timeoutMs} ms`);
    }
    return fail(`request failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The markdown a model wrote, or null when it is not usable (empty, or absurdly long). */
export function usableMarkdown(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  // Some models wrap the whole answer in a ```markdown fence.
  const unfenced = text
    .trim()
    .replace(/^```(?:markdown|md)?\s*\n([\s\S]*?)\n```$/, '$1')
    .trim();
  return unfenced.length > 0 && unfenced.length <= 20_000 ? unfenced : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
