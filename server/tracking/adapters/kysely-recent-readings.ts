import type { Kysely } from 'kysely';
import type { TrackedKind } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { RecentReading, RecentReadings, UserTrackedItem } from '../ports';

/** What the alerts evaluation reads after a cycle: who tracks what, and each item's recent readings. */
export class KyselyRecentReadings implements RecentReadings {
  constructor(private readonly db: Kysely<DB>) {}

  async trackedItemsOf(userIds: readonly number[]): Promise<UserTrackedItem[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('user_tracking as u')
      .innerJoin('tracked_items as t', 't.id', 'u.item_id')
      .select(['u.user_id', 't.kind', 't.spotify_id', 't.name'])
      .where('u.user_id', 'in', userIds)
      .orderBy('u.user_id')
      .orderBy('t.kind')
      .orderBy('t.name')
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      kind: row.kind,
      spotifyId: row.spotify_id,
      name: row.name,
    }));
  }

  async recentReadings(
    items: ReadonlyArray<{ kind: TrackedKind; spotifyId: string }>,
    since: Date,
  ): Promise<Map<string, RecentReading[]>> {
    const readings = new Map<string, RecentReading[]>();
    for (let start = 0; start < items.length; start += 500) {
      const chunk = items.slice(start, start + 500);
      const rows = await this.db
        .selectFrom('item_snapshots as s')
        .innerJoin('tracked_items as t', 't.id', 's.item_id')
        .select(['t.kind', 't.spotify_id', 's.checked_at', 's.followers', 's.popularity'])
        .where((eb) =>
          eb.or(
            chunk.map((item) =>
              eb.and([eb('t.kind', '=', item.kind), eb('t.spotify_id', '=', item.spotifyId)]),
            ),
          ),
        )
        .where('s.checked_at', '>=', since)
        .orderBy('s.item_id')
        .orderBy('s.checked_at')
        .execute();
      for (const row of rows) {
        const key = `${row.kind}:${row.spotify_id}`;
        const list = readings.get(key) ?? [];
        list.push({
          checked_at: new Date(row.checked_at).toISOString(),
          followers: row.followers,
          popularity: row.popularity,
        });
        readings.set(key, list);
      }
    }
    return readings;
  }
}
