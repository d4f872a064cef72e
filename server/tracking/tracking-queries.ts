import type { PlaylistMemberships, SnapshotHistory, TrackedItems, TrackingQueries } from './ports';

export interface TrackingQueriesDeps {
  readonly items: Pick<TrackedItems, 'isTracking' | 'trackedCounts'>;
  readonly history: Pick<SnapshotHistory, 'playlistFollowers' | 'playlistReadings' | 'latestCheck'>;
  readonly memberships: PlaylistMemberships;
}

/** Tracking's query port on its own stores, so each query is written once, in tracking's adapters. */
export function trackingQueries({ items, history, memberships }: TrackingQueriesDeps): TrackingQueries {
  return {
    isTracking: (userId, kind, spotifyId) => items.isTracking(userId, kind, spotifyId),
    followerPoints: (playlistId) => history.playlistFollowers(playlistId),
    latestPlaylistCheck: (playlistId) => history.latestCheck('playlist', playlistId),
    playlistStays: (playlistId) => memberships.stays(playlistId),
    async recordedPlaylist(playlistId) {
      const [recorded, stays] = await Promise.all([
        history.playlistReadings(playlistId),
        memberships.stays(playlistId),
      ]);
      return recorded && { spotifyId: playlistId, ...recorded, memberships: stays };
    },
    trackedCounts: (userIds) => items.trackedCounts(userIds),
  };
}
