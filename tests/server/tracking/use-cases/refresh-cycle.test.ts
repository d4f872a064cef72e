import { beforeEach, describe, expect, it } from 'vitest';
import { MusicServiceError } from '@domain/catalog';
import type { DueItem } from '@server/tracking/ports';
import { isCycleDue } from '@server/tracking/use-cases/is-cycle-due';
import { readItem } from '@server/tracking/read-item';
import { refreshItems } from '@server/tracking/refresh-items';
import { type RunRefreshCycleOptions, runRefreshCycle } from '@server/tracking/use-cases/run-refresh-cycle';
import { startTracking } from '@server/tracking/use-cases/start-tracking';
import { DAY, type FakeTracking, fakeTracking } from '../../../support/fakes/tracking/fake-tracking';
import { ScriptedMusicService, spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { failureOf, successOf } from '../../../support/results';

describe('readItem', () => {
  const music = new ScriptedMusicService();
  const id = spotifyId('item');

  it('reads an artist, a track (with its artists) and a playlist (with its contents)', async () => {
    const members = [
      { trackId: 't1', addedAt: '2026-01-01T00:00:00Z' },
      { trackId: '', addedAt: null },
      { trackId: 't2', addedAt: null },
    ];
    music.set(id, { name: 'Thing', followers: 7, popularity: 30, members });

    expect(await successOf(readItem(music, 'artist', id))).toEqual({
      kind: 'artist',
      spotifyId: id,
      name: 'Thing',
      extra: {},
      followers: 7,
      popularity: 30,
      trackCount: null,
      snapshotId: null,
      members: null,
    });
    expect(await successOf(readItem(music, 'track', id))).toMatchObject({
      kind: 'track',
      extra: { artist_names: 'First Artist, Second Artist' },
      followers: null,
      popularity: 30,
    });
    expect(await successOf(readItem(music, 'playlist', id))).toMatchObject({
      kind: 'playlist',
      followers: 7,
      popularity: null,
      trackCount: 3,
      snapshotId: expect.any(String),
      // Local files and removed tracks have no track id: they are not members.
      members: [
        { trackId: 't1', addedAt: '2026-01-01T00:00:00Z' },
        { trackId: 't2', addedAt: null },
      ],
    });
  });

  it('keeps withheld values null and rejects with the service error', async () => {
    music.set(id, { followers: null, popularity: null, members: null });
    expect(await successOf(readItem(music, 'playlist', id))).toMatchObject({
      followers: null,
      trackCount: null,
      members: null,
    });
    expect(await failureOf(readItem(music, 'artist', spotifyId('unknown')))).toBeInstanceOf(
      MusicServiceError,
    );
  });
});

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

const FAST: RunRefreshCycleOptions = { concurrency: 2, writeBatchSize: 3, attempts: 3, retryDelayMs: 0 };

describe('runRefreshCycle', () => {
  let fake: FakeTracking;
  let userId: number;

  async function track(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, (_, index) => spotifyId(`artist${index}`));
    for (const id of ids) {
      fake.music.set(id, { followers: 10, popularity: 1 });
      await startTracking(fake, { userId, kind: 'artist', spotifyId: id });
    }
    return ids;
  }

  beforeEach(() => {
    fake = fakeTracking();
    userId = fake.tables.addUser('owner@example.com');
  });

  it('reads each tracked item once, closes the cycle and runs afterCycle once', async () => {
    await track(5);
    fake.clock.advance(DAY);
    const after: number[] = [];

    const run = await successOf(
      runRefreshCycle(fake, { ...FAST, afterCycle: async (id) => void after.push(id) }),
    );

    expect(run).toEqual({ cycleId: 1, completed: true, items: 5, snapshots: 5, failures: 0 });
    expect(after).toEqual([1]);
    expect(await fake.cycles.find(1)).toMatchObject({ finishedAt: fake.clock.now(), items: 5, snapshots: 5 });
    expect(fake.music.totalReads()).toBe(10);
  });

  it('skips items nobody tracks any more and items added after the cycle started', async () => {
    const [gone] = await track(2);
    await fake.items.removeTracker(userId, 'artist', gone!);
    fake.clock.advance(DAY);
    const run = await successOf(runRefreshCycle(fake, FAST));
    expect(run).toMatchObject({ items: 1, snapshots: 1 });
  });

  it('retries failed reads, gives up after the attempts and reads them again next cycle', async () => {
    const [flaky, broken, missing] = await track(3);
    fake.music.failures.set(flaky!, 1);
    fake.music.failures.set(broken!, 99);
    fake.music.items.delete(missing!);
    fake.clock.advance(DAY);

    const run = await successOf(runRefreshCycle(fake, FAST));

    expect(run).toMatchObject({ completed: true, items: 3, snapshots: 1, failures: 2 });
    expect(fake.music.reads.get(broken!)).toBe(1 + FAST.attempts);
    // Read when tracking started, then once: a missing item is not retried within the cycle.
    expect(fake.music.reads.get(missing!)).toBe(2);
    expect(fake.tables.failures.get(`1:2`)).toEqual({
      attempts: 3,
      lastError: 'unavailable: The music service is down',
      final: true,
    });
    fake.music.failures.delete(broken!);
    fake.clock.advance(DAY);
    expect(await successOf(runRefreshCycle(fake, FAST))).toMatchObject({
      cycleId: 2,
      snapshots: 2,
      failures: 1,
    });
  });

  it('leaves an interrupted cycle open and finishes it on the next run without reading twice', async () => {
    const ids = await track(8);
    fake.clock.advance(DAY);
    const crash = new AbortController();
    let reads = 0;
    fake.music.beforeRead = async () => {
      if (++reads === 5) crash.abort();
    };
    const after: number[] = [];
    const afterCycle = async (id: number) => void after.push(id);

    const killed = await successOf(runRefreshCycle(fake, { ...FAST, signal: crash.signal, afterCycle }));
    expect(killed).toMatchObject({ cycleId: 1, completed: false });
    expect(await fake.cycles.hasUnfinished()).toBe(true);
    const written = fake.tables.snapshots.filter((row) => row.cycleId === 1).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(ids.length);
    expect(after).toEqual([]);

    fake.music.beforeRead = async () => undefined;
    const rerun = await successOf(runRefreshCycle(fake, { ...FAST, afterCycle }));
    expect(rerun).toMatchObject({ cycleId: 1, completed: true, snapshots: ids.length - written });
    expect(fake.tables.snapshots.filter((row) => row.cycleId === 1)).toHaveLength(ids.length);
    expect(after).toEqual([1]);
  });
});

describe('isCycleDue', () => {
  it('is due when none ran, an interval after the last start, or to resume an open cycle', async () => {
    const fake = fakeTracking();
    const start = fake.clock.now();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    expect(
      await successOf(isCycleDue(fake, { now: start, intervalMinutes: 60, resumeUnfinished: false })),
    ).toBe(true);

    const cycle = await fake.cycles.open(start);
    expect(
      await successOf(isCycleDue(fake, { now: at(59), intervalMinutes: 60, resumeUnfinished: false })),
    ).toBe(false);
    expect(
      await successOf(isCycleDue(fake, { now: at(59), intervalMinutes: 60, resumeUnfinished: true })),
    ).toBe(true);
    expect(
      await successOf(isCycleDue(fake, { now: at(60), intervalMinutes: 60, resumeUnfinished: false })),
    ).toBe(true);

    await fake.cycles.finish(cycle.id, at(5));
    expect(
      await successOf(isCycleDue(fake, { now: at(59), intervalMinutes: 60, resumeUnfinished: true })),
    ).toBe(false);
    expect(
      await successOf(isCycleDue(fake, { now: at(61), intervalMinutes: 60, resumeUnfinished: true })),
    ).toBe(true);
  });
});
