import { beforeEach, describe, expect, it } from 'vitest';
import { isCycleDue } from '@server/tracking/use-cases/is-cycle-due';
import { type RunRefreshCycleOptions, runRefreshCycle } from '@server/tracking/use-cases/run-refresh-cycle';
import { startTracking } from '@server/tracking/use-cases/start-tracking';
import { DAY, type FakeTracking, fakeTracking } from '../../../support/fakes/tracking/fake-tracking';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { successOf } from '../../../support/results';

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
