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
  const parsedCharts = parsedOnce<ChartAnalysis>();
  return {
    isTracking: (userId, kind, spotifyId) => items.isTracking(userId, kind, spotifyId),
    latestPlaylistCheck: (playlistId) => history.latestCheck('playlist', playlistId),
    async playlistChart(playlistId) {
      const grade = async () => gradePlaylist(await gradeInputsOf(playlistId));
      if (!historyCache) return grade();
      return parsedCharts(playlistId, await historyCache.json('playlist', playlistId, 'chart', grade));
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

const PARSED_ANSWERS = 1_000;

/**
 * Each playlist page visit reads the same cached chart text until the next write: it is parsed once
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
