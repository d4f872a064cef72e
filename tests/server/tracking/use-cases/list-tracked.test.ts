import { beforeEach, describe, expect, it } from 'vitest';
import { listTrackedArtists } from '@server/tracking/use-cases/list-tracked-artists';
import { listTrackedPlaylists } from '@server/tracking/use-cases/list-tracked-playlists';
import { listTrackedTracks } from '@server/tracking/use-cases/list-tracked-tracks';
import { readItem } from '@server/tracking/read-item';
import { startTracking } from '@server/tracking/use-cases/start-tracking';
import { DAY, type FakeTracking, fakeTracking } from '../../../support/fakes/tracking/fake-tracking';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { successOf } from '../../../support/results';
import { NO_PLACEMENT_NEWS } from '@domain/tracking';

const NO_WINDOWS = {
  followers_change_7d: null,
  followers_change_7d_percent: null,
  followers_change_30d: null,
  followers_change_30d_percent: null,
};

describe('listTrackedPlaylists, listTrackedTracks and listTrackedArtists', () => {
  let fake: FakeTracking;
  let userId: number;
  const [first, second, track, playlist] = ['a1', 'a2', 't1', 'p1'].map(spotifyId) as [
    string,
    string,
    string,
    string,
  ];

  beforeEach(() => {
    fake = fakeTracking();
    userId = fake.tables.addUser('owner@example.com');
    fake.music.set(first, { name: 'First', popularity: 10, followers: 5 });
    fake.music.set(second, { name: 'Second', popularity: null, followers: null });
    fake.music.set(track, { name: 'Song', popularity: 70 });
    fake.music.set(playlist, { name: 'Mix', followers: 12, members: [{ trackId: track, addedAt: null }] });
  });

  it("shows each of the user's items with its latest reading, oldest tracking first", async () => {
    await startTracking(fake, { userId, kind: 'artist', spotifyId: first });
    fake.clock.advance(1000);
    await startTracking(fake, { userId, kind: 'artist', spotifyId: second });
    await startTracking(fake, { userId, kind: 'track', spotifyId: track });
    await startTracking(fake, { userId, kind: 'playlist', spotifyId: playlist });
    fake.clock.advance(1000);
    fake.music.set(first, { popularity: 11 });
    const reading = await successOf(readItem(fake.music, 'artist', first));
    const cycle = await fake.cycles.open(fake.clock.now());
    await fake.snapshots.write(cycle.id, [{ itemId: 1, checkedAt: fake.clock.now(), reading }]);

    expect(await successOf(listTrackedArtists(fake, { userId }))).toEqual([
      {
        id: 1,
        spotify_artist_id: first,
        artist_name: 'First',
        popularity: 11,
        followers: 5,
        last_checked: '2026-03-01T06:00:02.000Z',
        followers_change: 0,
        popularity_change: 1,
        ...NO_WINDOWS,
        popularity_change_7d: null,
        popularity_change_30d: null,
        sparkline: [5],
        placements: NO_PLACEMENT_NEWS,
      },
      {
        id: 2,
        spotify_artist_id: second,
        artist_name: 'Second',
        popularity: null,
        followers: null,
        last_checked: '2026-03-01T06:00:01.000Z',
        followers_change: null,
        popularity_change: null,
        ...NO_WINDOWS,
        popularity_change_7d: null,
        popularity_change_30d: null,
        sparkline: [],
        placements: NO_PLACEMENT_NEWS,
      },
    ]);
    expect(await successOf(listTrackedTracks(fake, { userId }))).toEqual([
      {
        id: 3,
        spotify_track_id: track,
        track_name: 'Song',
        artist_names: 'First Artist, Second Artist',
        popularity: 70,
        last_checked: '2026-03-01T06:00:01.000Z',
        popularity_change: null,
        popularity_change_7d: null,
        popularity_change_30d: null,
        sparkline: [70],
        placements: NO_PLACEMENT_NEWS,
      },
    ]);
    expect(await successOf(listTrackedPlaylists(fake, { userId }))).toEqual([
      {
        id: 4,
        spotify_playlist_id: playlist,
        playlist_name: 'Mix',
        followers: 12,
        number_of_tracks: 1,
        last_checked: '2026-03-01T06:00:01.000Z',
        followers_change: null,
        ...NO_WINDOWS,
        sparkline: [12],
        verdict: 'insufficient_data',
        confidence: 'high',
      },
    ]);
  });

  it('names the playlists a track joined or left in the last day, and forgets them a day on', async () => {
    await startTracking(fake, { userId, kind: 'track', spotifyId: track });
    fake.music.set(playlist, { members: [] });
    await startTracking(fake, { userId, kind: 'playlist', spotifyId: playlist });
    fake.clock.advance(DAY);
    fake.music.set(playlist, { members: [{ trackId: track, addedAt: null }] });
    const reading = await successOf(readItem(fake.music, 'playlist', playlist));
    await fake.snapshots.write(null, [{ itemId: 2, checkedAt: fake.clock.now(), reading }]);

    const [row] = await successOf(listTrackedTracks(fake, { userId }));
    expect(row!.placements).toEqual({
      added: [{ playlist_id: playlist, playlist_name: 'Mix', track_name: null }],
      removed: [],
      botted: [],
    });
    fake.clock.advance(DAY + 1);
    const [later] = await successOf(listTrackedTracks(fake, { userId }));
    expect(later!.placements).toEqual(NO_PLACEMENT_NEWS);
  });

  it('shows nulls before the first snapshot, and nothing of other users', async () => {
    const now = fake.clock.now();
    const itemId = await fake.items.upsert(await successOf(readItem(fake.music, 'playlist', playlist)), now);
    await fake.items.addTracker(userId, itemId, now);

    expect(await successOf(listTrackedPlaylists(fake, { userId }))).toEqual([
      {
        id: itemId,
        spotify_playlist_id: playlist,
        playlist_name: 'Mix',
        followers: null,
        number_of_tracks: null,
        last_checked: null,
        followers_change: null,
        ...NO_WINDOWS,
        sparkline: [],
        verdict: 'insufficient_data',
        confidence: null,
      },
    ]);
    expect(await successOf(listTrackedArtists(fake, { userId }))).toEqual([]);
    expect(
      await successOf(listTrackedPlaylists(fake, { userId: fake.tables.addUser('other@example.com') })),
    ).toEqual([]);
  });

  it('gives what moved since the check before (skipping readings without the value) and the verdict', async () => {
    await startTracking(fake, { userId, kind: 'playlist', spotifyId: playlist });
    const [row] = await fake.items.latestOfUser(userId, 'playlist');
    for (const followers of [14, 16, 18, 20, null, 22, 25, 27]) {
      fake.clock.advance(DAY);
      fake.music.set(playlist, { followers });
      const reading = await successOf(readItem(fake.music, 'playlist', playlist));
      await fake.snapshots.write(null, [{ itemId: row!.id, checkedAt: fake.clock.now(), reading }]);
    }
    const [listed] = await successOf(listTrackedPlaylists(fake, { userId }));
    expect(listed).toMatchObject({ followers_change: 2, verdict: 'clean' });
  });

  it('gives each window its change and percent against the reading that old, null where none is', async () => {
    await startTracking(fake, { userId, kind: 'artist', spotifyId: first });
    const [item] = await fake.summaries.ofUser(userId, 'artist');
    // 40 daily readings after the first: followers 5 + 10 a day, popularity 10 + day % 3.
    for (let day = 1; day <= 40; day++) {
      fake.clock.advance(DAY);
      fake.music.set(first, { followers: 5 + day * 10, popularity: 10 + (day % 3) });
      const reading = await successOf(readItem(fake.music, 'artist', first));
      await fake.snapshots.write(null, [{ itemId: item!.id, checkedAt: fake.clock.now(), reading }]);
    }
    const [row] = await successOf(listTrackedArtists(fake, { userId }));
    expect(row).toMatchObject({
      followers: 405,
      followers_change: 10,
      followers_change_7d: 70,
      followers_change_7d_percent: (70 / 335) * 100,
      followers_change_30d: 300,
      followers_change_30d_percent: (300 / 105) * 100,
      popularity: 11,
      popularity_change_7d: 11 - (10 + (33 % 3)),
      popularity_change_30d: 11 - (10 + (10 % 3)),
    });
    expect(row!.sparkline).toHaveLength(30);
    expect(row!.sparkline!.at(-1)).toBe(405);
    expect(row!.sparkline!.at(0)).toBe(5 + 11 * 10);
  });
});
