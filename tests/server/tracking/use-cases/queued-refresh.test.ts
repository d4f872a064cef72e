import { beforeEach, describe, expect, it } from 'vitest';
import { checkQueuedCycle } from '@server/tracking/use-cases/check-queued-cycle';
import { refreshQueuedItems } from '@server/tracking/use-cases/refresh-queued-items';
import { startQueuedCycle } from '@server/tracking/use-cases/start-queued-cycle';
import { startTracking } from '@server/tracking/use-cases/start-tracking';
import { DAY, type FakeTracking, fakeTracking } from '../../../support/fakes/tracking/fake-tracking';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { successOf } from '../../../support/results';

const OPTIONS = { concurrency: 2, attempts: 3, retryDelaySeconds: 5, finishCheckSeconds: 4 };
const REQUEST = { force: false, intervalMinutes: 1440 };

describe('startQueuedCycle, refreshQueuedItems and checkQueuedCycle (the pg-boss worker)', () => {
  let fake: FakeTracking;
  let ids: string[];
  let finished: number[];
  const options = { ...OPTIONS, afterCycle: async (id: number) => void finished.push(id) };

  beforeEach(async () => {
    fake = fakeTracking();
    finished = [];
    const userId = fake.tables.addUser('owner@example.com');
    ids = ['a', 'b', 'c'].map(spotifyId);
    for (const id of ids) {
      fake.music.set(id, { followers: 1, popularity: 1 });
      await startTracking(fake, { userId, kind: 'artist', spotifyId: id });
    }
    fake.clock.advance(DAY);
  });

  it('opens a cycle, queues one read per due item and a completion check', async () => {
    expect(await successOf(startQueuedCycle(fake, REQUEST))).toBe(true);

    expect(fake.queue.items.map((job) => [job.cycleId, job.item.spotify_id, job.attempt])).toEqual(
      ids.map((id) => [1, id, 0]),
    );
    expect(fake.queue.checks).toEqual([{ check: { cycleId: 1, lastDue: 3, stalls: 0 }, delaySeconds: 0 }]);
  });

  it('drops a request within the interval unless forced, but resumes an open cycle', async () => {
    await successOf(startQueuedCycle(fake, REQUEST));
    const open = fake.queue.take();
    expect(await successOf(startQueuedCycle(fake, REQUEST))).toBe(true);
    expect(fake.queue.take()).toEqual([]);
    await refreshQueuedItems(fake, { ...options, jobs: open });
    await checkQueuedCycle(fake, { ...options, check: { cycleId: 1, lastDue: 3, stalls: 0 } });

    fake.clock.advance(60_000);
    expect(await successOf(startQueuedCycle(fake, REQUEST))).toBe(false);
    expect(await successOf(startQueuedCycle(fake, { ...REQUEST, force: true }))).toBe(true);
    expect(fake.queue.items.map((job) => job.cycleId)).toEqual([2, 2, 2]);
  });

  it('reads the queued items and queues later retries of failed reads until the attempts are spent', async () => {
    const [fine, flaky, broken] = ids as [string, string, string];
    fake.music.failures.set(flaky, 1);
    fake.music.failures.set(broken, 99);
    await successOf(startQueuedCycle(fake, REQUEST));

    await refreshQueuedItems(fake, { ...options, jobs: fake.queue.take() });
    expect(fake.tables.snapshots.filter((row) => row.cycleId === 1)).toHaveLength(1);
    expect(
      fake.queue.retries.map(({ job, delaySeconds }) => [job.item.spotify_id, job.attempt, delaySeconds]),
    ).toEqual([
      [flaky, 1, 5],
      [broken, 1, 5],
    ]);
    await refreshQueuedItems(fake, { ...options, jobs: fake.queue.take() });
    await refreshQueuedItems(fake, { ...options, jobs: fake.queue.take() });

    expect(
      fake.queue.retries.map(({ job, delaySeconds }) => [job.item.spotify_id, job.attempt, delaySeconds]),
    ).toEqual([
      [flaky, 1, 5],
      [broken, 1, 5],
      [broken, 2, 10],
    ]);
    expect(fake.queue.items).toEqual([]);
    expect(fake.music.reads.get(fine)).toBe(2);
    expect(fake.tables.failures.get('1:3')).toMatchObject({ attempts: 3, final: true });
    expect(await fake.cycles.due({ id: 1, startedAt: fake.clock.now() })).toEqual([]);
  });

  it('writes each cycle of a mixed batch under its own cycle', async () => {
    await successOf(startQueuedCycle(fake, REQUEST));
    const first = fake.queue.take();
    await fake.cycles.finish(1, fake.clock.now());
    fake.clock.advance(DAY);
    await successOf(startQueuedCycle(fake, REQUEST));
    await refreshQueuedItems(fake, { ...options, jobs: [first[0]!, ...fake.queue.take()] });
    expect(fake.tables.snapshots.filter((row) => row.cycleId === 1)).toHaveLength(1);
    expect(fake.tables.snapshots.filter((row) => row.cycleId === 2)).toHaveLength(3);
  });

  it('closes the cycle once nothing is due, and runs afterCycle once', async () => {
    await successOf(startQueuedCycle(fake, REQUEST));
    await refreshQueuedItems(fake, { ...options, jobs: fake.queue.take() });

    await checkQueuedCycle(fake, { ...options, check: { cycleId: 1, lastDue: 3, stalls: 0 } });
    await checkQueuedCycle(fake, { ...options, check: { cycleId: 1, lastDue: 0, stalls: 0 } });

    expect(finished).toEqual([1]);
    expect(await fake.cycles.find(1)).toMatchObject({ items: 3, snapshots: 3, failures: 0 });
    expect(fake.queue.checks).toHaveLength(1);
    await checkQueuedCycle(fake, { ...options, check: { cycleId: 99, lastDue: 0, stalls: 0 } });
    expect(fake.queue.checks).toHaveLength(1);
  });

  it('checks again later while items are due, and queues them again after three checks without progress', async () => {
    await successOf(startQueuedCycle(fake, REQUEST));
    fake.queue.take();
    const check = { cycleId: 1, lastDue: 3, stalls: 0 };

    for (let stalls = 1; stalls <= 2; stalls++) {
      await checkQueuedCycle(fake, { ...options, check: { ...check, stalls: stalls - 1 } });
      expect(fake.queue.checks.at(-1)).toEqual({ check: { ...check, stalls }, delaySeconds: 4 });
    }
    expect(fake.queue.enqueued).toHaveLength(1);
    await checkQueuedCycle(fake, { ...options, check: { ...check, stalls: 2 } });
    expect(fake.queue.checks.at(-1)).toEqual({
      check: { ...check, stalls: 0, requeues: 1 },
      delaySeconds: 4,
    });
    expect(fake.queue.enqueued).toEqual([
      { cycleId: 1, itemIds: [1, 2, 3] },
      { cycleId: 1, itemIds: [1, 2, 3] },
    ]);
    // The first round's jobs were taken (done, or lost); the stalled items are queued again as new jobs.
    expect(fake.queue.take().map((job) => [job.item.id, job.round])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);

    const [first] = await fake.cycles.due({ id: 1, startedAt: fake.clock.now() });
    await refreshQueuedItems(fake, { ...options, jobs: [{ cycleId: 1, item: first!, attempt: 0 }] });
    await checkQueuedCycle(fake, { ...options, check: { ...check, stalls: 1, requeues: 1 } });
    expect(fake.queue.checks.at(-1)).toEqual({
      check: { cycleId: 1, lastDue: 2, stalls: 0, requeues: 1 },
      delaySeconds: 4,
    });
    expect(finished).toEqual([]);
  });
});
