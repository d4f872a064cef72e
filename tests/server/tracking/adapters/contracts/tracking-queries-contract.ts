import { expect, it } from 'vitest';
import { spotifyId } from '../../../../support/fakes/tracking/scripted-music';
import { at, pastCycle, reading, type StoreHarness } from './store-harness';

/** What tracking's query port answers other features, on every backend's stores. */
export function trackingQueriesContract(stores: () => StoreHarness): void {
  const playlist = spotifyId('playlist');
  const other = spotifyId('other');

  it('says whether a user tracks an item of that kind', async () => {
    const { items, queries } = stores();
    const tracker = await stores().addUser('tracker@example.com');
    const stranger = await stores().addUser('stranger@example.com');
    await items.addTracker(tracker, await items.upsert(reading('playlist', playlist), at(1)), at(1));
    // An artist that happens to share the id is not the playlist.
    await items.addTracker(stranger, await items.upsert(reading('artist', playlist), at(1)), at(1));

    expect(await queries.isTracking(tracker, 'playlist', playlist)).toBe(true);
    expect(await queries.isTracking(tracker, 'playlist', other)).toBe(false);
    expect(await queries.isTracking(stranger, 'playlist', playlist)).toBe(false);
    expect(await queries.isTracking(stranger, 'artist', playlist)).toBe(true);
    expect(await queries.isTracking(9999, 'playlist', playlist)).toBe(false);
  });

  it("answers a playlist's follower points, latest check, readings and stays, oldest first", async () => {
    const { items, snapshots, queries } = stores();
    const itemId = await items.upsert(reading('playlist', playlist, { name: 'Morning' }), at(1));
    expect(await queries.latestPlaylistCheck(playlist)).toBeNull();
    const members = (trackIds: string[]) => trackIds.map((trackId) => ({ trackId, addedAt: null }));
    const days = [
      [1, 100, ['t1']],
      [2, 300, ['t2', 't1']],
      [3, null, ['t2']],
    ] as const;
    for (const [day, followers, trackIds] of days) {
      const read = reading('playlist', playlist, {
        name: 'Morning',
        followers,
        trackCount: trackIds.length,
        members: members([...trackIds]),
      });
      await snapshots.write(await pastCycle(stores(), day), [{ itemId, checkedAt: at(day), reading: read }]);
    }

    expect(await queries.followerPoints(playlist)).toEqual([
      { checked_at: '2026-03-01T06:00:00.000Z', followers: 100 },
      { checked_at: '2026-03-02T06:00:00.000Z', followers: 300 },
    ]);
    expect(await queries.latestPlaylistCheck(playlist)).toBe('2026-03-03T06:00:00.000Z');
    expect(await queries.recordedPlaylist(playlist)).toEqual({
      spotifyId: playlist,
      name: 'Morning',
      readings: [
        { checked_at: '2026-03-01T06:00:00.000Z', followers: 100, track_count: 1 },
        { checked_at: '2026-03-02T06:00:00.000Z', followers: 300, track_count: 2 },
        { checked_at: '2026-03-03T06:00:00.000Z', followers: null, track_count: 1 },
      ],
      memberships: [
        {
          trackId: 't1',
          addedAt: null,
          firstSeen: '2026-03-01T06:00:00.000Z',
          removedAt: '2026-03-03T06:00:00.000Z',
        },
        { trackId: 't2', addedAt: null, firstSeen: '2026-03-02T06:00:00.000Z', removedAt: null },
      ],
    });
    expect(await queries.recordedPlaylist(other)).toBeNull();
    expect(await queries.followerPoints(other)).toEqual([]);
  });

  it('counts the items each user tracks', async () => {
    const { items, queries } = stores();
    const busy = await stores().addUser('busy@example.com');
    const idle = await stores().addUser('idle@example.com');
    for (const kind of ['artist', 'track', 'playlist'] as const) {
      await items.addTracker(busy, await items.upsert(reading(kind, spotifyId(kind)), at(1)), at(1));
    }
    const counts = await queries.trackedCounts([busy, idle]);
    expect(counts.get(busy)).toBe(3);
    expect(counts.get(idle) ?? 0).toBe(0);
    expect((await queries.trackedCounts([])).size).toBe(0);
  });

  it('lists the items users track and their readings since an instant, by kind and id, oldest first', async () => {
    const { items, snapshots, queries } = stores();
    const fan = await stores().addUser('fan@example.com');
    const otherUser = await stores().addUser('other@example.com');
    const artistId = await items.upsert(reading('artist', playlist, { name: 'Alpha', followers: 10 }), at(1));
    const playlistId = await items.upsert(
      reading('playlist', playlist, { name: 'Beta', followers: 5 }),
      at(1),
    );
    await items.addTracker(fan, artistId, at(1));
    await items.addTracker(fan, playlistId, at(1));
    await items.addTracker(otherUser, artistId, at(1));
    for (const day of [1, 2, 3]) {
      await snapshots.write(await pastCycle(stores(), day), [
        {
          itemId: artistId,
          checkedAt: at(day),
          reading: reading('artist', playlist, { name: 'Alpha', followers: 10 * day }),
        },
      ]);
    }

    expect(await queries.trackedItemsOf([fan])).toEqual([
      { userId: fan, kind: 'artist', spotifyId: playlist, name: 'Alpha' },
      { userId: fan, kind: 'playlist', spotifyId: playlist, name: 'Beta' },
    ]);
    expect(await queries.trackedItemsOf([])).toEqual([]);
    const recent = await queries.recentReadings(
      [
        { kind: 'artist', spotifyId: playlist },
        { kind: 'playlist', spotifyId: playlist },
        { kind: 'track', spotifyId: other },
      ],
      at(2),
    );
    expect([...recent.keys()]).toEqual([`artist:${playlist}`]);
    expect(recent.get(`artist:${playlist}`)!.map((row) => [row.checked_at, row.followers])).toEqual([
      ['2026-03-02T06:00:00.000Z', 20],
      ['2026-03-03T06:00:00.000Z', 30],
    ]);
  });
}
