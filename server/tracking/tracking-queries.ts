import { gradePlaylist } from '@domain/analytics';
import type { ChartAnalysis } from '@domain/catalog';
import type {
  HistoryCache,
  PlaylistGradeInputs,
  RecentReadings,
  SnapshotHistory,
  TrackedItems,
  TrackingQueries,
} from './ports';

export interface TrackingQueriesDeps {
  readonly items: Pick<TrackedItems, 'isTracking' | 'trackedCounts'>;
  readonly history: Pick<SnapshotHistory, 'playlistReadings' | 'latestCheck'>;
  readonly gradeInputs: PlaylistGradeInputs;
  readonly recent: RecentReadings;
  /** Playlist pages read their grade through it: graded once per cycle, not once per visit. */
  readonly historyCache?: HistoryCache;
}

/** Tracking's query port on its own stores, so each query is written once, in tracking's adapters. */
export function trackingQueries({
  items,
  history,
  gradeInputs,
  recent,
  historyCache,
}: TrackingQueriesDeps): TrackingQueries {
  const gradeInputsOf = async (playlistId: string) =>
    (await gradeInputs.of([playlistId])).get(playlistId) ?? { points: [], stays: [], tracks: [] };
  return {
    isTracking: (userId, kind, spotifyId) => items.isTracking(userId, kind, spotifyId),
    latestPlaylistCheck: (playlistId) => history.latestCheck('playlist', playlistId),
    async playlistChart(playlistId) {
      const grade = async () => gradePlaylist(await gradeInputsOf(playlistId));
      if (!historyCache) return grade();
      return JSON.parse(await historyCache.json('playlist', playlistId, 'chart', grade)) as ChartAnalysis;
    },
    async recordedPlaylist(playlistId) {
      const [recorded, inputs] = await Promise.all([
        history.playlistReadings(playlistId),
        gradeInputsOf(playlistId),
      ]);
      return (
        recorded && { spotifyId: playlistId, ...recorded, memberships: inputs.stays, tracks: inputs.tracks }
      );
    },
    trackedCounts: (userIds) => items.trackedCounts(userIds),
    trackedItemsOf: (userIds) => recent.trackedItemsOf(userIds),
    recentReadings: (wanted, since) => recent.recentReadings(wanted, since),
  };
}
