import { consoleLogger } from '@server/platform/logger';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyRefreshCycles } from '@server/tracking/adapters/kysely-refresh-cycles';
import { KyselySnapshots } from '@server/tracking/adapters/kysely-snapshots';
import {
  PgBossRefreshQueue,
  startRefreshBoss,
  startRefreshWorker,
} from '@server/tracking/adapters/pg-boss-refresh-queue';
import { type PgBossRefreshOptions, refreshJobHandlers } from '@server/tracking/refresh-runner';
import { postgresAvailable } from '../../../support/postgres';
import { ManualClock } from '../../../support/test-app';
import { ScriptedMusicService, spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { insertUser, openTrackingDatabase, type TrackingDatabase } from '../support/tracking-database';

const ITEMS = 200;
const OPTIONS: PgBossRefreshOptions = {
  concurrency: 4,
  jobsPerFetch: 10,
  attempts: 3,
  retryDelaySeconds: 1,
  finishCheckSeconds: 1,
  pollingIntervalSeconds: 0.5,
  intervalMinutes: 1440,
};

describe.runIf(postgresAvailable)('pg-boss refresh workers on PostgreSQL', () => {
  let store: TrackingDatabase;
  const bosses: PgBoss[] = [];
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    store = await openTrackingDatabase('postgres');
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
    await store.close();
  });

  it('two workers over 200 items write each snapshot exactly once, retrying failures', async () => {
    const clock = new ManualClock(new Date('2026-05-01T00:00:00Z'));
    const userId = await insertUser(store.db, 'owner@example.com');
    const ids = Array.from({ length: ITEMS }, (_, index) => spotifyId(`item${index}`));
    const flaky = spotifyId('flaky');
    const broken = spotifyId('broken');
    const items = await store.db
      .insertInto('tracked_items')
      .values(
        [...ids, flaky, broken].map((id) => ({
          kind: 'artist' as const,
          spotify_id: id,
          name: id,
          created_at: clock.now(),
        })),
      )
      .returning('id')
      .execute();
    await store.db
      .insertInto('user_tracking')
      .values(items.map((item) => ({ user_id: userId, item_id: item.id, created_at: clock.now() })))
      .execute();

    const music = new ScriptedMusicService();
    for (const id of [...ids, flaky, broken]) music.set(id, { followers: 100, popularity: 10 });
    music.failures.set(broken, 99);
    music.failures.set(flaky, 1);
    music.beforeRead = () => new Promise((resolve) => setTimeout(resolve, 15));
    // Each worker reads through its own counter, so the test sees how the work was shared.
    const readsPerWorker = [0, 0];
    const finished: number[] = [];
    for (const worker of [0, 1]) {
      const counted = Object.create(music) as ScriptedMusicService;
      counted.getArtist = (id) => {
        readsPerWorker[worker]!++;
        return music.getArtist(id);
      };
      const boss = await startRefreshBoss(store.url!, consoleLogger);
      bosses.push(boss);
      const deps = {
        cycles: new KyselyRefreshCycles(store.db),
        snapshots: new KyselySnapshots(store.db),
        queue: new PgBossRefreshQueue(boss),
        music: counted,
        clock,
      };
      const options = { ...OPTIONS, afterCycle: async (id: number) => void finished.push(id) };
      stops.push(await startRefreshWorker(boss, refreshJobHandlers(deps, options), options));
    }

    await new PgBossRefreshQueue(bosses[0]!).requestCycle();
    const cycleId = await waitFor(async () => {
      const row = await store.db
        .selectFrom('refresh_cycles')
        .select(['id', 'finished_at'])
        .executeTakeFirst();
      return row?.finished_at ? row.id : undefined;
    });

    const perItem = await store.db
      .selectFrom('item_snapshots')
      .select(['item_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('cycle_id', '=', cycleId)
      .groupBy('item_id')
      .execute();
    expect(perItem).toHaveLength(ITEMS + 1);
    expect(perItem.every((row) => Number(row.n) === 1)).toBe(true);
    expect(await new KyselyRefreshCycles(store.db).find(cycleId)).toMatchObject({
      items: ITEMS + 2,
      snapshots: ITEMS + 1,
      failures: 1,
    });

    const readsOf = (id: string) => music.reads.get(id) ?? 0;
    expect(ids.every((id) => readsOf(id) === 1)).toBe(true);
    expect(readsOf(flaky)).toBe(2);
    expect(readsOf(broken)).toBe(OPTIONS.attempts);
    expect(readsPerWorker[0]! + readsPerWorker[1]!).toBe(ITEMS + 2 + OPTIONS.attempts);
    expect(readsPerWorker.every((reads) => reads > 0)).toBe(true);
    expect(finished).toEqual([cycleId]);
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the cycle to finish');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
