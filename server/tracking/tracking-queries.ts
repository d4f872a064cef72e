import type { PlaylistMembership } from '@domain/analytics';
import type { FollowerPoint } from '@domain/tracking';
import type {
  HistoryCache,
  PlaylistMemberships,
  RecentReadings,
  SnapshotHistory,
  TrackedItems,
  TrackingQueries,
} from './ports';

export interface TrackingQueriesDeps {
  readonly items: Pick<TrackedItems, 'isTracking' | 'trackedCounts'>;
  readonly history: Pick<SnapshotHistory, 'playlistFollowers' | 'playlistReadings' | 'latestCheck'>;
  readonly memberships: PlaylistMemberships;
  readonly recent: RecentReadings;
  /** Playlist pages read the follower points and stays through it: once per cycle, not once per visit. */
  readonly historyCache?: HistoryCache;
}

/** Tracking's query port on its own stores, so each query is written once, in tracking's adapters. */
export function trackingQueries({
  items,
  history,
  memberships,
  recent,
  historyCache,
}: TrackingQueriesDeps): TrackingQueries {
  return {
    isTracking: (userId, kind, spotifyId) => items.isTracking(userId, kind, spotifyId),
    async followerPoints(playlistId) {
      if (!historyCache) return history.playlistFollowers(playlistId);
      const load = () => history.playlistFollowers(playlistId);
      return JSON.parse(await historyCache.json('playlist', playlistId, 'points', load)) as FollowerPoint[];
    },
    latestPlaylistCheck: (playlistId) => history.latestCheck('playlist', playlistId),
    async playlistStays(playlistId) {
      if (!historyCache) return memberships.stays(playlistId);
      const load = () => memberships.stays(playlistId);
      return JSON.parse(await historyCache.json('playlist', playlistId, 'stays', load)) as PlaylistMembership[];
    },
    async recordedPlaylist(playlistId) {
      const [recorded, stays] = await Promise.all([
        history.playlistReadings(playlistId),
        memberships.stays(playlistId),
      ]);
      return recorded && { spotifyId: playlistId, ...recorded, memberships: stays };
    },
    trackedCounts: (userIds) => items.trackedCounts(userIds),
    trackedItemsOf: (userIds) => recent.trackedItemsOf(userIds),
    recentReadings: (wanted, since) => recent.recentReadings(wanted, since),
  };
}
