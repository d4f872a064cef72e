import type { AxiosInstance } from 'axios';
import type { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { deferredGateway } from './deferred-gateway';
import { historyCsvUrl } from './tracking-paths';

/**
 * The HTTP TrackingGateway, its code loaded on the first call: only signed-in pages use it. The CSV
 * address is built at once (it is a link, not a request).
 */
export function deferredTrackingGateway(api: AxiosInstance): TrackingGateway {
  const calls = deferredGateway<TrackingGateway>(
    async () => new (await import('./http-tracking-gateway')).HttpTrackingGateway(api),
    [
      'isTracking',
      'track',
      'stopTracking',
      'trackedPlaylists',
      'trackedTracks',
      'trackedArtists',
      'artistHistory',
      'trackPopularityHistory',
      'playlistFollowerHistory',
    ],
  );
  return { ...calls, historyCsvUrl: (kind, spotifyId) => historyCsvUrl(api, kind, spotifyId) };
}
