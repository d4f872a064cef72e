import type { AxiosInstance } from 'axios';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { historyCsvUrl } from './tracking-paths';

type Call = (...args: unknown[]) => Promise<RemoteResult<unknown>>;

/** Every call of the port that goes to the server. */
const SERVER_CALLS = [
  'isTracking',
  'track',
  'stopTracking',
  'trackedPlaylists',
  'trackedTracks',
  'trackedArtists',
  'artistHistory',
  'trackPopularityHistory',
  'playlistFollowerHistory',
] as const satisfies ReadonlyArray<keyof TrackingGateway>;

/**
 * The HTTP TrackingGateway, its code loaded on the first call: only signed-in pages use it, so it
 * stays off the first load of `/` (the bundle budget). Each call waits for the module, then runs on
 * the real gateway; a chunk that fails to load reads as a request without an answer.
 */
export function deferredTrackingGateway(api: AxiosInstance): TrackingGateway {
  let loaded: Promise<TrackingGateway> | null = null;
  const load = () =>
    (loaded ??= import('./http-tracking-gateway').then(
      ({ HttpTrackingGateway }) => new HttpTrackingGateway(api),
    ));
  const deferred =
    (name: (typeof SERVER_CALLS)[number]) =>
    async (...args: unknown[]) => {
      let gateway: TrackingGateway;
      try {
        gateway = await load();
      } catch {
        loaded = null;
        return { ok: false, error: null, status: null };
      }
      return (gateway[name] as Call)(...args);
    };
  const calls = Object.fromEntries(SERVER_CALLS.map((name) => [name, deferred(name)]));
  return {
    ...calls,
    historyCsvUrl: (kind, spotifyId) => historyCsvUrl(api, kind, spotifyId),
  } as TrackingGateway;
}
