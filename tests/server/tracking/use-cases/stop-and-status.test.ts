import { beforeEach, describe, expect, it } from 'vitest';
import { isTracking } from '../../../../server/tracking/use-cases/is-tracking';
import { startTracking } from '../../../../server/tracking/use-cases/start-tracking';
import { stopTracking } from '../../../../server/tracking/use-cases/stop-tracking';
import { type FakeTracking, fakeTracking } from '../fakes/fake-tracking';
import { spotifyId } from '../support/scripted-music';

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
    await startTracking(fake, owner, 'track', track);
    await startTracking(fake, other, 'track', track);
  });

  it("ends only this user's tracking and baseline; the history stays", async () => {
    expect(await stopTracking(fake, owner, 'track', track)).toEqual({ ok: true, value: undefined });

    expect(await isTracking(fake, owner, 'track', track)).toBe(false);
    expect(await isTracking(fake, other, 'track', track)).toBe(true);
    expect([...fake.tables.baselines.keys()]).toEqual([`${other}:1`]);
    expect(await fake.history.trackPopularity(track)).toHaveLength(1);
  });

  it('fails with not_tracking for an item the user does not track, or nobody knows', async () => {
    const stranger = fake.tables.addUser('stranger@example.com');
    expect(await stopTracking(fake, stranger, 'track', track)).toEqual({ ok: false, error: 'not_tracking' });
    expect(await stopTracking(fake, owner, 'artist', track)).toEqual({ ok: false, error: 'not_tracking' });
    expect(await isTracking(fake, owner, 'track', track)).toBe(true);
  });

  it('tells kinds apart', async () => {
    expect(await isTracking(fake, owner, 'artist', track)).toBe(false);
  });
});
