import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export const CSRF_COOKIE_NAME = 'csrf_access_token';
export const CSRF_HEADER_NAME = 'X-CSRF-TOKEN';
export const DEFAULT_TIMEOUT_MS = 300_000;

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** The value of one cookie from a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface ApiClientOptions {
  /** Where cookies are read from; defaults to `document.cookie`. */
  readonly cookies?: () => string;
  readonly baseURL?: string;
}

/**
 * The shared HTTP client of docs/product.md §7: base `/api`, credentials, JSON, 300000 ms timeout, and the
 * double-submit CSRF header read from the `csrf_access_token` cookie on every request. Before a
 * state-changing request with no CSRF cookie yet, it asks the server for one (`GET /get-csrf-token`).
 */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const client = axios.create({
    baseURL: options.baseURL ?? '/api',
    withCredentials: true,
    timeout: DEFAULT_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json' },
  });
  let pendingCsrf: Promise<unknown> | null = null;

  async function ensureCsrfCookie(): Promise<void> {
    if (readCookie(cookies(), CSRF_COOKIE_NAME)) return;
    pendingCsrf ??= client.get('/get-csrf-token', { skipCsrfFetch: true }).finally(() => {
      pendingCsrf = null;
    });
    await pendingCsrf.catch(() => undefined);
  }

  client.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toLowerCase();
    if (!SAFE_METHODS.has(method) && !config.skipCsrfFetch) await ensureCsrfCookie();
    const csrf = readCookie(cookies(), CSRF_COOKIE_NAME);
    if (csrf) config.headers.set(CSRF_HEADER_NAME, csrf);
    return config;
  });
  return client;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Internal: the CSRF bootstrap request itself must not trigger another bootstrap. */
    skipCsrfFetch?: boolean;
  }
}
