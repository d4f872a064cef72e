import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { createApiClient } from '@adapters/http/api-client';

/** The server's answer, or a request that never reached it. */
export type Reply = { status: number; data: unknown } | 'network-down';

/**
 * The app's API client (its interceptors included, with a CSRF cookie) answered by `route` instead
 * of the network: 4xx/5xx replies reject as axios does. `requests` records each request as sent.
 */
export function scriptedApi(route: (config: InternalAxiosRequestConfig) => Reply) {
  const requests: InternalAxiosRequestConfig[] = [];
  const api = createApiClient({ cookies: () => 'csrf_access_token=t' });
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = route(config);
    if (reply === 'network-down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { ...reply, statusText: '', headers: new AxiosHeaders(), config };
    if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return { api, requests };
}

/** A request as a route sees it: the query params only when there are any. */
export type Call = [method: string, url: string, body: unknown, params?: unknown];

/** `scriptedApi` routed by method, URL and parsed JSON body; `calls` records them in order. */
export function scriptedCalls(route: (...call: Call) => Reply) {
  const calls: Call[] = [];
  const { api, requests } = scriptedApi((config) => {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call: Call = [config.method ?? 'get', config.url ?? '', body];
    if (config.params) call.push(config.params);
    calls.push(call);
    return route(...call);
  });
  return { api, calls, requests };
}
