import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossRetryScheduler } from '@server/alerts/adapters/pg-boss-retry-scheduler';
import type { Logger } from '@server/platform/logger';
import { createScratchDatabase, postgresAvailable } from '../../support/postgres';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** An attempt that answers only when the test lets it (a receiver trickling to its deadline). */
function heldAttempts() {
  const started: number[] = [];
  const releases: Array<() => void> = [];
  return {
    started,
    attempt: (deliveryId: number) => {
      started.push(deliveryId);
      return new Promise<void>((resolve) => releases.push(resolve));
    },
    releaseAll: () => {
      for (const release of releases.splice(0)) release();
    },
  };
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(postgresAvailable)('the pg-boss webhook queue', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  it('a worker whose attempts have not answered goes on to the next jobs, and stopping waits for them', async () => {
    // One worker taking one job a poll: were it held by its attempt, the second would wait for the first's answer.
    const scheduler = new PgBossRetryScheduler(scratch!.url, quiet, {
      workers: 1,
      batchSize: 1,
      pollingIntervalSeconds: 0.5,
    });
    const held = heldAttempts();
    await scheduler.start(held.attempt, async () => undefined);
    await scheduler.schedule(1, 0);
    await scheduler.schedule(2, 0);
    await waitUntil(() => held.started.length === 2);
    expect(held.started.toSorted()).toEqual([1, 2]);

    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    held.releaseAll();
    await stopping;
    expect(stopped).toBe(true);
    // Queued while stopping (an attempt that answered busy): left to housekeeping, no error.
    await expect(scheduler.schedule(3, 0)).resolves.toBeUndefined();
  }, 30_000);
});
