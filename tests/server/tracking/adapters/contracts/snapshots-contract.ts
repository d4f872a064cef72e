import { expect, it } from 'vitest';
import { spotifyId } from '../../../../support/fakes/tracking/scripted-music';
import { at, pastCycle, reading, type StoreHarness } from './store-harness';

/** What every `Snapshots` and `SnapshotHistory` adapter does (stays read back through `PlaylistGradeInputs`). */
export function snapshotsContract(stores: () => StoreHarness): void {
  const artist = spotifyId('artist');
  const track = spotifyId('track');
  const playlist = spotifyId('playlist');

  it('writes at most one snapshot per item and cycle, any number outside cycles', async () => {
    const { items, snapshots, history } = stores();
    const itemId = await items.upsert(reading('artist', artist), at(1));
    const read = (followers: number) => reading('artist', artist, { followers, popularity: 1 });
    const cycle = await pastCycle(stores(), 1);

    expect(await snapshots.write(cycle, [{ itemId, checkedAt: at(1), reading: read(10) }])).toEqual([itemId]);
    expect(await snapshots.write(cycle, [{ itemId, checkedAt: at(2), reading: read(20) }])).toEqual([]);
    expect(await snapshots.write(null, [{ itemId, checkedAt: at(3), reading: read(30) }])).toEqual([itemId]);
    expect(await snapshots.write(null, [{ itemId, checkedAt: at(4), reading: read(40) }])).toEqual([itemId]);
    expect(await snapshots.write(await pastCycle(stores(), 5), [])).toEqual([]);

    expect((await history.artist(artist)).map((entry) => entry.followers)).toEqual([10, 30, 40]);
    expect(await snapshots.hasSnapshotAfter(itemId, at(3))).toBe(true);
    expect(await snapshots.hasSnapshotAfter(itemId, at(4))).toBe(false);
  });

  it('renames items whose reading changed, only with the snapshot written', async () => {
    const { items, snapshots } = stores();
    const owner = await stores().addUser('owner@example.com');
    const itemId = await items.upsert(reading('track', track, { name: 'Old' }), at(1));
    await items.addTracker(owner, itemId, at(1));
    const renamed = reading('track', track, { name: 'New', extra: { artist_names: 'X' } });
    const stored = { name: 'Old', extra: {} };
    const cycle = await pastCycle(stores(), 2);
    await snapshots.write(cycle, [{ itemId, checkedAt: at(2), reading: renamed, stored }]);
    const ignored = reading('track', track, { name: 'Ignored' });
    await snapshots.write(cycle, [{ itemId, checkedAt: at(3), reading: ignored, stored }]);

    expect(await items.latestOfUser(owner, 'track')).toMatchObject([
      { name: 'New', extra: { artist_names: 'X' } },
    ]);
  });

  it('answers each history oldest first, in its shape', async () => {
    const { items, snapshots, history } = stores();
    const ids = {
      artist: await items.upsert(reading('artist', artist), at(1)),
      track: await items.upsert(reading('track', track), at(1)),
      playlist: await items.upsert(reading('playlist', playlist), at(1)),
    };
    const cycles = [await pastCycle(stores(), 2), await pastCycle(stores(), 3)];
    for (const [cycle, day, followers] of [
      [1, 3, null],
      [0, 2, 500],
    ] as const) {
      await snapshots.write(
        cycles[cycle]!,
        (['artist', 'track', 'playlist'] as const).map((kind) => ({
          itemId: ids[kind],
          checkedAt: at(day),
          reading: reading(kind, { artist, track, playlist }[kind], {
            followers,
            popularity: day,
            trackCount: day,
          }),
        })),
      );
    }

    expect(await history.artist(artist)).toEqual([
      { checked_at: '2026-03-02T06:00:00.000Z', popularity: 2, followers: 500 },
      { checked_at: '2026-03-03T06:00:00.000Z', popularity: 3, followers: null },
    ]);
    expect(await history.trackPopularity(track)).toEqual([
      { checked_at: '2026-03-02T06:00:00.000Z', popularity: 2 },
      { checked_at: '2026-03-03T06:00:00.000Z', popularity: 3 },
    ]);
    expect(await history.playlistFollowers(playlist)).toEqual([
      { checked_at: '2026-03-02T06:00:00.000Z', followers: 500, track_count: 2 },
    ]);
    expect(await history.artist(track)).toEqual([]);
    expect(await history.playlistFollowers(spotifyId('unknown'))).toEqual([]);
  });

  it("keeps a playlist's contents as stays: opened when a track appears, closed when it goes", async () => {
    const { items, snapshots, gradeInputs } = stores();
    const staysOf = async (id: string) => (await gradeInputs.of([id])).get(id)?.stays ?? [];
    const itemId = await items.upsert(reading('playlist', playlist), at(1));
    const on = async (day: number, trackIds: string[]) =>
      snapshots.write(await pastCycle(stores(), day), [
        {
          itemId,
          checkedAt: at(day),
          reading: reading('playlist', playlist, {
            followers: 100 + day,
            members: trackIds.map((trackId) => ({
              trackId,
              addedAt: trackId === 't1' ? '2026-02-01T00:00:00Z' : null,
            })),
          }),
        },
      ]);
    await on(1, ['t1', 't2']);
    await on(2, ['t1', 't2', 't2']);
    await on(3, ['t2', 't3']);
    await snapshots.write(null, [{ itemId, checkedAt: at(4), reading: reading('playlist', playlist) }]);

    const stays = [...(await staysOf(playlist))];
    expect(stays.at(-1)?.trackId).toBe('t3');
    expect(stays.sort((a, b) => a.trackId.localeCompare(b.trackId))).toEqual([
      {
        trackId: 't1',
        addedAt: '2026-02-01T00:00:00.000Z',
        firstSeen: '2026-03-01T06:00:00.000Z',
        removedAt: '2026-03-03T06:00:00.000Z',
      },
      { trackId: 't2', addedAt: null, firstSeen: '2026-03-01T06:00:00.000Z', removedAt: null },
      { trackId: 't3', addedAt: null, firstSeen: '2026-03-03T06:00:00.000Z', removedAt: null },
    ]);
    expect(await staysOf(artist)).toEqual([]);
  });
}
