import { expect, it } from 'vitest';
import { spotifyId } from '../../../../support/fakes/tracking/scripted-music';
import { at, pastCycle, reading, type StoreHarness } from './store-harness';

/** What every `TrackedItems` adapter does. */
export function trackedItemsContract(stores: () => StoreHarness): void {
  const artist = spotifyId('artist');

  it('keeps one item per kind and Spotify id, renamed by later readings', async () => {
    const { items } = stores();
    const userId = await stores().addUser('owner@example.com');
    const first = await items.upsert(reading('artist', artist, { name: 'Old' }), at(1));
    const again = await items.upsert(reading('artist', artist, { name: 'New' }), at(2));
    const track = await items.upsert(reading('track', artist, { extra: { artist_names: 'A, B' } }), at(2));

    expect(again).toBe(first);
    expect(track).not.toBe(first);
    await items.addTracker(userId, first, at(2));
    await items.addTracker(userId, track, at(2));
    expect(await items.latestOfUser(userId, 'artist')).toEqual([
      {
        id: first,
        spotifyId: artist,
        name: 'New',
        extra: {},
        followers: null,
        popularity: null,
        trackCount: null,
        checkedAt: null,
      },
    ]);
    expect((await items.latestOfUser(userId, 'track'))[0]?.extra).toEqual({ artist_names: 'A, B' });
  });

  it("adds and removes only one user's tracking", async () => {
    const { items } = stores();
    const owner = await stores().addUser('owner@example.com');
    const other = await stores().addUser('other@example.com');
    const itemId = await items.upsert(reading('artist', artist), at(1));

    expect(await items.addTracker(owner, itemId, at(1))).toBe(true);
    expect(await items.addTracker(owner, itemId, at(2))).toBe(false);
    await items.addTracker(other, itemId, at(1));
    expect(await items.isTracking(owner, 'artist', artist)).toBe(true);
    expect(await items.isTracking(owner, 'track', artist)).toBe(false);
    expect(await items.trackingAndCount(owner, 'artist', artist)).toEqual({ tracking: true, tracked: 1 });
    expect(await items.trackingAndCount(owner, 'track', artist)).toEqual({ tracking: false, tracked: 1 });

    expect(await items.removeTracker(owner, 'artist', artist)).toBe(true);
    expect(await items.removeTracker(owner, 'artist', artist)).toBe(false);
    expect(await items.removeTracker(owner, 'playlist', spotifyId('unknown'))).toBe(false);
    expect(await items.isTracking(owner, 'artist', artist)).toBe(false);
    expect(await items.isTracking(other, 'artist', artist)).toBe(true);
    expect(await items.trackingAndCount(owner, 'artist', artist)).toEqual({ tracking: false, tracked: 0 });
  });

  it("lists a user's items of one kind, oldest tracking first, with their latest snapshot", async () => {
    const { items, snapshots } = stores();
    const owner = await stores().addUser('owner@example.com');
    const [late, early, other] = ['late', 'early', 'other'].map(spotifyId) as [string, string, string];
    const lateId = await items.upsert(reading('playlist', late), at(1));
    const earlyId = await items.upsert(reading('playlist', early), at(1));
    const otherId = await items.upsert(reading('artist', other), at(1));
    await items.addTracker(owner, earlyId, at(1));
    await items.addTracker(owner, lateId, at(2));
    await items.addTracker(owner, otherId, at(1));
    const values = { followers: 9, trackCount: 3 };
    await snapshots.write(await pastCycle(stores(), 3), [
      { itemId: earlyId, checkedAt: at(3), reading: reading('playlist', early, values) },
    ]);
    await snapshots.write(null, [
      { itemId: earlyId, checkedAt: at(2), reading: reading('playlist', early, { followers: 1 }) },
    ]);

    const listed = await items.latestOfUser(owner, 'playlist');
    expect(listed.map((item) => item.spotifyId)).toEqual([early, late]);
    expect(listed[0]).toMatchObject({ followers: 9, trackCount: 3, popularity: null, checkedAt: at(3) });
    expect(listed[1]).toMatchObject({ followers: null, checkedAt: null });
  });
}
