// One Deezer API call with the rules of docs/integrations.md#deezer-api: the shared call budget,
// bounded concurrency, a total deadline and a size cap per try, Deezer's errors (usually HTTP 200
// with an `error` body) mapped to our failures, and backoff with jitter on its quota error and on
// 5xx, network failures and timeouts. An unknown id is one call: "no data" is never retried.
import { isMusicServiceError, MusicServiceError } from '@domain/catalog';
import type { UpstreamCallRecorder } from '../../../platform/upstream-calls';
import { ConcurrencyLimit } from '../spotify/concurrency-limit';
import { type DeezerCallBudget, deezerCallBudget } from './deezer-call-budget';
import type { WireError } from './deezer-wire';

export interface DeezerHttpOptions {
  /** `DEEZER_API_URL` (default https://api.deezer.com). */
  readonly apiUrl: string;
  readonly fetch?: typeof fetch;
  /** Shared by every process on PostgreSQL (default: this process only, 50 per 5 s). */
  readonly budget?: DeezerCallBudget;
  /** Calls in flight at once (default 4). */
  readonly maxConcurrent?: number;
  /** Tries per call, the first included (default 4). */
  readonly maxAttempts?: number;
  /** One try's total time: connecting, headers and the whole body (default 10 s). */
  readonly requestTimeoutMs?: number;
  /** A larger answer is refused as unavailable, unread (default 2 MiB). */
  readonly maxResponseBytes?: number;
  /** First backoff step; doubles per try, jittered (default 500 ms). */
  readonly backoffBaseMs?: number;
  /** First backoff step after Deezer's quota error (default 1250 ms: the tries span its 5 s window). */
  readonly quotaBackoffBaseMs?: number;
  readonly backoffMaxMs?: number;
  /** No wait or retry starts later than this after the call began (default 25 s). */
  readonly deadlineMs?: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  /** Where each try is counted, answered or failed (the admins' data sources). */
  readonly calls?: UpstreamCallRecorder;
}

export type Query = Record<string, string | number | undefined>;

/** A failure worth another try. */
class TransientDeezerFailure extends Error {
  constructor(
    message: string,
    readonly quota = false,
  ) {
    super(message);
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const MiB = 1024 * 1024;

export class DeezerHttp {
  private readonly limit: ConcurrencyLimit;
  private readonly budget: DeezerCallBudget;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(private readonly options: DeezerHttpOptions) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.limit = new ConcurrencyLimit(options.maxConcurrent ?? 4);
    this.budget = options.budget ?? deezerCallBudget();
  }

  /** GET `path` (below the API base) and answer its JSON; throws `MusicServiceError`. */
  async get<T>(path: string, query: Query = {}): Promise<T> {
    const url = this.url(path, query);
    const attempts = this.options.maxAttempts ?? 4;
    const deadline = this.now() + (this.options.deadlineMs ?? 25_000);
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.limit.run(async () => {
          await this.admit(deadline);
          return this.counted(url);
        })) as T;
      } catch (error) {
        if (!(error instanceof TransientDeezerFailure)) throw error;
        const wait = this.backoff(attempt, error.quota);
        if (attempt >= attempts || this.now() + wait > deadline) {
          throw new MusicServiceError(
            'unavailable',
            error.quota
              ? `Deezer kept answering "Quota limit exceeded" after ${attempt} tries.`
              : `Deezer is unavailable: ${error.message}.`,
          );
        }
        await this.sleep(wait);
      }
    }
  }

  private url(path: string, query: Query): string {
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}${path}`);
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /** Waits for the shared budget to admit this call, or fails when that would pass the deadline. */
  private async admit(deadline: number): Promise<void> {
    for (;;) {
      const verdict = await this.budget.spend();
      if (verdict.allowed) return;
      const wait = verdict.retryAfterSeconds * 1000 * (1 + this.random() / 10);
      if (this.now() + wait > deadline)
        throw new MusicServiceError('unavailable', 'Our budget of Deezer calls is spent for the moment.');
      await this.sleep(wait);
    }
  }

  private backoff(attempt: number, quota: boolean): number {
    const base = quota ? (this.options.quotaBackoffBaseMs ?? 1250) : (this.options.backoffBaseMs ?? 500);
    const ceiling = Math.min(this.options.backoffMaxMs ?? 5000, base * 2 ** (attempt - 1));
    return ceiling / 2 + (this.random() * ceiling) / 2;
  }

  /** One try, counted: a "no such item" or a refusal is an answer; anything else unusable a failure. */
  private async counted(url: string): Promise<unknown> {
    try {
      const body = await this.once(url);
      this.options.calls?.record('deezer', 'answered');
      return body;
    } catch (error) {
      const answered = isMusicServiceError(error, 'not_found') || isMusicServiceError(error, 'forbidden');
      this.options.calls?.record('deezer', answered ? 'answered' : 'failed');
      throw error;
    }
  }

  private async once(url: string): Promise<unknown> {
    const timeoutMs = this.options.requestTimeoutMs ?? 10_000;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(url, { headers: { accept: 'application/json' }, signal });
      text = await readCapped(response, this.options.maxResponseBytes ?? 2 * MiB);
    } catch (error) {
      if (error instanceof MusicServiceError) throw error;
      throw new TransientDeezerFailure(
        signal.aborted ? `no full answer within ${timeoutMs} ms` : 'no answer',
      );
    }
    const status = response.status;
    if (status === 429 || status >= 500) throw new TransientDeezerFailure(`HTTP ${status}`);
    if (status === 404) throw new MusicServiceError('not_found', 'Deezer has no such item.');
    if (status === 401 || status === 403)
      throw new MusicServiceError('forbidden', 'Deezer refused the request.');
    if (status < 200 || status >= 300)
      throw new MusicServiceError('unavailable', `Unexpected answer from Deezer (HTTP ${status}).`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new TransientDeezerFailure('an unreadable answer');
    }
    const error = errorOf(body);
    if (error) throwDeezerError(error);
    return body;
  }
}

function errorOf(body: unknown): WireError | null {
  if (body === null || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  return error !== null && typeof error === 'object' ? (error as WireError) : { message: String(error) };
}

/** Deezer's error codes (developers.deezer.com/api/errors) as our failures. */
function throwDeezerError(error: WireError): never {
  const message = typeof error.message === 'string' ? error.message : 'an error';
  const code = error.code;
  if (code === 800 || error.type === 'DataException')
    throw new MusicServiceError('not_found', 'Deezer has no such item.');
  if (code === 4) throw new TransientDeezerFailure('quota limit exceeded', true);
  if (code === 700) throw new TransientDeezerFailure('service busy');
  if (
    code === 500 ||
    code === 501 ||
    code === 600 ||
    error.type === 'ParameterException' ||
    error.type === 'MissingParameterException' ||
    error.type === 'InvalidQueryException'
  )
    throw new MusicServiceError('not_found', `Deezer refused the request: ${message}.`);
  if (code === 200 || code === 300 || error.type === 'OAuthException')
    throw new MusicServiceError('forbidden', `Deezer refused the request: ${message}.`);
  throw new MusicServiceError('unavailable', `Deezer answered with an error: ${message}.`);
}

/** The body as text, refusing (unread) one larger than `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(maxBytes: number): MusicServiceError {
  return new MusicServiceError('unavailable', `Deezer's answer was larger than ${maxBytes} bytes.`);
}
