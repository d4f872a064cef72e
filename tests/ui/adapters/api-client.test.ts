// @vitest-environment node
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApiClient, readCookie } from '@adapters/http/api-client';

/** A client whose requests are recorded and answered locally; `/get-csrf-token` sets the cookie. */
function recordingClient(initialCookies: string) {
  let cookies = initialCookies;
  const seen: InternalAxiosRequestConfig[] = [];
  const client = createApiClient({ cookies: () => cookies });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (config.url === '/get-csrf-token') cookies = 'other=1; csrf_access_token=fresh-token';
    return { data: { success: true }, status: 200, statusText: 'OK', headers: {}, config };
  };
  client.defaults.adapter = adapter;
  return { client, seen };
}

describe('createApiClient (docs/product.md §7)', () => {
  it('uses base /api, credentials, JSON and the 300000 ms timeout', () => {
    const { client } = recordingClient('');
    expect(client.defaults.baseURL).toBe('/api');
    expect(client.defaults.withCredentials).toBe(true);
    expect(client.defaults.timeout).toBe(300000);
  });

  it('adds X-CSRF-TOKEN from the csrf_access_token cookie on every request', async () => {
    const { client, seen } = recordingClient('a=b; csrf_access_token=abc%3D; c=d');
    await client.get('/search');
    await client.post('/login', { email: 'x' });
    expect(seen.map((config) => config.headers.get('X-CSRF-TOKEN'))).toEqual(['abc=', 'abc=']);
    expect(seen.map((config) => config.url)).toEqual(['/search', '/login']);
  });

  it('fetches a CSRF cookie first when a state-changing request has none, once for concurrent calls', async () => {
    const { client, seen } = recordingClient('');
    await Promise.all([client.post('/register', {}), client.post('/contact-form', {})]);
    expect(seen.map((config) => config.url)).toEqual(['/get-csrf-token', '/register', '/contact-form']);
    expect(seen[1]?.headers.get('X-CSRF-TOKEN')).toBe('fresh-token');
  });

  it('sends reads without asking for a CSRF cookie', async () => {
    const { client, seen } = recordingClient('');
    await client.get('/some-protected-route');
    expect(seen.map((config) => config.url)).toEqual(['/some-protected-route']);
    expect(seen[0]?.headers.get('X-CSRF-TOKEN')).toBeUndefined();
  });

  it('reads cookies by exact name', () => {
    expect(readCookie('xcsrf_access_token=1; csrf_access_token=2', 'csrf_access_token')).toBe('2');
    expect(readCookie('', 'csrf_access_token')).toBeNull();
  });
});
