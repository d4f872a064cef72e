import { type Kysely, sql } from 'kysely';
import type { ChartVerdict } from '@domain/catalog';
import { type PlacementDigest, placementDigests } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { PlacementDigests } from '../ports';

interface MoveRow {
  item_id: string;
  playlist_id: string;
  playlist_name: string;
  track_name: string | null;
  first_seen: Date | string;
  seen_added: boolean;
  removed_at: Date | string | null;
  verdict: ChartVerdict | null;
}

const iso = (date: Date | string) => new Date(date).toISOString();

/**
 * The dashboard's placements column from `playlist_memberships`: the stays of the user's tracks (or
 * of their artists' tracks) that began or ended after `since`, or are open on a playlist whose stored
 * grade (`item_summaries`) is likely botted. One query, for all the user's items of the kind or a few.
 */
export class KyselyPlacementDigests implements PlacementDigests {
  constructor(private readonly db: Kysely<DB>) {}

  async ofUser(
    userId: number,
    kind: 'artist' | 'track',
    since: Date,
    only?: readonly string[],
  ): Promise<ReadonlyMap<string, PlacementDigest>> {
    const items = only ? sql`and t.spotify_id = any(${[...only]}::text[])` : sql``;
    const tracks =
      kind === 'track'
        ? sql`select t.spotify_id as item_id, t.spotify_id as track_id
            from user_tracking ut join tracked_items t on t.id = ut.item_id and t.kind = 'track'
            where ut.user_id = ${userId} ${items}`
        : sql`select t.spotify_id as item_id, a.track_spotify_id as track_id
            from user_tracking ut join tracked_items t on t.id = ut.item_id and t.kind = 'artist'
            join playlist_track_artists a on a.artist_spotify_id = t.spotify_id
            where ut.user_id = ${userId} ${items}`;
    const result = await sql<MoveRow>`
      with tracks as materialized (${tracks})
      select tracks.item_id, p.spotify_id as playlist_id, p.name as playlist_name,
        (select n.track_name from playlist_track_artists n where n.track_spotify_id = m.track_spotify_id
          limit 1) as track_name,
        m.first_seen, m.removed_at, u.verdict,
        exists (select 1 from item_snapshots s where s.item_id = m.item_id and s.checked_at < m.first_seen)
          as seen_added
      from tracks
      join playlist_memberships m on m.track_spotify_id = tracks.track_id
      join tracked_items p on p.id = m.item_id and p.kind = 'playlist'
      left join item_summaries u on u.item_id = p.id
      where m.first_seen > ${since} or m.removed_at > ${since}
        or (m.removed_at is null and u.verdict = 'likely_botted')`.execute(this.db);
    const moves = result.rows.map((row) => ({
      itemId: row.item_id,
      playlistId: row.playlist_id,
      playlistName: row.playlist_name,
      trackName: row.track_name,
      firstSeen: iso(row.first_seen),
      seenAdded: row.seen_added,
      removedAt: row.removed_at === null ? null : iso(row.removed_at),
      verdict: row.verdict,
    }));
    return placementDigests(moves, since.toISOString());
  }
}
