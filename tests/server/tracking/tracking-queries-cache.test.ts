import { describe, expect, it } from 'vitest';
import { gradePlaylist, type PlaylistGradeInput } from '@domain/analytics';
import { MemoryHistoryCache } from '@server/tracking/adapters/memory-history-cache';
import { trackingQueries } from '@server/tracking/tracking-queries';

describe('trackingQueries through the history cache (playlist pages)', () => {
  const points = (count: number) =>
    Array.from({ length: count }, (_, day) => ({
      checked_at: new Date(Date.UTC(2026, 2, 1 + day, 6)).toISOString(),
      followers: 1_000 + day * 10,
    }));

  function queriesWithCountedReads() {
    const reads = { inputs: 0 };
    let input: PlaylistGradeInput = { points: points(10), stays: [], tracks: [] };
    const historyCache = new MemoryHistoryCache();
    const queries = trackingQueries({
      items: { isTracking: async () => false, trackedCounts: async () => new Map() },
      history: { playlistReadings: async () => null, latestCheck: async () => null },
      gradeInputs: {
        of: async (ids) => {
          reads.inputs++;
          return new Map(ids.map((id) => [id, input]));
        },
      },
      recent: { trackedItemsOf: async () => [], recentReadings: async () => new Map() },
      historyCache,
    });
    return { queries, reads, historyCache, setInput: (next: PlaylistGradeInput) => (input = next) };
  }

  it('grades a playlist once until a write, sharing one frozen chart between visits', async () => {
    const { queries, reads, historyCache, setInput } = queriesWithCountedReads();
    const first = await queries.playlistChart('p');
    const again = await queries.playlistChart('p');
    expect(again).toBe(first);
    expect(first).toEqual(gradePlaylist({ points: points(10), stays: [], tracks: [] }));
    expect(Object.isFrozen(first) && Object.isFrozen(first.anomalies)).toBe(true);
    expect(reads.inputs).toBe(1);

    setInput({ points: points(40), stays: [], tracks: [] });
    historyCache.invalidate();
    expect(await queries.playlistChart('p')).toEqual(
      gradePlaylist({ points: points(40), stays: [], tracks: [] }),
    );
    expect(reads.inputs).toBe(2);
  });
});
