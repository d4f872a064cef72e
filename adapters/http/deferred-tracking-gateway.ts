import type { AxiosInstance } from 'axios';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { historyCsvUrl } from './tracking-paths';

type Call = (...args: unknown[]) => Promise<RemoteResult<unknown>>;

/**
 * The HTTP TrackingGateway, its code loaded on the first call: only signed-in pages use it, so it
 * stays off the first load of `/` (the bundle budget). Every call waits for the module, then runs
 * on the real gateway; a chunk that fails to load reads as a request without an answer.
 */
export function deferredTrackingGateway(api: AxiosInstance): TrackingGateway {
  let loaded: Promise<TrackingGateway> | null = null;
  const load = () =>
    (loaded ??= import('./http-tracking-gateway').then(
      ({ HttpTrackingGateway }) => new HttpTrackingGateway(api),
    ));
  const eager: Partial<TrackingGateway> = {
    historyCsvUrl: (kind, spotifyId) => historyCsvUrl(api, kind, spotifyId),
  };
  return new Proxy(eager, {
    get(target, name: keyof TrackingGateway) {
      if (name in target) return target[name];
      return async (...args: unknown[]) => {
        let gateway: TrackingGateway;
        try {
          gateway = await load();
        } catch {
          loaded = null;
          return { ok: false, error: null, status: null };
        }
        return (gateway[name] as Call)(...args);
      };
    },
  }) as TrackingGateway;
}
