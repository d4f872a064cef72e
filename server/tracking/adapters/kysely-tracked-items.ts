import { type Kysely, sql } from 'kysely';
import type { ItemReading, TrackedKind } from '@domain/tracking';
import type { DB } from '../../db/schema';
import { type LatestItem, type TrackedItems, type TrackingChanges, UNHEARD_CHANGES } from '../ports';

interface LatestRow {
  id: number;
  spotify_id: string;
  name: string;
  extra: { artist_names?: string };
  followers: number | null;
  popularity: number | null;
  track_count: number | null;
  checked_at: Date | null;
}

/** Who tracks what; every change is reported to `changes`. */
export class KyselyTrackedItems implements TrackedItems {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: TrackingChanges = UNHEARD_CHANGES,
  ) {}

  async upsert(reading: ItemReading, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('tracked_items')
      .values({
        kind: reading.kind,
        spotify_id: reading.spotifyId,
        name: reading.name,
        extra: JSON.stringify(reading.extra),
        created_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['kind', 'spotify_id']).doUpdateSet({
          name: (eb) => eb.ref('excluded.name'),
          extra: (eb) => eb.ref('excluded.extra'),
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    this.changes.report({ changed: 'item', kind: reading.kind, spotifyId: reading.spotifyId });
    return row.id;
  }

  async addTracker(userId: number, itemId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .insertInto('user_tracking')
      .values({ user_id: userId, item_id: itemId, created_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
      .returning('item_id')
      .execute();
    // Only the item's id is known here: whose list of which kind changed is not.
    if (rows.length > 0) this.changes.report({ changed: 'everything' });
    return rows.length > 0;
  }

  /** Never touches anyone else's tracking; the item's history stays. One statement, no read first. */
  async removeTracker(userId: number, kind: TrackedKind, spotifyId: string): Promise<boolean> {
    const removed = await this.db
      .deleteFrom('user_tracking')
      .where('user_id', '=', userId)
      .where('item_id', '=', (eb) =>
        eb
          .selectFrom('tracked_items')
          .select('id')
          .where('kind', '=', kind)
          .where('spotify_id', '=', spotifyId),
      )
      .returning('item_id')
      .execute();
    if (removed.length === 0) return false;
    this.changes.report({ changed: 'untracked', userId, kind, spotifyId });
    return true;
  }

  async isTracking(userId: number, kind: TrackedKind, spotifyId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_tracking as ut')
      .innerJoin('tracked_items as t', 't.id', 'ut.item_id')
      .select('ut.item_id')
      .where('ut.user_id', '=', userId)
      .where('t.kind', '=', kind)
      .where('t.spotify_id', '=', spotifyId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async trackingSince(userId: number, kind: TrackedKind, spotifyId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('user_tracking as ut')
      .innerJoin('tracked_items as t', 't.id', 'ut.item_id')
      .select('ut.created_at')
      .where('ut.user_id', '=', userId)
      .where('t.kind', '=', kind)
      .where('t.spotify_id', '=', spotifyId)
      .executeTakeFirst();
    return row ? new Date(row.created_at) : null;
  }

  async trackedCounts(userIds: readonly number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('user_tracking')
      .select(['user_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
  }

  async trackingAndCount(
    userId: number,
    kind: TrackedKind,
    spotifyId: string,
  ): Promise<{ tracking: boolean; tracked: number }> {
    const { rows } = await sql<{ tracking: boolean; tracked: number | string }>`
      select
        exists (
          select 1 from user_tracking ut join tracked_items t on t.id = ut.item_id
          where ut.user_id = ${userId} and t.kind = ${kind} and t.spotify_id = ${spotifyId}
        ) as tracking,
        (select count(*) from user_tracking where user_id = ${userId}) as tracked`.execute(this.db);
    return { tracking: rows[0]!.tracking, tracked: Number(rows[0]!.tracked) };
  }

  async latestOfUser(userId: number, kind: TrackedKind): Promise<LatestItem[]> {
    const result = await sql<LatestRow>`
      select t.id, t.spotify_id, t.name, t.extra, s.followers, s.popularity, s.track_count, s.checked_at
      from user_tracking ut
      join tracked_items t on t.id = ut.item_id
      left join lateral (
        select followers, popularity, track_count, checked_at from item_snapshots
        where item_id = t.id order by checked_at desc limit 1
      ) s on true
      where ut.user_id = ${userId} and t.kind = ${kind}
      order by ut.created_at, t.id`.execute(this.db);
    return result.rows.map((row) => ({
      id: row.id,
      spotifyId: row.spotify_id,
      name: row.name,
      extra: row.extra,
      followers: row.followers,
      popularity: row.popularity,
      trackCount: row.track_count,
      checkedAt: row.checked_at === null ? null : new Date(row.checked_at),
    }));
  }
}
