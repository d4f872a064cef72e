// A local stand-in for the Spotify Web API and its token endpoint (node:http), speaking the real
// wire format in the `legacy` or `devmode` shape, with injectable faults.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routeApi } from './fake-spotify-routes';
import { buildFixtures, type Fixtures } from './fixtures';
import { type FakeMode, WireFormat } from './wire-format';

export interface Fault {
  /** Only requests whose path (without query) matches. Default: every API request. */
  readonly path?: RegExp;
  /** How many matching requests it affects (default 1). */
  times?: number;
  /** Answer with this status (429, 500, 503, 401…) instead of the data. */
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  /** A 429 whose body carries `reason: "QUOTA_EXCEEDED"`. */
  readonly quotaExceeded?: boolean;
  /** Wait this long before answering (a slow upstream). */
  readonly delayMs?: number;
}

export interface FakeSpotifyOptions {
  readonly mode?: FakeMode;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** `expires_in` of issued tokens (seconds). */
  readonly tokenLifetimeSeconds?: number;
}

export interface FakeSpotify {
  /** `SPOTIFY_API_URL` (…/v1). */
  readonly apiUrl: string;
  /** `SPOTIFY_ACCOUNTS_URL`. */
  readonly accountsUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly data: Fixtures;
  mode: FakeMode;
  /** Every API request's path and query, in order (token requests excluded). */
  readonly requests: string[];
  readonly stats: { tokensIssued: number; maxInFlight: number };
  /** Rewrites every data answer before it is sent (e.g. to give it hostile links); null: as is. */
  rewriteAnswers: ((body: unknown) => unknown) | null;
  inject(fault: Fault): void;
  clearFaults(): void;
  /** Resolves once no API request is being answered (slow faults included). */
  whenIdle(): Promise<void>;
  /** Invalidate every issued token (the next call gets a 401). */
  revokeTokens(): void;
  close(): Promise<void>;
}

export async function startFakeSpotify(options: FakeSpotifyOptions = {}): Promise<FakeSpotify> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const faults: Fault[] = [];
  const tokens = new Set<string>();
  let inFlight = 0;
  const state = { mode: options.mode ?? 'legacy' } as { mode: FakeMode };
  const data = buildFixtures();
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const wire = new WireFormat(data, `${origin}/v1`, () => state.mode);

  const fake: FakeSpotify = {
    apiUrl: `${origin}/v1`,
    accountsUrl: origin,
    clientId,
    clientSecret,
    data,
    get mode() {
      return state.mode;
    },
    set mode(value: FakeMode) {
      state.mode = value;
    },
    requests: [],
    stats: { tokensIssued: 0, maxInFlight: 0 },
    rewriteAnswers: null,
    inject: (fault) => faults.push({ times: 1, ...fault }),
    clearFaults: () => {
      faults.length = 0;
    },
    revokeTokens: () => tokens.clear(),
    whenIdle: async () => {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/api/token' && request.method === 'POST') return token(request, response);
    if (!url.pathname.startsWith('/v1/'))
      return send(response, 404, { error: { status: 404, message: 'Service not found' } });
    const path = url.pathname.slice(3);
    fake.requests.push(`${path}${url.search}`);
    inFlight++;
    fake.stats.maxInFlight = Math.max(fake.stats.maxInFlight, inFlight);
    try {
      const fault = faults.find(
        (candidate) => (candidate.times ?? 1) > 0 && (!candidate.path || candidate.path.test(path)),
      );
      if (fault) fault.times = (fault.times ?? 1) - 1;
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault?.status || fault?.quotaExceeded) return sendFault(response, fault);
      const auth = request.headers.authorization ?? '';
      if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice(7))) {
        return send(response, 401, { error: { status: 401, message: 'Invalid access token' } });
      }
      const answer = routeApi(path, url.searchParams, data, wire, state.mode);
      const rewrite = answer.status === 200 ? fake.rewriteAnswers : null;
      send(response, answer.status, rewrite ? rewrite(answer.body) : answer.body);
    } finally {
      inFlight--;
    }
  }

  function sendFault(response: ServerResponse, fault: Fault): void {
    if (fault.quotaExceeded) {
      send(response, 429, {
        error: { status: 429, message: 'API rate limit exceeded', reason: 'QUOTA_EXCEEDED' },
      });
      return;
    }
    const status = fault.status ?? 500;
    if (fault.retryAfterSeconds !== undefined)
      response.setHeader('retry-after', String(fault.retryAfterSeconds));
    const message =
      status === 429
        ? 'API rate limit exceeded'
        : status === 401
          ? 'The access token expired'
          : 'Server error';
    send(response, status, { error: { status, message } });
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) body += chunk;
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return send(response, 400, { error: 'invalid_client', error_description: 'Invalid client' });
    }
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return send(response, 400, {
        error: 'unsupported_grant_type',
        error_description: 'grant_type parameter is missing',
      });
    }
    const value = `BQ${Math.random().toString(36).slice(2)}${fake.stats.tokensIssued}`;
    tokens.add(value);
    fake.stats.tokensIssued++;
    send(response, 200, {
      access_token: value,
      token_type: 'bearer',
      expires_in: options.tokenLifetimeSeconds ?? 3600,
    });
  }

  return fake;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
