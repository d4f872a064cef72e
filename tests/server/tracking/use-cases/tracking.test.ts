import { beforeEach, describe, expect, it } from 'vitest';
import { isTracking } from '@server/tracking/use-cases/is-tracking';
import { startTracking } from '@server/tracking/use-cases/start-tracking';
import { stopTracking } from '@server/tracking/use-cases/stop-tracking';
import { type FakeTracking, fakeTracking } from '../../../support/fakes/tracking/fake-tracking';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { successOf } from '../../../support/results';

describe('startTracking', () => {
  let fake: FakeTracking;
  let userId: number;
  const artist = spotifyId('artist');

  beforeEach(() => {
    fake = fakeTracking();
    userId = fake.tables.addUser('owner@example.com');
    fake.music.set(artist, { name: 'Band', followers: 1000, popularity: 40 });
  });

  it("shares the item, takes a snapshot and drops the item's cached answers (and everyone's lists)", async () => {
    const result = await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });

    expect(result).toEqual({ ok: true, value: { name: 'Band', started: true } });
    expect(await fake.items.isTracking(userId, 'artist', artist)).toBe(true);
    expect(await fake.history.artist(artist)).toEqual([
      { checked_at: '2026-03-01T06:00:00.000Z', popularity: 40, followers: 1000 },
    ]);
    expect(fake.historyCache.itemInvalidations).toEqual([`artist:${artist}`]);
    expect(fake.historyCache.invalidations).toBe(0);
  });

  it('changes nothing when the user already tracks the item', async () => {
    await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });
    fake.music.set(artist, { followers: 2000 });
    const again = await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });

    expect(again).toEqual({ ok: true, value: { name: 'Band', started: false } });
    expect(fake.tables.snapshots).toHaveLength(1);
    expect(fake.historyCache.itemInvalidations).toHaveLength(1);
    expect(fake.historyCache.userInvalidations).toEqual([]);
  });

  it("reuses another tracker's reading under an hour old, and reads again after that", async () => {
    const second = fake.tables.addUser('second@example.com');
    const third = fake.tables.addUser('third@example.com');
    await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });
    fake.clock.advance(59 * 60_000);
    await startTracking(fake, { userId: second, kind: 'artist', spotifyId: artist });
    expect(fake.tables.snapshots).toHaveLength(1);
    // No snapshot: only the second user's lists changed; everyone's history answers stay.
    expect(fake.historyCache.itemInvalidations).toHaveLength(1);
    expect(fake.historyCache.userInvalidations).toEqual([second]);
    fake.clock.advance(2 * 60_000);
    await startTracking(fake, { userId: third, kind: 'artist', spotifyId: artist });
    expect(fake.tables.snapshots).toHaveLength(2);
    expect(fake.historyCache.itemInvalidations).toHaveLength(2);
    expect(fake.tables.trackers.size).toBe(3);
  });

  it("drops the item's answers and the users' lists when a start renames it, though no snapshot is taken", async () => {
    const second = fake.tables.addUser('second@example.com');
    await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });
    fake.music.set(artist, { name: 'Band (renamed)' });
    await startTracking(fake, { userId: second, kind: 'artist', spotifyId: artist });
    expect(fake.tables.snapshots).toHaveLength(1);
    expect(fake.historyCache.itemInvalidations).toEqual([`artist:${artist}`, `artist:${artist}`]);
    expect(fake.historyCache.userInvalidations).toEqual([]);
  });

  it("drops every cached answer for a playlist's first snapshot (its stays feed other items' placements)", async () => {
    const playlist = spotifyId('playlist');
    fake.music.set(playlist, { name: 'Mix', followers: 10 });
    await startTracking(fake, { userId, kind: 'playlist', spotifyId: playlist });
    expect(fake.historyCache.invalidations).toBe(1);
    expect(fake.historyCache.itemInvalidations).toEqual([]);
  });

  it('answers why the music service gave no item, and records nothing', async () => {
    expect(await startTracking(fake, { userId, kind: 'track', spotifyId: spotifyId('missing') })).toEqual({
      ok: false,
      error: 'not_found',
    });
    fake.music.beforeRead = async () => {
      throw new (await import('@domain/catalog')).MusicServiceError('forbidden', 'no');
    };
    expect(await startTracking(fake, { userId, kind: 'artist', spotifyId: artist })).toEqual({
      ok: false,
      error: 'not_available',
    });
    fake.music.beforeRead = async () => undefined;
    fake.music.failures.set(artist, 1);
    expect(await startTracking(fake, { userId, kind: 'artist', spotifyId: artist })).toEqual({
      ok: false,
      error: 'service_unavailable',
    });
    expect(fake.tables.items).toEqual([]);
    expect(fake.historyCache.invalidations).toBe(0);
    expect(fake.historyCache.itemInvalidations).toEqual([]);
  });

  it('lets an unexpected error through', async () => {
    fake.music.beforeRead = async () => {
      throw new TypeError('bug');
    };
    await expect(startTracking(fake, { userId, kind: 'artist', spotifyId: artist })).rejects.toThrow('bug');
  });
});

describe('stopTracking and isTracking', () => {
  let fake: FakeTracking;
  let owner: number;
  let other: number;
  const track = spotifyId('track');

  beforeEach(async () => {
    fake = fakeTracking();
    owner = fake.tables.addUser('owner@example.com');
    other = fake.tables.addUser('other@example.com');
    fake.music.set(track, { popularity: 50 });
    await startTracking(fake, { userId: owner, kind: 'track', spotifyId: track });
    await startTracking(fake, { userId: other, kind: 'track', spotifyId: track });
  });

  it("ends only this user's tracking and drops only their cached lists; the history stays", async () => {
    const invalidations = fake.historyCache.invalidations;
    expect(await stopTracking(fake, { userId: owner, kind: 'track', spotifyId: track })).toEqual({
      ok: true,
      value: undefined,
    });

    expect(await successOf(isTracking(fake, { userId: owner, kind: 'track', spotifyId: track }))).toBe(false);
    expect(await successOf(isTracking(fake, { userId: other, kind: 'track', spotifyId: track }))).toBe(true);
    expect(await fake.history.trackPopularity(track)).toHaveLength(1);
    expect(fake.historyCache.invalidations).toBe(invalidations);
    expect(fake.historyCache.userInvalidations.at(-1)).toBe(owner);
  });

  it('fails with not_tracking for an item the user does not track, or nobody knows', async () => {
    const stranger = fake.tables.addUser('stranger@example.com');
    expect(await stopTracking(fake, { userId: stranger, kind: 'track', spotifyId: track })).toEqual({
      ok: false,
      error: 'not_tracking',
    });
    expect(await stopTracking(fake, { userId: owner, kind: 'artist', spotifyId: track })).toEqual({
      ok: false,
      error: 'not_tracking',
    });
    expect(await successOf(isTracking(fake, { userId: owner, kind: 'track', spotifyId: track }))).toBe(true);
  });

  it('tells kinds apart', async () => {
    expect(await successOf(isTracking(fake, { userId: owner, kind: 'artist', spotifyId: track }))).toBe(
      false,
    );
  });
});
