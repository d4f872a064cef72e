import { gradePlaylist, gradePlaylistWithKept } from '@domain/analytics';
import { derivedOnce } from './derived-once';
import { latestFollowerCounts } from './latest-follower-counts';
import type {
  PlaylistGradeInputs,
  RecentReadings,
  SnapshotHistory,
  TrackedItems,
  TrackingQueries,
} from './ports';

export interface TrackingQueriesDeps {
  readonly items: Pick<TrackedItems, 'isTracking' | 'trackedCounts'>;
  readonly history: Pick<SnapshotHistory, 'playlistReadings' | 'latestCheck' | 'latestReadings'>;
  /** Playlist pages read their grade through it: cached, a playlist is graded once per cycle, not once per visit. */
  readonly gradeInputs: PlaylistGradeInputs;
  readonly recent: RecentReadings;
}

const chartOf = derivedOnce(gradePlaylist);

/** Tracking's query port on its own stores, so each query is written once, in tracking's adapters. */
export function trackingQueries({
  items,
  history,
  gradeInputs,
  recent,
}: TrackingQueriesDeps): TrackingQueries {
  const gradeInputsOf = async (playlistId: string) =>
    (await gradeInputs.of([playlistId])).get(playlistId) ?? { points: [], stays: [], tracks: [] };
  return {
    isTracking: (userId, kind, spotifyId) => items.isTracking(userId, kind, spotifyId),
    latestPlaylistCheck: (playlistId) => history.latestCheck('playlist', playlistId),
    playlistChart: async (playlistId) => chartOf(await gradeInputsOf(playlistId)),
    latestReadings: (kind, spotifyIds) => history.latestReadings(kind, spotifyIds),
    playlistChartWithKept: async (playlistId, kept) =>
      gradePlaylistWithKept(await gradeInputsOf(playlistId), kept),
    async recordedPlaylist(playlistId) {
      const [recorded, inputs] = await Promise.all([
        history.playlistReadings(playlistId),
        gradeInputsOf(playlistId),
      ]);
      return (
        recorded && { spotifyId: playlistId, ...recorded, memberships: inputs.stays, tracks: inputs.tracks }
      );
    },
    latestFollowers: (playlistIds) => latestFollowerCounts(gradeInputs, playlistIds),
    trackedCounts: (userIds) => items.trackedCounts(userIds),
    trackedItemsOf: (userIds) => recent.trackedItemsOf(userIds),
    trackedTracksOf: (userId) => recent.trackedTracksOf(userId),
    recentReadings: (wanted, since) => recent.recentReadings(wanted, since),
  };
}
