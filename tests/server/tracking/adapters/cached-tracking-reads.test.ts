import { beforeEach, describe, expect, it } from 'vitest';
import type { TrackedKind } from '@domain/tracking';
import { cachedTrackingReads, type TrackingReads } from '@server/tracking/adapters/cached-tracking-reads';
import { curatorAnswersId, MemoryHistoryCache } from '@server/tracking/adapters/memory-history-cache';
import type { ItemSummary } from '@server/tracking/ports';

/** Read ports that count their reads and answer a new object each time. */
function countingReads() {
  const reads: string[] = [];
  const read = <T>(what: string, answer: T): T => {
    reads.push(what);
    return answer;
  };
  const summary = (userId: number, kind: TrackedKind) => [{ id: userId, kind } as unknown as ItemSummary];
  const ports: TrackingReads = {
    history: {
      artist: async (id) => read(`artist:${id}`, [{ checked_at: 'now', popularity: 1, followers: 1 }]),
      trackPopularity: async (id) => read(`track:${id}`, [{ checked_at: 'now', popularity: 1 }]),
      playlistFollowers: async (id) => read(`playlist:${id}`, [{ checked_at: 'now', followers: 1 }]),
      playlistReadings: async (id) => read(`readings:${id}`, null),
      latestCheck: async () => null,
      // Ids starting with `read` were read once; the others never were.
      latestReadings: async (kind, ids) => {
        reads.push(`latest:${kind}:${ids.join(',')}`);
        const reading = { checked_at: 'now', followers: 1, popularity: 1, track_count: null };
        return new Map(ids.filter((id) => id.startsWith('read')).map((id) => [id, { ...reading }]));
      },
    },
    summaries: {
      ofUser: async (userId, kind) => read(`list:${userId}:${kind}`, summary(userId, kind)),
      regradeStale: async () => 0,
      regradeCarryingTracksOf: async () => 0,
    },
    placements: {
      stays: async (kind, id) =>
        read(`stays:${kind}:${id}`, id.startsWith('carried') ? [{ playlistId: 'p' } as never] : []),
    },
    gradeInputs: {
      of: async (ids) => {
        reads.push(`inputs:${ids.join(',')}`);
        return new Map(ids.map((id) => [id, { points: [], stays: [], tracks: [] }]));
      },
    },
    placementDigests: {
      ofUser: async (userId, kind, _since, only) =>
        read(`digests:${userId}:${kind}${only ? `:${only.join(',')}` : ''}`, new Map()),
    },
  };
  return { ports, reads };
}

