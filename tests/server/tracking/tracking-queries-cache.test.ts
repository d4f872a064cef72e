import { describe, expect, it } from 'vitest';
import { gradePlaylist, type PlaylistGradeInput } from '@domain/analytics';
import { cachedTrackingReads } from '@server/tracking/adapters/cached-tracking-reads';
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
    const cache = new MemoryHistoryCache();
    const unused = async () => {
      throw new Error('not read here');
    };
    const { gradeInputs } = cachedTrackingReads(
      {
        history: {
          artist: unused,
          trackPopularity: unused,
          playlistFollowers: unused,
          playlistReadings: unused,
          latestCheck: unused,
          latestReadings: unused,
        },
        summaries: { ofUser: unused, regradeStale: unused, regradeCarryingTracksOf: unused },
        placements: { stays: unused },
        placementDigests: { ofUser: unused },
        gradeInputs: {
          of: async (ids) => {
            reads.inputs++;
            return new Map(ids.map((id) => [id, input]));
          },
        },
      },
      cache,
    );
    const queries = trackingQueries({
      items: { isTracking: async () => false, trackedCounts: async () => new Map() },
      history: {
        playlistReadings: async () => null,
        latestCheck: async () => null,
        latestReadings: async () => new Map(),
      },
      gradeInputs,
      recent: {
        trackedItemsOf: async () => [],
        trackedTracksOf: async () => [],
        recentReadings: async () => new Map(),
      },
    });
    return { queries, reads, cache, setInput: (next: PlaylistGradeInput) => (input = next) };
  }

  it('grades a playlist once until a write, sharing one chart between visits', async () => {
    const { queries, reads, cache, setInput } = queriesWithCountedReads();
    const first = await queries.playlistChart('p');
    const again = await queries.playlistChart('p');
    expect(again).toBe(first);
    expect(first).toEqual(gradePlaylist({ points: points(10), stays: [], tracks: [] }));
    expect(reads.inputs).toBe(1);

    setInput({ points: points(40), stays: [], tracks: [] });
    cache.report({ changed: 'everything' });
    expect(await queries.playlistChart('p')).toEqual(
      gradePlaylist({ points: points(40), stays: [], tracks: [] }),
    );
    expect(reads.inputs).toBe(2);
  });
});
