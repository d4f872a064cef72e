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

  it('shares the item and takes a snapshot, answering it as the history shows it', async () => {
    const result = await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });

    const reading = {
      checked_at: '2026-03-01T06:00:00.000Z',
      followers: 1000,
      popularity: 40,
      track_count: null,
    };
    expect(result).toEqual({ ok: true, value: { started: true, reading } });
    expect(await fake.items.isTracking(userId, 'artist', artist)).toBe(true);
    expect(await fake.history.artist(artist)).toEqual([
      { checked_at: '2026-03-01T06:00:00.000Z', popularity: 40, followers: 1000 },
    ]);
  });

  it('changes nothing when the user already tracks the item', async () => {
    await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });
    fake.music.set(artist, { followers: 2000 });
    const again = await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });

    expect(again).toEqual({ ok: true, value: { started: false, reading: null } });
    expect(fake.tables.snapshots).toHaveLength(1);
  });

  it("reuses another tracker's reading under an hour old, and reads again after that", async () => {
    const second = fake.tables.addUser('second@example.com');
    const third = fake.tables.addUser('third@example.com');
    await startTracking(fake, { userId, kind: 'artist', spotifyId: artist });
    fake.clock.advance(59 * 60_000);
    const reused = await startTracking(fake, { userId: second, kind: 'artist', spotifyId: artist });
    expect(reused).toEqual({ ok: true, value: { started: true, reading: null } });
    expect(fake.tables.snapshots).toHaveLength(1);
    fake.clock.advance(2 * 60_000);
    await startTracking(fake, { userId: third, kind: 'artist', spotifyId: artist });
    expect(fake.tables.snapshots).toHaveLength(2);
    expect(fake.tables.trackers.size).toBe(3);
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

  it("ends only this user's tracking; the history stays", async () => {
    expect(await stopTracking(fake, { userId: owner, kind: 'track', spotifyId: track })).toEqual({
      ok: true,
      value: undefined,
    });

    expect(await successOf(isTracking(fake, { userId: owner, kind: 'track', spotifyId: track }))).toBe(false);
    expect(await successOf(isTracking(fake, { userId: other, kind: 'track', spotifyId: track }))).toBe(true);
    expect(await fake.history.trackPopularity(track)).toHaveLength(1);
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
