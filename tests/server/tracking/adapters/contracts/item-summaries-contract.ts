import { expect, it } from 'vitest';
import { spotifyId } from '../../../../support/fakes/tracking/scripted-music';
import { at, reading, type StoreHarness } from './store-harness';

/** What every `ItemSummaries` adapter answers, whatever the snapshot writes that fed it. */
export function itemSummariesContract(stores: () => StoreHarness): void {
  const artist = spotifyId('artist');
  const track = spotifyId('track');
  const playlist = spotifyId('playlist');

  /** Tracks `kind`/`id` for a new user and writes one snapshot per `[day, followers, popularity]` (day 2.5: 18:00). */
  async function history(
    kind: 'artist' | 'track' | 'playlist',
    id: string,
    points: ReadonlyArray<readonly [number, number | null, number | null]>,
  ) {
    const { items, snapshots } = stores();
    const owner = await stores().addUser(`${kind}@example.com`);
    const itemId = await items.upsert(reading(kind, id), at(1));
    await items.addTracker(owner, itemId, at(1));
    for (const [day, followers, popularity] of points) {
      const values = reading(kind, id, { followers, popularity, trackCount: kind === 'playlist' ? 9 : null });
      const checkedAt = at(Math.floor(day), 6 + (day % 1) * 24);
      await snapshots.write(null, [{ itemId, checkedAt, reading: values }]);
    }
    return { owner, itemId };
  }

  it('gives the latest reading, the change since the check before and the 7- and 30-day baselines', async () => {
    // Days 1..31 of March, one reading a day; day 20 has no follower count.
    const points = Array.from({ length: 31 }, (_, index) => {
      const day = index + 1;
      return [day, day === 20 ? null : 1000 + day * 10, 40 + (day % 5)] as const;
    });
    const { owner, itemId } = await history('artist', artist, points);

    const [summary] = await stores().summaries.ofUser(owner, 'artist');
    expect(summary).toEqual({
      id: itemId,
      spotifyId: artist,
      name: `artist ${artist.slice(0, 4)}`,
      extra: {},
      trackedAt: at(1),
      checkedAt: at(31),
      followers: 1310,
      popularity: 41,
      trackCount: null,
      followersChange: 10,
      popularityChange: 1,
      // Day 24 is exactly 7 days before day 31; day 1 is 30 days before.
      followers7d: 1240,
      followers30d: 1010,
      popularity7d: 44,
      popularity30d: 41,
      // Days 2..31 (30 days), day 20 left out for want of a count.
      sparkline: points.filter(([day, followers]) => day >= 2 && followers !== null).map(([, f]) => f),
      verdict: null,
      confidence: null,
    });
  });

  it('leaves a window null when no reading is that old, and skips readings without the value', async () => {
    const { owner } = await history('track', track, [
      [20, null, 50],
      [25, null, null],
      [26, null, 53],
    ]);
    const [summary] = await stores().summaries.ofUser(owner, 'track');
    expect(summary).toMatchObject({
      popularity: 53,
      popularityChange: 3,
      popularity7d: null,
      popularity30d: null,
      followers7d: null,
      followersChange: null,
      sparkline: [50, 53],
    });
  });

  it('keeps the last value of each day and the playlists’ verdicts', async () => {
    const { owner } = await history('playlist', playlist, [
      [1, 100, null],
      [2, 110, null],
      [2.5, 115, null],
    ]);
    // Two readings on day 2, at 6:00 and 18:00: the day's value is the later one.
    const [summary] = await stores().summaries.ofUser(owner, 'playlist');
    expect(summary).toMatchObject({
      followers: 115,
      trackCount: 9,
      followersChange: 5,
      sparkline: [100, 115],
      verdict: 'insufficient_data',
    });
  });

  it('lists items tracked before their first snapshot with empty figures', async () => {
    const { items } = stores();
    const owner = await stores().addUser('empty@example.com');
    const itemId = await items.upsert(reading('playlist', playlist), at(1));
    await items.addTracker(owner, itemId, at(1));
    expect(await stores().summaries.ofUser(owner, 'playlist')).toMatchObject([
      { id: itemId, checkedAt: null, followers: null, followers7d: null, sparkline: [], verdict: null },
    ]);
    expect(await stores().summaries.ofUser(owner, 'artist')).toEqual([]);
  });
}
