import { type Kysely, sql } from 'kysely';
import type { WatchedPlacement } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { PlacementAlertSource } from '../ports';

interface Row {
  user_id: number;
  kind: 'artist' | 'track';
  spotify_id: string;
  name: string;
  playlist_id: string;
  playlist_name: string;
  track_name: string | null;
}

/** New stays from `playlist_memberships`, their trackers from `user_tracking`; claims per cycle. */
export class KyselyPlacementAlertSource implements PlacementAlertSource {
  constructor(private readonly db: Kysely<DB>) {}

  async claim(cycleId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .insertInto('placement_alert_claims')
      .values({ cycle_id: cycleId, claimed_at: now })
      .onConflict((conflict) => conflict.column('cycle_id').doNothing())
      .returning('cycle_id')
      .execute();
    return rows.length > 0;
  }

  async newPlacements(from: Date, to: Date, userIds: readonly number[]): Promise<WatchedPlacement[]> {
    if (userIds.length === 0) return [];
    const result = await sql<Row>`
      with fresh as (
        select p.spotify_id as playlist_id, p.name as playlist_name, m.track_spotify_id as track_id,
          min(m.first_seen) as first_seen
        from playlist_memberships m
        join tracked_items p on p.id = m.item_id and p.kind = 'playlist'
        where m.first_seen >= ${from} and m.first_seen <= ${to}
          and exists (select 1 from item_snapshots s where s.item_id = m.item_id and s.checked_at < m.first_seen)
        group by p.spotify_id, p.name, m.track_spotify_id
      ), watched as (
        select f.*, t.id as item_id, t.kind, t.spotify_id, t.name from fresh f
        join tracked_items t on t.kind = 'track' and t.spotify_id = f.track_id
        union all
        select f.*, t.id, t.kind, t.spotify_id, t.name from fresh f
        join playlist_track_artists a on a.track_spotify_id = f.track_id
        join tracked_items t on t.kind = 'artist' and t.spotify_id = a.artist_spotify_id
      )
      select ut.user_id, w.kind, w.spotify_id, w.name, w.playlist_id, w.playlist_name,
        (select track_name from playlist_track_artists n where n.track_spotify_id = w.track_id limit 1)
          as track_name
      from watched w
      join user_tracking ut on ut.item_id = w.item_id
      where ut.user_id = any(${[...userIds]}::int[])
      order by ut.user_id, w.first_seen, w.playlist_name`.execute(this.db);
    return result.rows.map((row) => ({
      userId: row.user_id,
      item: { kind: row.kind, spotifyId: row.spotify_id, name: row.name },
      playlistId: row.playlist_id,
      playlistName: row.playlist_name,
      trackName: row.track_name,
    }));
  }
}
