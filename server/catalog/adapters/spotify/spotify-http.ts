// One Spotify Web API call with the rules of docs/integrations.md#spotify-web-api: bounded concurrency, timeouts,
// 429 honouring Retry-After, QUOTA_EXCEEDED failing fast, 5xx/timeouts backing off with jitter,
// one token renewal after a 401, and no retry on 400/403/404.
import { isMusicServiceError, MusicServiceError } from '@domain/catalog';
import { fetchWithDeadline, OutboundFailure, type OutboundResponse } from '../../../platform/outbound-http';
import type { UpstreamCallRecorder } from '../../../platform/upstream-calls';
import { ConcurrencyLimit } from './concurrency-limit';
import { SpotifyTokenSource, TransientSpotifyFailure } from './spotify-token';

export interface SpotifyHttpOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly apiUrl: string;
  readonly accountsUrl: string;
  /** Tests' stand-in; API calls go through node:http by default (platform/outbound-http.ts). */
  readonly fetch?: typeof fetch;
  /** Upstream calls in flight at once (default 4). */
  readonly maxConcurrent?: number;
  /** Tries per call, the first included (default 4). */
  readonly maxAttempts?: number;
  /** Total deadline of one request: connect, answer and body (default 8 s). */
  readonly requestTimeoutMs?: number;
  /** First backoff step; doubles per try (default 1000 ms). */
  readonly backoffBaseMs?: number;
  readonly backoffMaxMs?: number;
  /** Longer Retry-After than this is not waited for: the caller gets "unavailable" at once (default 10 s). */
  readonly maxRetryWaitMs?: number;
  /** After QUOTA_EXCEEDED, calls fail at once for this long (default 10 minutes). */
  readonly quotaCooldownMs?: number;
  /** No retry starts later than this after the call began, so a caller never hangs (default 25 s). */
  readonly deadlineMs?: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  /** Counts each upstream request and whether it failed (the admins' data-sources panel). */
  readonly calls?: UpstreamCallRecorder;
}

export type Query = Record<string, string | number | undefined>;

/** The largest Web API answers (a page of 100 tracks) are a few hundred kB. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SpotifyHttp {
  private readonly tokens: SpotifyTokenSource;
  private readonly limit: ConcurrencyLimit;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private quotaBlockedUntil = 0;

  constructor(private readonly options: SpotifyHttpOptions) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.limit = new ConcurrencyLimit(options.maxConcurrent ?? 4);
    this.tokens = new SpotifyTokenSource({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      accountsUrl: options.accountsUrl,
      fetch: this.fetch,
      now: this.now,
      timeoutMs: options.requestTimeoutMs ?? 8000,
    });
  }

  /** GET `path` (below the API base) and parse the JSON answer. */
  async get<T>(path: string, query: Query = {}): Promise<T> {
    const url = this.url(path, query);
    const attempts = this.options.maxAttempts ?? 4;
    const deadline = this.now() + (this.options.deadlineMs ?? 25_000);
    let renewedToken = false;
    for (let attempt = 1; ; attempt++) {
      if (this.now() < this.quotaBlockedUntil) {
        throw new MusicServiceError('quota', 'The music service quota is used up for now.');
      }
      try {
        const outcome = await this.limit.run(() => this.once(url));
        if (outcome.kind === 'ok') return outcome.body as T;
        if (renewedToken)
          throw new MusicServiceError('unavailable', 'The music service keeps refusing our access token.');
        renewedToken = true;
        this.tokens.invalidate(outcome.token);
        attempt--; // the renewal retry is free
      } catch (error) {
        if (!(error instanceof TransientSpotifyFailure)) throw error;
        const wait = attempt < attempts ? this.waitBefore(attempt, error) : Number.POSITIVE_INFINITY;
        if (this.now() + wait > deadline) {
          throw new MusicServiceError('unavailable', `The music service is unavailable: ${error.message}`);
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

  private waitBefore(attempt: number, failure: TransientSpotifyFailure): number {
    if (failure.retryAfterMs !== undefined) {
      if (failure.retryAfterMs > (this.options.maxRetryWaitMs ?? 10_000)) {
        throw new MusicServiceError('unavailable', 'The music service asked us to wait too long.');
      }
      return failure.retryAfterMs;
    }
    const base = this.options.backoffBaseMs ?? 1000;
    const ceiling = Math.min(this.options.backoffMaxMs ?? 60_000, base * 2 ** (attempt - 1));
    return ceiling / 2 + (this.random() * ceiling) / 2;
  }

  /** One upstream request, counted: a failure is one that gave no usable answer (a 404 is an answer). */
  private async once(
    url: string,
  ): Promise<{ kind: 'ok'; body: unknown } | { kind: 'unauthorized'; token: string }> {
    const token = await this.tokens.get();
    try {
      const outcome = await this.request(url, token);
      this.options.calls?.record('spotify', 'answered');
      return outcome;
    } catch (error) {
      const answered = isMusicServiceError(error, 'not_found') || isMusicServiceError(error, 'forbidden');
      this.options.calls?.record('spotify', answered ? 'answered' : 'failed');
      throw error;
    }
  }

  private async request(
    url: string,
    token: string,
  ): Promise<{ kind: 'ok'; body: unknown } | { kind: 'unauthorized'; token: string }> {
    let response: OutboundResponse;
    try {
      response = await fetchWithDeadline(
        url,
        { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
        {
          deadlineMs: this.options.requestTimeoutMs ?? 8000,
          maxBytes: MAX_ANSWER_BYTES,
          fetch: this.options.fetch,
        },
      );
    } catch (error) {
      const reason =
        error instanceof OutboundFailure && error.kind === 'deadline' ? 'timed out' : 'no answer';
      throw new TransientSpotifyFailure(reason);
    }
    if (response.ok) {
      try {
        return { kind: 'ok', body: JSON.parse(response.text) };
      } catch {
        throw new TransientSpotifyFailure('unreadable answer');
      }
    }
    if (response.status === 401) return { kind: 'unauthorized', token };
    this.throwFailure(response, response.text);
  }

  private throwFailure(response: OutboundResponse, text: string): never {
    const status = response.status;
    const error = parseError(text);
    if (status === 429) {
      if (error.reason === 'QUOTA_EXCEEDED') {
        this.quotaBlockedUntil = this.now() + (this.options.quotaCooldownMs ?? 10 * 60_000);
        throw new MusicServiceError('quota', 'The music service quota is used up for now.');
      }
      throw new TransientSpotifyFailure('rate limited', retryAfterMs(response.headers.get('retry-after')));
    }
    if (status >= 500) throw new TransientSpotifyFailure(`HTTP ${status}`);
    if (status === 404 || status === 400)
      throw new MusicServiceError('not_found', error.message ?? 'Not found');
    if (status === 403)
      throw new MusicServiceError('forbidden', error.message ?? 'Not available at this access level');
    throw new MusicServiceError('unavailable', `Unexpected answer from the music service (HTTP ${status}).`);
  }
}

function parseError(text: string): { message?: string; reason?: string } {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; reason?: unknown }; reason?: unknown };
    const message = typeof body.error?.message === 'string' ? body.error.message : undefined;
    // The reason has been seen both inside `error` and beside it.
    const rawReason = body.error?.reason ?? body.reason;
    const reason = typeof rawReason === 'string' ? rawReason : undefined;
    return { message, reason };
  } catch {
    return {};
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
