import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thinSnapshots } from '@domain/tracking';
import { up as createSnapshotRetention } from '@server/db/migrations/081-snapshot-retention';
import { KyselySnapshotRetention } from '@server/tracking/adapters/kysely-snapshot-retention';
import type { TrackingChange } from '@server/tracking/ports';
import { seededRandom } from '../../../../bench/support/seeded-random';
import { BACKENDS, openTrackingDatabase, type TrackingDatabase } from '../support/tracking-database';

const NOW = new Date('2026-11-29T04:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Readings at irregular hours over five years before NOW, oldest first (distinct instants). */
function readingTimes(seed: number, now = NOW): string[] {
  const random = seededRandom(seed);
  const times: string[] = [];
  for (let ago = 5 * 366 * 24; ago > 0; ago -= random.integer(6, 40))
    times.push(new Date(now.getTime() - ago * HOUR).toISOString());
  return times;
}

describe.each(BACKENDS)('snapshot retention in SQL on %s', (backend) => {
  let store: TrackingDatabase;
  beforeAll(async () => {
    store = await openTrackingDatabase(backend);
  });
  afterAll(async () => store.close());

  const stored = async (itemId: number) =>
    (
      await store.db
        .selectFrom('item_snapshots')
        .select('checked_at')
        .where('item_id', '=', itemId)
        .orderBy('checked_at')
        .execute()
    ).map((row) => ({ checked_at: new Date(row.checked_at).toISOString() }));

  /** An artist with readings at `times`; answers its id. */
  async function artistWith(name: string, times: readonly string[]): Promise<number> {
    const item = await store.db
      .insertInto('tracked_items')
      .values({ kind: 'artist', spotify_id: name, name: 'A', extra: '{}', created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into item_snapshots (item_id, checked_at, followers)
      select ${item.id}, t, 1 from unnest(${times}::timestamptz[]) t`.execute(store.db);
    return item.id;
  }

  it('thins what is stored when migration 081 runs', async () => {
    await store.reset();
    await sql`drop table snapshot_retention`.execute(store.db);
    const times = readingTimes(3, new Date());
    const id = await artistWith('stored', times);
    await createSnapshotRetention(store.db as unknown as Kysely<unknown>);
    const ran = await store.db
      .selectFrom('snapshot_retention')
      .select('thinned_at')
      .executeTakeFirstOrThrow();
    const points = times.map((checked_at) => ({ checked_at }));
    expect(await stored(id)).toEqual(thinSnapshots(points, new Date(ran.thinned_at)));
    expect((await stored(id)).length).toBeLessThan(points.length);
  });

  it('keeps what thinSnapshots keeps, item by item, and a later run only what crossed a boundary since', async () => {
    await store.reset();
    await sql`delete from snapshot_retention`.execute(store.db);
    const series = [readingTimes(1), readingTimes(2)];
    const ids: number[] = [];
    for (const [index, times] of series.entries()) ids.push(await artistWith(`artist${index}`, times));
    const reported: TrackingChange[] = [];
    const retention = new KyselySnapshotRetention(store.db, { report: (change) => reported.push(change) });
    const points = series.map((times) => times.map((checked_at) => ({ checked_at })));

    const deleted = await retention.thin(NOW);
    for (const [index, id] of ids.entries())
      expect(await stored(id)).toEqual(thinSnapshots(points[index]!, NOW));
    expect(deleted).toBe(
      points.reduce((sum, item) => sum + item.length - thinSnapshots(item, NOW).length, 0),
    );
    expect(reported).toEqual([{ changed: 'everything' }]);

    // Ten days later (daily runs missed): the run looks at the readings near the boundaries only.
    const later = new Date(NOW.getTime() + 10 * DAY);
    await retention.thin(later);
    for (const [index, id] of ids.entries())
      expect(await stored(id)).toEqual(thinSnapshots(points[index]!, later));
    const yearLater = new Date(later.getTime() + 400 * DAY);
    await retention.thin(yearLater);
    for (const [index, id] of ids.entries())
      expect(await stored(id)).toEqual(thinSnapshots(points[index]!, yearLater));
    // Nothing left to thin: nothing reported.
    reported.length = 0;
    expect(await retention.thin(yearLater)).toBe(0);
    expect(reported).toEqual([]);
  });
});