describe('cachedTrackingReads', () => {
  let cache: MemoryHistoryCache;
  let reads: string[];
  let cached: TrackingReads;

  beforeEach(() => {
    cache = new MemoryHistoryCache();
    const counting = countingReads();
    reads = counting.reads;
    cached = cachedTrackingReads(counting.ports, cache);
  });

  it('answers a repeated read with the same object, reading once', async () => {
    const first = await cached.history.artist('a');
    expect(await cached.history.artist('a')).toBe(first);
    const list = await cached.summaries.ofUser(1, 'artist');
    expect(await cached.summaries.ofUser(1, 'artist')).toBe(list);
    await cached.placements.stays('track', 't');
    await cached.placements.stays('track', 't');
    expect(reads).toEqual(['artist:a', 'list:1:artist', 'stays:track:t']);
  });

  it('keeps the placements of unknown ids apart: 6,000 random ids push no real answer out', async () => {
    const real = await cached.placements.stays('track', 'carried-1');
    const history = await cached.history.artist('a');
    const unknown = Array.from({ length: 6_000 }, (_, index) => `random${index}`);
    for (const id of unknown) await cached.placements.stays('track', id);
    reads.length = 0;
    expect(await cached.placements.stays('track', 'carried-1')).toBe(real);
    expect(await cached.history.artist('a')).toBe(history);
    // The latest unknown ids are still answered from the small cache of empty answers.
    await cached.placements.stays('track', 'random5999');
    expect(reads).toEqual([]);
    await cached.placements.stays('track', 'random0');
    expect(reads).toEqual(['stays:track:random0']);
  });

  it('drops a kept empty answer when the item changed', async () => {
    await cached.placements.stays('track', 't');
    cache.report({ changed: 'item', kind: 'track', spotifyId: 't' });
    await cached.placements.stays('track', 't');
    expect(reads).toEqual(['stays:track:t', 'stays:track:t']);
  });

  it('reads the grade inputs of the playlists not kept, all in one read', async () => {
    const first = await cached.gradeInputs.of(['p', 'q']);
    const again = await cached.gradeInputs.of(['q', 'p']);
    expect(again.get('p')).toBe(first.get('p'));
    expect(reads).toEqual(['inputs:p,q']);
  });

  it("drops an item's answers and every user's list of its kind when it changed", async () => {
    await Promise.all([
      cached.history.artist('a'),
      cached.history.artist('b'),
      cached.summaries.ofUser(1, 'artist'),
      cached.summaries.ofUser(2, 'artist'),
      cached.summaries.ofUser(1, 'track'),
    ]);
    reads.length = 0;
    cache.report({ changed: 'item', kind: 'artist', spotifyId: 'a' });
    await Promise.all([
      cached.history.artist('a'),
      cached.history.artist('b'),
      cached.summaries.ofUser(1, 'artist'),
      cached.summaries.ofUser(2, 'artist'),
      cached.summaries.ofUser(1, 'track'),
    ]);
    expect(reads).toEqual(['artist:a', 'list:1:artist', 'list:2:artist']);
  });

  it("drops only one user's list of one kind when their tracking changed", async () => {
    await Promise.all([
      cached.summaries.ofUser(1, 'track'),
      cached.summaries.ofUser(1, 'artist'),
      cached.summaries.ofUser(2, 'track'),
      cached.history.trackPopularity('t'),
    ]);
    reads.length = 0;
    cache.report({ changed: 'tracking', userId: 1, kind: 'track' });
    await Promise.all([
      cached.summaries.ofUser(1, 'track'),
      cached.summaries.ofUser(1, 'artist'),
      cached.summaries.ofUser(2, 'track'),
      cached.history.trackPopularity('t'),
    ]);
    expect(reads).toEqual(['list:1:track']);
  });

  it("drops everything for a playlist's change (its stays feed other items' placements) or many items'", async () => {
    for (const change of [
      { changed: 'item', kind: 'playlist', spotifyId: 'p' },
      { changed: 'everything' },
    ] as const) {
      await cached.history.artist('a');
      await cached.placements.stays('artist', 'a');
      await cached.gradeInputs.of(['q']);
      reads.length = 0;
      cache.report(change);
      await cached.history.artist('a');
      await cached.placements.stays('artist', 'a');
      await cached.gradeInputs.of(['q']);
      expect(reads).toEqual(['artist:a', 'stays:artist:a', 'inputs:q']);
    }
  });

  it("keeps a user's placements column with their list: dropped by what drops the list, or by a playlist's change", async () => {
    const since = new Date('2026-03-01T00:00:00Z');
    const first = await cached.placementDigests.ofUser(1, 'track', since);
    expect(await cached.placementDigests.ofUser(1, 'track', since)).toBe(first);
    for (const change of [
      { changed: 'tracking', userId: 1, kind: 'track' },
      { changed: 'item', kind: 'track', spotifyId: 'other' },
      { changed: 'item', kind: 'playlist', spotifyId: 'p' },
    ] as const) {
      reads.length = 0;
      cache.report(change);
      await cached.placementDigests.ofUser(1, 'track', since);
      await cached.placementDigests.ofUser(2, 'artist', since);
      expect(reads[0]).toBe('digests:1:track');
    }
    reads.length = 0;
    cache.report({ changed: 'tracking', userId: 1, kind: 'artist' });
    await cached.placementDigests.ofUser(1, 'track', since);
    expect(reads).toEqual([]);
  });

  it("patches a user's placements column when they stop tracking an item: its row goes, nothing is read", async () => {
    const since = new Date('2026-03-01T00:00:00Z');
    const digest = { added: 1 } as never;
    const column = new Map([
      ['kept', digest],
      ['stopped', digest],
    ]);
    const { ports, reads } = countingReads();
    const digestReads: TrackingReads = {
      ...ports,
      placementDigests: {
        ofUser: async (userId, kind) => {
          reads.push(`digests:${userId}:${kind}`);
          return column;
        },
      },
    };
    const patchedCache = new MemoryHistoryCache();
    const patched = cachedTrackingReads(digestReads, patchedCache);
    await patched.placementDigests.ofUser(1, 'track', since);
    patchedCache.report({ changed: 'untracked', userId: 1, kind: 'track', spotifyId: 'stopped' });
    const after = await patched.placementDigests.ofUser(1, 'track', since);
    expect([...after.keys()]).toEqual(['kept']);
    expect(column.size).toBe(2);
    expect(reads).toEqual(['digests:1:track']);
  });

  it("patches a user's placements column when they start tracking an item: only its news is read, once", async () => {
    const since = new Date('2026-03-01T00:00:00Z');
    const digest = (added: number) => ({ added }) as never;
    const { ports, reads } = countingReads();
    const digestReads: TrackingReads = {
      ...ports,
      placementDigests: {
        ofUser: async (userId, kind, _since, only) => {
          reads.push(`digests:${userId}:${kind}${only ? `:${only.join(',')}` : ''}`);
          const all = new Map([
            ['kept', digest(1)],
            ['started', digest(2)],
            ['first', digest(3)],
          ]);
          return only
            ? new Map([...all].filter(([id]) => only.includes(id)))
            : new Map([['kept', digest(1)]]);
        },
      },
    };
    const patchedCache = new MemoryHistoryCache();
    const patched = cachedTrackingReads(digestReads, patchedCache);
    const summary = (spotifyId: string) =>
      ({ id: 9, spotifyId, trackedAt: new Date() }) as unknown as ItemSummary;
    await patched.placementDigests.ofUser(1, 'track', since);
    patchedCache.report({ changed: 'tracked', userId: 1, kind: 'track', summary: summary('started') });
    patchedCache.report({ changed: 'first-tracker', userId: 1, kind: 'track', summary: summary('first') });
    patchedCache.report({ changed: 'tracked', userId: 1, kind: 'track', summary: summary('stopped') });
    patchedCache.report({ changed: 'untracked', userId: 1, kind: 'track', spotifyId: 'stopped' });
    // Another user's and another kind's starts leave this column be.
    patchedCache.report({ changed: 'tracked', userId: 2, kind: 'track', summary: summary('x') });
    patchedCache.report({ changed: 'tracked', userId: 1, kind: 'artist', summary: summary('y') });
    const after = await patched.placementDigests.ofUser(1, 'track', since);
    expect(Object.fromEntries(after)).toEqual({ kept: digest(1), started: digest(2), first: digest(3) });
    expect(await patched.placementDigests.ofUser(1, 'track', since)).toBe(after);
    expect(reads).toEqual(['digests:1:track', 'digests:1:track:started,first']);
  });

  it('reads a started item again on the next visit when reading its news failed', async () => {
    const since = new Date('2026-03-01T00:00:00Z');
    const { ports } = countingReads();
    let failures = 1;
    const flaky: TrackingReads = {
      ...ports,
      placementDigests: {
        ofUser: async (_userId, _kind, _since, only) => {
          if (only && failures-- > 0) throw new Error('database gone');
          return new Map(only?.map((id) => [id, { added: 1 } as never]) ?? []);
        },
      },
    };
    const flakyCache = new MemoryHistoryCache();
    const reads = cachedTrackingReads(flaky, flakyCache);
    await reads.placementDigests.ofUser(1, 'track', since);
    const started = { id: 9, spotifyId: 'started', trackedAt: new Date() } as unknown as ItemSummary;
    flakyCache.report({ changed: 'tracked', userId: 1, kind: 'track', summary: started });
    await expect(reads.placementDigests.ofUser(1, 'track', since)).rejects.toThrow('database gone');
    expect([...(await reads.placementDigests.ofUser(1, 'track', since)).keys()]).toEqual(['started']);
  });

  it("keeps each item's latest reading, and that it has none, reading only the items not kept, together", async () => {
    const first = await cached.history.latestReadings('artist', ['read-a', 'never']);
    expect([...first.keys()]).toEqual(['read-a']);
    const again = await cached.history.latestReadings('artist', ['never', 'read-b', 'read-a', 'read-b']);
    expect(again.get('read-a')).toBe(first.get('read-a'));
    expect([...again.keys()].sort()).toEqual(['read-a', 'read-b']);
    await cached.history.latestReadings('artist', ['read-a', 'never', 'read-b']);
    expect(reads).toEqual(['latest:artist:read-a,never', 'latest:artist:read-b']);
  });

  it('reads the latest readings different pages ask for in the same turn in one statement per kind', async () => {
    const [artist, track, other] = await Promise.all([
      cached.history.latestReadings('artist', ['read-a']),
      cached.history.latestReadings('track', ['never-t']),
      cached.history.latestReadings('artist', ['never', 'read-b']),
    ]);
    expect([...artist.keys()]).toEqual(['read-a']);
    expect(track.size).toBe(0);
    expect([...other.keys()]).toEqual(['read-b']);
    expect(reads.sort()).toEqual(['latest:artist:read-a,never,read-b', 'latest:track:never-t']);
  });

  it('on a database server, reads what one page asks for in one statement, sent before the turn ends', async () => {
    const counting = countingReads();
    const onServer = cachedTrackingReads(counting.ports, new MemoryHistoryCache(), 'server');
    const search = onServer.history.latestReadings('artist', ['read-a', 'never', 'read-b']);
    const page = onServer.history.latestReadings('track', ['read-t']);
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    expect(counting.reads.sort()).toEqual(['latest:artist:read-a,never,read-b', 'latest:track:read-t']);
    expect([...(await search).keys()]).toEqual(['read-a', 'read-b']);
    expect([...(await page).keys()]).toEqual(['read-t']);
    // The embedded database waits for the turn's other pages.
    const embedded = countingReads();
    const onPGlite = cachedTrackingReads(embedded.ports, new MemoryHistoryCache());
    const waiting = onPGlite.history.latestReadings('artist', ['read-a']);
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    expect(embedded.reads).toEqual([]);
    await waiting;
    expect(embedded.reads).toEqual(['latest:artist:read-a']);
  });

  it('shares one read of a latest reading between concurrent pages of the item', async () => {
    const [one, two] = await Promise.all([
      cached.history.latestReadings('track', ['read-t']),
      cached.history.latestReadings('track', ['read-t']),
    ]);
    expect(two.get('read-t')).toBe(one.get('read-t'));
    expect(reads).toEqual(['latest:track:read-t']);
  });

  it("drops an item's latest reading with its snapshot, keeping the others and the other kinds'", async () => {
    await cached.history.latestReadings('artist', ['read-a', 'read-b', 'never']);
    await cached.history.latestReadings('track', ['read-a']);
    reads.length = 0;
    cache.report({ changed: 'item', kind: 'artist', spotifyId: 'never' });
    cache.report({ changed: 'item', kind: 'artist', spotifyId: 'read-a' });
    await cached.history.latestReadings('artist', ['read-a', 'read-b', 'never']);
    await cached.history.latestReadings('track', ['read-a']);
    expect(reads).toEqual(['latest:artist:read-a,never']);
    // A start or stop of tracking changes no reading.
    const summary = { id: 9, spotifyId: 'read-b', trackedAt: new Date() } as unknown as ItemSummary;
    cache.report({ changed: 'tracked', userId: 1, kind: 'artist', summary });
    cache.report({ changed: 'untracked', userId: 1, kind: 'artist', spotifyId: 'read-b' });
    cache.report({ changed: 'tracking', userId: 1, kind: 'artist' });
    reads.length = 0;
    await cached.history.latestReadings('artist', ['read-a', 'read-b', 'never']);
    expect(reads).toEqual([]);
    cache.report({ changed: 'item', kind: 'playlist', spotifyId: 'p' });
    await cached.history.latestReadings('artist', ['read-b']);
    expect(reads).toEqual(['latest:artist:read-b']);
  });

  it('does not keep a latest reading read while the item changed', async () => {
    const reading = cached.history.latestReadings('artist', ['read-a']);
    cache.report({ changed: 'item', kind: 'artist', spotifyId: 'read-a' });
    await reading;
    await cached.history.latestReadings('artist', ['read-a']);
    expect(reads).toEqual(['latest:artist:read-a', 'latest:artist:read-a']);
  });

  it("drops an owner's curator answers when a playlist of theirs is first seen, or any playlist's changes", async () => {
    const curatorGrades = (ownerId: string) =>
      cache.value(
        'playlist',
        curatorAnswersId(ownerId),
        'curator-grades:p',
        async () => {
          reads.push(`curator:${ownerId}`);
          return [];
        },
        (others) => others.length === 0,
      );
    await Promise.all([curatorGrades('a'), curatorGrades('b'), cached.history.artist('x')]);
    cache.report({ changed: 'new-playlists', ownerIds: ['a'] });
    await Promise.all([curatorGrades('a'), curatorGrades('b'), cached.history.artist('x')]);
    cache.report({ changed: 'item', kind: 'playlist', spotifyId: 'q' });
    await curatorGrades('b');
    expect(reads).toEqual(['curator:a', 'curator:b', 'artist:x', 'curator:a', 'curator:b']);
  });

  it('passes the reads nobody repeats straight through', async () => {
    await cached.history.playlistReadings('p');
    await cached.history.playlistReadings('p');
    expect(reads).toEqual(['readings:p', 'readings:p']);
  });
});
