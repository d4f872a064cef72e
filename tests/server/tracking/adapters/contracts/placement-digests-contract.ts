import { expect, it } from 'vitest';
import type { PlaylistMember } from '@domain/tracking';
import { spotifyId } from '../../../../support/fakes/tracking/scripted-music';
import { at, reading, type StoreHarness } from './store-harness';

/** What every `PlacementDigests` adapter answers about a user's tracks' and artists' playlist news. */
export function placementDigestsContract(stores: () => StoreHarness): void {
  const artist = spotifyId('artist');
  const song = spotifyId('song');
  const older = spotifyId('older');
  const mix = spotifyId('mix');
  const fresh = spotifyId('fresh');
  const member = (trackId: string, name: string): PlaylistMember => ({
    trackId,
    addedAt: null,
    track: { name, artistIds: [artist] },
  });

  /** The user tracks the song and its artist; the mix swaps an older track of theirs for the song on day 5. */
  async function scene() {
    const { items, snapshots } = stores();
    const owner = await stores().addUser('owner@example.com');
    for (const [kind, id] of [
      ['track', song],
      ['artist', artist],
    ] as const) {
      await items.addTracker(owner, await items.upsert(reading(kind, id), at(1)), at(1));
    }
    const playlist = (id: string, members: PlaylistMember[]) =>
      reading('playlist', id, { name: id === mix ? 'Mix' : 'Fresh', followers: 100, members });
    const mixId = await items.upsert(playlist(mix, []), at(1));
    const freshId = await items.upsert(playlist(fresh, []), at(5));
    await snapshots.write(null, [
      { itemId: mixId, checkedAt: at(1), reading: playlist(mix, [member(older, 'Older')]) },
    ]);
    await snapshots.write(null, [
      { itemId: mixId, checkedAt: at(5), reading: playlist(mix, [member(song, 'Song')]) },
    ]);
    // Its first reading: the song was there before Chartpulse looked, not added under its eyes.
    await snapshots.write(null, [
      { itemId: freshId, checkedAt: at(5), reading: playlist(fresh, [member(song, 'Song')]) },
    ]);
    return owner;
  }

  it('names the playlists a track was seen added to since the given time, not those read for the first time', async () => {
    const owner = await scene();
    const digests = await stores().placementDigests.ofUser(owner, 'track', at(4));
    expect([...digests]).toEqual([
      [
        song,
        { added: [{ playlist_id: mix, playlist_name: 'Mix', track_name: 'Song' }], removed: [], botted: [] },
      ],
    ]);
  });

  it("names an artist's tracks added and removed, by playlist", async () => {
    const owner = await scene();
    const digests = await stores().placementDigests.ofUser(owner, 'artist', at(4));
    expect(digests.get(artist)).toEqual({
      added: [{ playlist_id: mix, playlist_name: 'Mix', track_name: 'Song' }],
      removed: [{ playlist_id: mix, playlist_name: 'Mix', track_name: 'Older' }],
      botted: [],
    });
  });

  it('leaves out items with no news since the given time', async () => {
    const owner = await scene();
    expect((await stores().placementDigests.ofUser(owner, 'track', at(6))).size).toBe(0);
    expect((await stores().placementDigests.ofUser(owner, 'artist', at(6))).size).toBe(0);
  });

  it('reads only the items asked for, with the same news as a whole read', async () => {
    const owner = await scene();
    const { items, placementDigests } = stores();
    const other = spotifyId('other');
    await items.addTracker(owner, await items.upsert(reading('track', other), at(1)), at(1));
    const whole = await placementDigests.ofUser(owner, 'track', at(4));
    expect([...(await placementDigests.ofUser(owner, 'track', at(4), [song]))]).toEqual([...whole]);
    expect((await placementDigests.ofUser(owner, 'track', at(4), [other])).size).toBe(0);
    expect((await placementDigests.ofUser(owner, 'artist', at(4), [artist])).get(artist)).toEqual(
      (await placementDigests.ofUser(owner, 'artist', at(4))).get(artist),
    );
    // Another user's item is not the user's to read.
    const stranger = await stores().addUser('stranger@example.com');
    expect((await placementDigests.ofUser(stranger, 'track', at(4), [song])).size).toBe(0);
  });
}
