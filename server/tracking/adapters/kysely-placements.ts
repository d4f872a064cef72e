import { type Kysely, sql } from 'kysely';
import type { PlacementStay } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { Placements } from '../ports';

interface StayRow {
  playlist_id: string;
  playlist_name: string;
  track_id: string;
  track_name: string | null;
  added_at: Date | null;
  first_seen: Date;
  removed_at: Date | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** Placements from `playlist_memberships` (public tracklists read by the refresh cycles). */
export class KyselyPlacements implements Placements {
  constructor(private readonly db: Kysely<DB>) {}

  async stays(kind: 'artist' | 'track', spotifyId: string): Promise<PlacementStay[]> {
    const tracks =
      kind === 'track'
        ? sql`select ${spotifyId}::text as track_id,
            (select track_name from playlist_track_artists where track_spotify_id = ${spotifyId} limit 1)
              as track_name`
        : sql`select track_spotify_id as track_id, track_name from playlist_track_artists
            where artist_spotify_id = ${spotifyId}`;
    const result = await sql<StayRow>`
      with tracks as materialized (${tracks})
      select p.spotify_id as playlist_id, p.name as playlist_name,
        tracks.track_id, tracks.track_name, m.added_at, m.first_seen, m.removed_at
      from tracks
      join playlist_memberships m on m.track_spotify_id = tracks.track_id
      join tracked_items p on p.id = m.item_id and p.kind = 'playlist'`.execute(this.db);
    return result.rows.map((row) => ({
      playlistId: row.playlist_id,
      playlistName: row.playlist_name,
      trackId: row.track_id,
      trackName: row.track_name,
      addedAt: iso(row.added_at),
      firstSeen: new Date(row.first_seen).toISOString(),
      removedAt: iso(row.removed_at),
    }));
  }
}
