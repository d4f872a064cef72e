import { type Kysely, sql } from 'kysely';
import type { NewPlacement } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { NewPlacements } from '../ports';

interface Row {
  kind: 'artist' | 'track';
  spotify_id: string;
  playlist_id: string;
  playlist_name: string;
  track_name: string | null;
  first_seen: Date | string;
}

/** New stays from `playlist_memberships`, matched to tracked tracks and (through `playlist_track_artists`) artists. */
export class KyselyNewPlacements implements NewPlacements {
  constructor(private readonly db: Kysely<DB>) {}

  async since(after: Date): Promise<NewPlacement[]> {
    const result = await sql<Row>`
      with fresh as (
        select p.spotify_id as playlist_id, p.name as playlist_name, m.track_spotify_id as track_id,
          min(m.first_seen) as first_seen
        from playlist_memberships m
        join tracked_items p on p.id = m.item_id and p.kind = 'playlist'
        where m.first_seen > ${after}
          and exists (select 1 from item_snapshots s where s.item_id = m.item_id and s.checked_at < m.first_seen)
        group by p.spotify_id, p.name, m.track_spotify_id
      ), placed as (
        select f.*, t.kind, t.spotify_id from fresh f
        join tracked_items t on t.kind = 'track' and t.spotify_id = f.track_id
        union all
        select f.*, t.kind, t.spotify_id from fresh f
        join playlist_track_artists a on a.track_spotify_id = f.track_id
        join tracked_items t on t.kind = 'artist' and t.spotify_id = a.artist_spotify_id
      )
      select w.kind, w.spotify_id, w.playlist_id, w.playlist_name, w.first_seen,
        (select track_name from playlist_track_artists n where n.track_spotify_id = w.track_id limit 1)
          as track_name
      from placed w
      where exists (select 1 from tracked_items t join user_tracking ut on ut.item_id = t.id
        where t.kind = w.kind and t.spotify_id = w.spotify_id)
      order by w.first_seen, w.playlist_name, w.kind, w.spotify_id`.execute(this.db);
    return result.rows.map((row) => ({
      item: { kind: row.kind, spotifyId: row.spotify_id },
      playlistId: row.playlist_id,
      playlistName: row.playlist_name,
      trackName: row.track_name,
      seenAt: new Date(row.first_seen).toISOString(),
    }));
  }
}
