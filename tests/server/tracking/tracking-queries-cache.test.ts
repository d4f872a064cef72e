import { describe, expect, it } from 'vitest';
import type { PlaylistMembership } from '@domain/analytics';
import type { FollowerPoint } from '@domain/tracking';
import { MemoryHistoryCache } from '@server/tracking/adapters/memory-history-cache';
import { trackingQueries } from '@server/tracking/tracking-queries';

describe('trackingQueries through the history cache (playlist pages)', () => {
  const stay = (trackId: string): PlaylistMembership => ({
    trackId,
    addedAt: null,
    firstSeen: '2026-03-01T00:00:00.000Z',
    removedAt: null,
  });

  function queriesWithCountedReads() {
    const reads = { points: 0, stays: 0 };
    let stays = [stay('one')];
    const historyCache = new MemoryHistoryCache();
    const queries = trackingQueries({
      items: { isTracking: async () => false, trackedCounts: async () => new Map() },
      history: {
        playlistFollowers: async (): Promise<FollowerPoint[]> => {
          reads.points++;
          return [{ checked_at: '2026-03-01T00:00:00.000Z', followers: 10 }];
        },
        playlistReadings: async () => null,
        latestCheck: async () => null,
      },
      memberships: {
        stays: async () => {
          reads.stays++;
          return stays;
        },
      },
      recent: { trackedItemsOf: async () => [], recentReadings: async () => new Map() },
      historyCache,
    });
    return { queries, reads, historyCache, setStays: (next: PlaylistMembership[]) => (stays = next) };
  }

  it("reads a playlist's points and stays once until a write, sharing one frozen value between visits", async () => {
    const { queries, reads, historyCache, setStays } = queriesWithCountedReads();
    const first = await queries.playlistStays('p');
    const again = await queries.playlistStays('p');
    expect(again).toBe(first);
    expect(first).toEqual([stay('one')]);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    expect(await queries.followerPoints('p')).toBe(await queries.followerPoints('p'));
    expect(reads).toEqual({ points: 1, stays: 1 });

    setStays([stay('one'), stay('two')]);
    historyCache.invalidate();
    expect(await queries.playlistStays('p')).toEqual([stay('one'), stay('two')]);
    expect(reads.stays).toBe(2);
  });
});
