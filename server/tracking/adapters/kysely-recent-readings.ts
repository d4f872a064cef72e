import type { Kysely } from 'kysely';
import type { TrackedKind } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { RecentReading, RecentReadings, TrackedTrackDetails, UserTrackedItem } from '../ports';

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

  async trackedTracksOf(userId: number): Promise<TrackedTrackDetails[]> {
    const rows = await this.db
      .selectFrom('user_tracking as u')
      .innerJoin('tracked_items as t', 't.id', 'u.item_id')
      .select(['t.spotify_id', 't.name', 't.extra'])
      .where('u.user_id', '=', userId)
      .where('t.kind', '=', 'track')
      .orderBy('t.name')
      .execute();
    return rows.map((row) => ({
      spotifyId: row.spotify_id,
      name: row.name,
      artistNames: row.extra.artist_names ?? '',
      isrc: row.extra.isrc ?? null,
    }));
  }

  async recentReadings(
    items: ReadonlyArray<{ kind: TrackedKind; spotifyId: string }>,
    since: Date,
  ): Promise<Map<string, RecentReading[]>> {
    const readings = new Map<string, RecentReading[]>();
    const wanted = new Set(items.map((item) => `${item.kind}:${item.spotifyId}`));
    for (let start = 0; start < items.length; start += 1000) {
      const ids = [...new Set(items.slice(start, start + 1000).map((item) => item.spotifyId))];
      // By Spotify id on its index, then by item id on the snapshots' (item_id, checked_at) index.
      const found = await this.db
        .selectFrom('tracked_items')
        .select(['id', 'kind', 'spotify_id'])
        .where('spotify_id', 'in', ids)
        .execute();
      const keys = new Map<number, string>();
      for (const item of found) {
        const key = `${item.kind}:${item.spotify_id}`;
        if (wanted.has(key)) keys.set(item.id, key);
      }
      if (keys.size === 0) continue;
      const rows = await this.db
        .selectFrom('item_snapshots')
        .select(['item_id', 'checked_at', 'followers', 'popularity'])
        .where('item_id', 'in', [...keys.keys()])
        .where('checked_at', '>=', since)
        .orderBy('item_id')
        .orderBy('checked_at')
        .execute();
      for (const row of rows) {
        const key = keys.get(row.item_id)!;
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
