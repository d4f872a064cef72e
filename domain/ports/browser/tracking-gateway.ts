import type {
  ArtistHistoryEntry,
  FollowerHistory,
  HistoryReading,
  TrackedArtistRow,
  TrackedPlaylistRow,
  TrackedTrackRow,
  TrackPopularityEntry,
} from '../../tracking/history-contracts';
import type { BulkLineResult } from '../../tracking/watch-list';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** The three kinds of item a signed-in user tracks. */
export type TrackedKind = 'artist' | 'track' | 'playlist';

/** Whether the user tracks an item, and since when (ISO 8601; null when not, or not known). */
export interface TrackingState {
  readonly tracking: boolean;
  readonly since: string | null;
}

/** What starting to track did: nothing when the user already tracked the item. */
export interface TrackStart {
  readonly alreadyTracking: boolean;
  /** The reading it added to the item's history, for the chart to draw at once; null when none. */
  readonly reading: HistoryReading | null;
}

/**
 * A signed-in user's tracking calls (docs/product.md §7): status, start and stop, the dashboard
 * lists and the histories behind the charts. A failure with a status is the server saying no
 * (`success: false`); a failure without one is a request that never got an answer. The two read
 * differently to the user (docs/product.md §8, tracking alerts).
 */
export interface TrackingGateway {
  isTracking(kind: TrackedKind, spotifyId: string): Promise<RemoteResult<TrackingState>>;
  track(kind: TrackedKind, spotifyId: string): Promise<RemoteResult<TrackStart>>;
  stopTracking(kind: TrackedKind, spotifyId: string): Promise<RemoteResult<void>>;
  /** Tracks every link of a pasted or uploaded list (`POST /track/bulk`), answering each line. */
  trackList(list: string): Promise<RemoteResult<readonly BulkLineResult[]>>;
  trackedPlaylists(): Promise<RemoteResult<readonly TrackedPlaylistRow[]>>;
  trackedTracks(): Promise<RemoteResult<readonly TrackedTrackRow[]>>;
  trackedArtists(): Promise<RemoteResult<readonly TrackedArtistRow[]>>;
  artistHistory(spotifyId: string): Promise<RemoteResult<readonly ArtistHistoryEntry[]>>;
  trackPopularityHistory(spotifyId: string): Promise<RemoteResult<readonly TrackPopularityEntry[]>>;
  playlistFollowerHistory(spotifyId: string): Promise<RemoteResult<FollowerHistory>>;
  /** Where the browser downloads the history as CSV (a plain link: the session cookie goes along). */
  historyCsvUrl(kind: TrackedKind, spotifyId: string): string;
}

export const TrackingGateway: PortToken<TrackingGateway> = Symbol.for('TrackingGateway');
