import { describe, expect, it } from 'vitest';
import type { KeptItem, ListeningReads, PlaylistListening } from '@domain/listening';
import { CachedListeningReads } from '@server/listening/adapters/cached-listening-reads';

/** Reads that log each call and answer a new object each time (or fail while `failing`). */
function countingReads() {
  const calls: string[] = [];
  const state = { failing: false };
  const answer = async <T>(call: string, value: T): Promise<T> => {
    calls.push(call);
    if (state.failing) throw new Error('database unreachable');
    return value;
  };
  const reads: ListeningReads = {
    playlistListening: (userId, key) =>
      answer(`playlist:${userId}:${key}`, { playlist_key: key } as unknown as PlaylistListening),
    teamPlaylists: (userId) => answer(`team:${userId}`, [] as PlaylistListening[]),
    keptReadings: (userId, item: KeptItem) =>
      answer(`kept:${userId}:${item.kind}:${item.key}`, [{ date: '2026-01-01', count: 1 }]),
    keptReadingsOfMany: (userId, kind, keys) =>
      answer(`kept-many:${userId}:${kind}:${keys.join(',')}`, new Map()),
  };
  return { reads, calls, state };
}

describe('CachedListeningReads', () => {
  it("reads each of an account's answers once, sharing a read under way", async () => {
    const { reads, calls } = countingReads();
    const cached = new CachedListeningReads(reads, 60_000);
    const [one, two] = await Promise.all([
      cached.playlistListening(1, 'p'),
      cached.playlistListening(1, 'p'),
    ]);
    expect(two).toBe(one);
    await cached.teamPlaylists(1);
    await cached.teamPlaylists(1);
    await cached.keptReadings(1, { kind: 'track', key: 't' });
    await cached.keptReadings(1, { kind: 'track', key: 't' });
    await cached.keptReadings(1, { kind: 'artist', key: 't' });
    await cached.teamPlaylists(2);
    expect(calls).toEqual(['playlist:1:p', 'team:1', 'kept:1:track:t', 'kept:1:artist:t', 'team:2']);
  });

  it("drops only the changed account's answers", async () => {
    const { reads, calls } = countingReads();
    const cached = new CachedListeningReads(reads, 60_000);
    await Promise.all([cached.teamPlaylists(1), cached.teamPlaylists(2), cached.playlistListening(1, 'p')]);
    calls.length = 0;
    cached.changed(1);
    await Promise.all([cached.teamPlaylists(1), cached.teamPlaylists(2), cached.playlistListening(1, 'p')]);
    expect(calls).toEqual(['team:1', 'playlist:1:p']);
  });

  it('does not keep a read that an import overtook', async () => {
    const { reads, calls } = countingReads();
    const cached = new CachedListeningReads(reads, 60_000);
    const before = cached.teamPlaylists(1);
    cached.changed(1);
    await before;
    await cached.teamPlaylists(1);
    expect(calls).toEqual(['team:1', 'team:1']);
  });

  it('reads again once its time ran out (another process may have imported)', async () => {
    const { reads, calls } = countingReads();
    const cached = new CachedListeningReads(reads, 0);
    await cached.teamPlaylists(1);
    await cached.teamPlaylists(1);
    expect(calls).toEqual(['team:1', 'team:1']);
  });

  it('keeps no failed read', async () => {
    const { reads, calls, state } = countingReads();
    const cached = new CachedListeningReads(reads, 60_000);
    state.failing = true;
    await expect(cached.teamPlaylists(1)).rejects.toThrow('database unreachable');
    state.failing = false;
    expect(await cached.teamPlaylists(1)).toEqual([]);
    expect(calls).toEqual(['team:1', 'team:1']);
  });
});
