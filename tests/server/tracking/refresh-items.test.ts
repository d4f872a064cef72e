import { describe, expect, it } from 'vitest';
import { MusicServiceError } from '@domain/catalog';
import type { DueItem } from '@server/tracking/ports';
import { refreshItems } from '@server/tracking/refresh-items';
import { fakeTracking } from '../../support/fakes/tracking/fake-tracking';
import { spotifyId } from '../../support/fakes/tracking/scripted-music';

const due = (count: number): DueItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    kind: 'artist',
    spotify_id: spotifyId(`a${index}`),
    name: `a${index}`,
    extra: {},
  }));

describe('refreshItems', () => {
  it('reads every item at bounded concurrency and writes the readings in batches', async () => {
    const fake = fakeTracking();
    const items = due(10);
    for (const item of items) {
      fake.music.set(item.spotify_id, { followers: item.id, popularity: 1 });
      await fake.items.upsert(fakeReading(item), fake.clock.now());
    }
    let inFlight = 0;
    let most = 0;
    fake.music.beforeRead = async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
    };
    const batches: number[] = [];
    const snapshots = {
      write: async (cycleId: number | null, readings: readonly unknown[]) => {
        batches.push(readings.length);
        return fake.snapshots.write(cycleId, readings as never);
      },
      hasSnapshotAfter: fake.snapshots.hasSnapshotAfter.bind(fake.snapshots),
    };

    const { id } = await fake.cycles.open(fake.clock.now());
    const outcome = await refreshItems({ ...fake, snapshots }, id, items, {
      concurrency: 3,
      writeBatchSize: 4,
    });

    expect(outcome).toEqual({ written: 10, failures: [] });
    expect(most).toBe(3);
    expect(batches).toEqual([4, 4, 2]);
    expect(fake.tables.snapshots.every((row) => row.cycleId === id)).toBe(true);
  });

  it('returns failed reads instead of throwing, and counts only snapshots written now', async () => {
    const fake = fakeTracking();
    const items = due(3);
    for (const item of items) await fake.items.upsert(fakeReading(item), fake.clock.now());
    fake.music.set(items[0]!.spotify_id, { followers: 1 });
    fake.music.set(items[2]!.spotify_id, { followers: 3 });
    await fake.cycles.open(fake.clock.now());
    await refreshItems(fake, 1, [items[0]!], { concurrency: 1, writeBatchSize: 10 });

    const outcome = await refreshItems(fake, 1, items, { concurrency: 2, writeBatchSize: 10 });

    expect(outcome.written).toBe(1);
    expect(outcome.failures.map((failure) => failure.item.id)).toEqual([2]);
    expect(outcome.failures[0]!.error).toBeInstanceOf(MusicServiceError);
  });

  it('fails every item of a batch whose write failed, so each is retried, and writes the other batches', async () => {
    const fake = fakeTracking();
    const items = due(6);
    for (const item of items) {
      fake.music.set(item.spotify_id, { followers: item.id });
      await fake.items.upsert(fakeReading(item), fake.clock.now());
    }
    const deadlock = new Error('deadlock detected');
    let writes = 0;
    const snapshots = {
      write: async (cycleId: number | null, readings: readonly unknown[]) => {
        if (++writes === 2) throw deadlock;
        return fake.snapshots.write(cycleId, readings as never);
      },
      hasSnapshotAfter: fake.snapshots.hasSnapshotAfter.bind(fake.snapshots),
    };
    const { id } = await fake.cycles.open(fake.clock.now());

    const outcome = await refreshItems({ ...fake, snapshots }, id, items, {
      concurrency: 1,
      writeBatchSize: 2,
    });

    expect(outcome.written).toBe(4);
    expect(outcome.failures.map((failure) => failure.item.id)).toEqual([3, 4]);
    expect(outcome.failures.every((failure) => failure.error === deadlock)).toBe(true);
    expect(fake.tables.snapshots.map((row) => row.itemId).sort()).toEqual([1, 2, 5, 6]);
  });

  it('stops taking items when aborted and drops what it has not written', async () => {
    const fake = fakeTracking();
    const items = due(6);
    for (const item of items) {
      fake.music.set(item.spotify_id, { followers: 1 });
      await fake.items.upsert(fakeReading(item), fake.clock.now());
    }
    await fake.cycles.open(fake.clock.now());
    const crash = new AbortController();
    let reads = 0;
    fake.music.beforeRead = async () => {
      if (++reads === 3) crash.abort();
    };
    const outcome = await refreshItems(fake, 1, items, {
      concurrency: 1,
      writeBatchSize: 2,
      signal: crash.signal,
    });
    expect(outcome.written).toBe(2);
    expect(fake.tables.snapshots).toHaveLength(2);
    expect(reads).toBe(3);
  });
});

function fakeReading(item: DueItem) {
  return {
    kind: item.kind,
    spotifyId: item.spotify_id,
    name: item.name,
    extra: {},
    followers: null,
    popularity: null,
    trackCount: null,
    snapshotId: null,
    members: null,
  };
}
