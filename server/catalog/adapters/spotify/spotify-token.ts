import { MusicServiceError } from '@domain/catalog';

export interface TokenSourceOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  /** e.g. `https://accounts.spotify.com`; the token endpoint is `/api/token` below it. */
  readonly accountsUrl: string;
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly timeoutMs: number;
}

/** A failure worth retrying after a pause (network, timeout, 5xx, 429 without quota). */
export class TransientSpotifyFailure extends Error {
  constructor(
    message: string,
    /** Milliseconds the service asked us to wait (Retry-After), if it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TransientSpotifyFailure';
  }
}

/** Renew this long before the token expires. */
const RENEW_MARGIN_MS = 60_000;

/** Client-credentials access token, renewed ahead of expiry or on demand (after a 401). */
export class SpotifyTokenSource {
  private token: { value: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(private readonly options: TokenSourceOptions) {}

  async get(): Promise<string> {
    if (this.token && this.options.now() < this.token.expiresAt - RENEW_MARGIN_MS) return this.token.value;
    this.pending ??= this.request().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Forget the current token (it was refused); the next `get` fetches a new one. */
  invalidate(rejected: string): void {
    if (this.token?.value === rejected) this.token = undefined;
  }

  private async request(): Promise<string> {
    const { clientId, clientSecret, accountsUrl } = this.options;
    const credentials = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    let response: Response;
    try {
      response = await this.options.fetch(`${accountsUrl.replace(/\/+$/, '')}/api/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw new TransientSpotifyFailure('The music service sign-in did not answer.');
    }
    const body = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
    } | null;
    if (!response.ok || typeof body?.access_token !== 'string') {
      if (response.status >= 500 || response.status === 429) {
        throw new TransientSpotifyFailure(`The music service sign-in failed (HTTP ${response.status}).`);
      }
      throw new MusicServiceError(
        'unavailable',
        `The music service refused our credentials (HTTP ${response.status}).`,
      );
    }
    const lifetimeSeconds =
      typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    this.token = { value: body.access_token, expiresAt: this.options.now() + lifetimeSeconds * 1000 };
    return body.access_token;
  }
}
