import { expect, it } from 'vitest';
import { gradePlaylist } from '@domain/analytics';
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

  it("answers a playlist's follower counts, latest check, readings and stays, oldest first", async () => {
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

    expect((await stores().gradeInputs.of([playlist])).get(playlist)?.points).toEqual([
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
      tracks: [],
    });
    expect(await queries.recordedPlaylist(other)).toBeNull();
    expect((await queries.playlistChart(other)).verdict).toBe('insufficient_data');
  });

  it("reads a playlist's grade inputs (follower counts, stays, tracked tracks' popularity around their stays) and grades them", async () => {
    const { items, snapshots, queries, gradeInputs } = stores();
    const [stayed, left, untracked] = [spotifyId('stayed'), spotifyId('left'), spotifyId('untracked')];
    const playlistItem = await items.upsert(reading('playlist', playlist), at(1));
    const stayedItem = await items.upsert(reading('track', stayed, { name: 'Stayed' }), at(1));
    const leftItem = await items.upsert(reading('track', left, { name: 'Left' }), at(1));
    const members = (trackIds: string[]) => trackIds.map((trackId) => ({ trackId, addedAt: null }));
    // `left` leaves on day 12; its readings over two days after that (day 20) can never count.
    for (const day of [1, 10, 11, 12, 13, 14, 20]) {
      const onIt = day < 12 ? [stayed, left, untracked] : [stayed, untracked];
      await snapshots.write(await pastCycle(stores(), day), [
        {
          itemId: playlistItem,
          checkedAt: at(day),
          reading: reading('playlist', playlist, { followers: 1000 + day, members: members(onIt) }),
        },
        {
          itemId: stayedItem,
          checkedAt: at(day),
          reading: reading('track', stayed, { name: 'Stayed', popularity: 30 + day }),
        },
        {
          itemId: leftItem,
          checkedAt: at(day),
          reading: reading('track', left, { name: 'Left', popularity: 60 + day }),
        },
      ]);
    }

    const inputs = (await gradeInputs.of([playlist, other])).get(playlist)!;
    const days = (list: number[]) => list.map((day) => at(day).toISOString());
    expect(inputs.points.map((point) => [point.checked_at, point.followers])).toEqual(
      days([1, 10, 11, 12, 13, 14, 20]).map((checkedAt, index) => [
        checkedAt,
        1000 + [1, 10, 11, 12, 13, 14, 20][index]!,
      ]),
    );
    expect(inputs.stays.map((stay) => [stay.trackId, stay.removedAt])).toEqual(
      [
        [left, at(12).toISOString()],
        [stayed, null],
        [untracked, null],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
    const byId = new Map(inputs.tracks.map((track) => [track.trackId, track]));
    expect([...byId.keys()].sort()).toEqual([left, stayed].sort());
    expect(byId.get(stayed)).toEqual({
      trackId: stayed,
      name: 'Stayed',
      points: days([1, 10, 11, 12, 13, 14, 20]).map((checked_at, index) => ({
        checked_at,
        popularity: 30 + [1, 10, 11, 12, 13, 14, 20][index]!,
      })),
    });
    expect(byId.get(left)?.points.map((point) => point.popularity)).toEqual([61, 70, 71, 72, 73, 74]);
    expect((await gradeInputs.of([other])).get(other)).toEqual({ points: [], stays: [], tracks: [] });
    // Tracking's query port grades them so, as everywhere.
    expect(await queries.playlistChart(playlist)).toEqual(gradePlaylist(inputs));
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

  it("lists a user's tracked tracks with their artists and ISRC (imported songs are matched by them)", async () => {
    const { items, queries } = stores();
    const fan = await stores().addUser('songs@example.com');
    const withIsrc = await items.upsert(
      reading('track', playlist, { name: 'Gamma', extra: { artist_names: 'Ana, Bo', isrc: 'GBAYE1800001' } }),
      at(1),
    );
    const withoutIsrc = await items.upsert(reading('track', other, { name: 'Delta' }), at(1));
    const artistId = await items.upsert(reading('artist', other, { name: 'Epsilon' }), at(1));
    for (const id of [withIsrc, withoutIsrc, artistId]) await items.addTracker(fan, id, at(1));

    expect(await queries.trackedTracksOf(fan)).toEqual([
      { spotifyId: other, name: 'Delta', artistNames: '', isrc: null },
      { spotifyId: playlist, name: 'Gamma', artistNames: 'Ana, Bo', isrc: 'GBAYE1800001' },
    ]);
  });
}
