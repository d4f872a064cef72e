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
  const parsedPoints = parsedOnce<FollowerPoint[]>();
  const parsedStays = parsedOnce<PlaylistMembership[]>();
  return {
    isTracking: (userId, kind, spotifyId) => items.isTracking(userId, kind, spotifyId),
    async followerPoints(playlistId) {
      if (!historyCache) return history.playlistFollowers(playlistId);
      const load = () => history.playlistFollowers(playlistId);
      return parsedPoints(playlistId, await historyCache.json('playlist', playlistId, 'points', load));
    },
    latestPlaylistCheck: (playlistId) => history.latestCheck('playlist', playlistId),
    async playlistStays(playlistId) {
      if (!historyCache) return memberships.stays(playlistId);
      const load = () => memberships.stays(playlistId);
      return parsedStays(playlistId, await historyCache.json('playlist', playlistId, 'stays', load));
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

const PARSED_ANSWERS = 1_000;

/**
 * Each playlist page visit reads the same cached JSON text until the next write: it is parsed once
 * per text, not once per visit, and frozen, as every visit shares it.
 */
function parsedOnce<T>(): (id: string, json: string) => T {
  const parsed = new Map<string, { readonly json: string; readonly value: T }>();
  return (id, json) => {
    const known = parsed.get(id);
    if (known?.json === json) return known.value;
    const value = deepFreeze(JSON.parse(json)) as T;
    parsed.delete(id);
    parsed.set(id, { json, value });
    if (parsed.size > PARSED_ANSWERS) parsed.delete(parsed.keys().next().value!);
    return value;
  };
}

function deepFreeze(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
