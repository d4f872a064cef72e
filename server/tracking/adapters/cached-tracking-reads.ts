import type { PlaylistGradeInput } from '@domain/analytics';
import type { StoredReading } from '@domain/catalog';
import type { TrackedKind } from '@domain/tracking';
import type {
  ItemSummaries,
  PlacementDigests,
  Placements,
  PlaylistGradeInputs,
  SnapshotHistory,
} from '../ports';
import { DASHBOARD_LIST_ANSWER } from './dashboard-list-patch';
import { type MemoryHistoryCache, PLACEMENT_DIGESTS_ANSWER, userAnswersId } from './memory-history-cache';
import { PlacementColumn } from './placement-column';

/** The read ports every chart view, dashboard visit and placements listing goes through. */
export interface TrackingReads {
  readonly history: SnapshotHistory;
  readonly summaries: ItemSummaries;
  readonly placements: Placements;
  readonly gradeInputs: PlaylistGradeInputs;
  readonly placementDigests: PlacementDigests;
}

const NO_INPUT: PlaylistGradeInput = { points: [], stays: [], tracks: [] };

/** The cached answer under which an item's latest stored reading (or null: never read) is kept. */
const LATEST_READING_ANSWER = 'latest-reading';

/**
 * The same read ports answering from `cache`: each answer is one value object until a write this
 * process reports drops it (or the cache's time runs out), so the routes serialise it once. Readings
 * and latest checks nobody asks for on every visit pass straight through; the latest reading every
 * item page and search shows (one count per page) is kept per item, beside its history.
 */
export function cachedTrackingReads(
  reads: TrackingReads,
  cache: MemoryHistoryCache,
  where: 'embedded' | 'server' = 'embedded',
): TrackingReads {
  const { history, summaries, placements, gradeInputs, placementDigests } = reads;
  const readLatest = batchedLatestReadings(history, where === 'embedded' ? setImmediate : queueMicrotask);
  return {
    history: {
      artist: (id) => cache.value('artist', id, 'history', () => history.artist(id)),
      trackPopularity: (id) => cache.value('track', id, 'popularity', () => history.trackPopularity(id)),
      playlistFollowers: (id) =>
        cache.value('playlist', id, 'followers', () => history.playlistFollowers(id)),
      playlistReadings: (id) => history.playlistReadings(id),
      latestCheck: (kind, id) => history.latestCheck(kind, id),
      latestReadings: (kind, ids) => cachedLatestReadings(readLatest, cache, kind, ids),
    },
    summaries: {
      ofUser: (userId: number, kind: TrackedKind) =>
        cache.value(kind, userAnswersId(userId), DASHBOARD_LIST_ANSWER, () => summaries.ofUser(userId, kind)),
      regradeStale: () => summaries.regradeStale(),
      regradeCarryingTracksOf: (cycleId) => summaries.regradeCarryingTracksOf(cycleId),
    },
    placements: {
      // Anyone may ask for any id: an id no tracked playlist carries is an empty answer, kept apart.
      stays: (kind, id) =>
        cache.value(
          kind,
          id,
          'placements',
          () => placements.stays(kind, id),
          (stays) => stays.length === 0,
        ),
    },
    // Kept under the user's list of that kind, so whatever drops the list drops these too; a start
    // or stop patches it (the started item's news alone is read on the next visit).
    // The day it looks back over is the day before the read: at most the cache's time old.
    placementDigests: {
      ofUser: async (userId, kind, since, only) => {
        if (only) return placementDigests.ofUser(userId, kind, since, only);
        const column = await cache.value(kind, userAnswersId(userId), PLACEMENT_DIGESTS_ANSWER, async () => {
          const digests = await placementDigests.ofUser(userId, kind, since);
          return new PlacementColumn(digests, (ids) => placementDigests.ofUser(userId, kind, since, ids));
        });
        return column.complete();
      },
    },
    gradeInputs: {
      async of(playlistIds) {
        let inputs: Promise<Map<string, PlaylistGradeInput>> | null = null;
        // The first playlist not cached reads every playlist's inputs at once; the others take theirs from it.
        const inputsOf = async (playlistId: string) => {
          inputs ??= gradeInputs.of(playlistIds);
          return (await inputs).get(playlistId) ?? NO_INPUT;
        };
        const read = playlistIds.map(
          async (id) => [id, await cache.value('playlist', id, 'grade-inputs', () => inputsOf(id))] as const,
        );
        return new Map(await Promise.all(read));
      },
    },
  };
}

type LatestReadingOf = (kind: TrackedKind, id: string) => Promise<StoredReading | null>;

/**
 * Latest readings asked for together read in one statement per kind. On the embedded database,
 * those of one turn of the event loop (`setImmediate`: item pages of different visitors answered
 * together), since a statement's own cost is most of such a read. On a database server, those of one
 * request (`queueMicrotask`: a search's items), sent at once: a read sent at the end of a busy turn
 * is answered behind every request that arrived during it, two turns instead of one (an item page
 * nobody read before took a p50 of 61 ms at 200 connections, with turns of 27 ms).
 */
function batchedLatestReadings(history: SnapshotHistory, later: (run: () => void) => void): LatestReadingOf {
  const waiting = new Map<TrackedKind, Set<string>>();
  let reads: Promise<Map<TrackedKind, Map<string, StoredReading>>> | null = null;
  const readWaiting = () =>
    new Promise<Map<TrackedKind, Map<string, StoredReading>>>((resolve, reject) => {
      later(() => {
        const asked = [...waiting].map(([kind, ids]) => [kind, [...ids]] as const);
        waiting.clear();
        reads = null;
        Promise.all(
          asked.map(async ([kind, ids]) => [kind, await history.latestReadings(kind, ids)] as const),
        )
          .then((found) => resolve(new Map(found)))
          .catch(reject);
      });
    });
  return async (kind, id) => {
    const ids = waiting.get(kind) ?? new Set<string>();
    ids.add(id);
    waiting.set(kind, ids);
    reads ??= readWaiting();
    return (await reads).get(kind)?.get(id) ?? null;
  };
}

/**
 * Each item's latest reading from `cache` (an item never read is kept as null, among the empty
 * answers), the items not kept read with the others asked for in the same turn. A snapshot of the
 * item drops it with the item's other answers, so a page's count and its history's last point stay the same.
 */
async function cachedLatestReadings(
  readLatest: LatestReadingOf,
  cache: MemoryHistoryCache,
  kind: TrackedKind,
  ids: readonly string[],
): Promise<Map<string, StoredReading>> {
  const readings = await Promise.all(
    [...new Set(ids)].map(
      async (id) =>
        [
          id,
          await cache.value(
            kind,
            id,
            LATEST_READING_ANSWER,
            () => readLatest(kind, id),
            (reading) => reading === null,
          ),
        ] as const,
    ),
  );
  const found = new Map<string, StoredReading>();
  for (const [id, reading] of readings) if (reading) found.set(id, reading);
  return found;
}
