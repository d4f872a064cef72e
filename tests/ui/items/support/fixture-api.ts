import type { AxiosAdapter, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { createApiClient } from '@adapters/http/api-client';
import { isCatalogNotFound } from '@domain/ports/browser/catalog-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

export interface SeenRequest {
  readonly url: string;
  readonly params: Record<string, unknown>;
  readonly timeout: number | undefined;
}

/** Thrown inside the transport to answer 404 `{ success: false, error }`. */
class NotFound extends Error {}

/**
 * An axios client whose transport answers like the real API (`{ success: true, ...item }`, 404
 * `{ success: false, error }`) from the fake catalog, recording each request it sees.
 */
export function fixtureApi() {
  const catalog = new FakeCatalogGateway();
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    seen.push({ url, params, timeout: config.timeout });
    try {
      return respond(config, 200, await answer(url, params));
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
      const response = respond(config, 404, { success: false, error: error.message });
      throw new AxiosError('Not found', 'ERR_BAD_REQUEST', config, null, response);
    }
  };

  async function answer(url: string, params: Record<string, unknown>): Promise<unknown> {
    const item = /^\/(artist|track|playlist)\/([^/]+)$/.exec(url);
    if (item?.[1] === 'artist') return { success: true, ...answerOf(await catalog.getArtist(item[2]!)) };
    if (item?.[1] === 'track') return { success: true, ...answerOf(await catalog.getTrack(item[2]!)) };
    if (item?.[1] === 'playlist') return { success: true, ...answerOf(await catalog.getPlaylist(item[2]!)) };
    if (url === '/search') {
      const type = params.type as 'artist' | 'track' | 'playlist';
      return answerOf(await catalog.search(String(params.query), type, Number(params.page)));
    }
    if (url === '/resolve-url') {
      return { success: true, url: answerOf(await catalog.resolveUrl(String(params.url))) };
    }
    throw new Error(`Unexpected request ${url}`);
  }

  const api = createApiClient({ cookies: () => '' });
  api.defaults.adapter = adapter;
  return { api, seen };
}

function answerOf<T>(result: RemoteResult<T>): T {
  if (result.ok) return result.value;
  if (isCatalogNotFound(result)) throw new NotFound(result.error ?? 'Not found');
  throw new Error(result.error ?? 'The fake catalog failed');
}

function respond(config: AxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  return {
    data,
    status,
    statusText: String(status),
    headers: {},
    config: config as InternalAxiosRequestConfig,
  };
}
