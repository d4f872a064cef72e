import { type Kysely, sql } from 'kysely';
import type { CuratorPlaylist } from '@domain/analytics';
import type { ChartVerdict } from '@domain/catalog';
import type { DB } from '../../db/schema';

/**
 * The tracked playlists of one owner (the owner id each reading stores in `tracked_items.extra`),
 * with their latest followers and grade: what a first look weighs about a playlist's curator.
 */
export class KyselyCuratorPlaylists {
  constructor(private readonly db: Kysely<DB>) {}

  async ofOwner(ownerId: string, exceptPlaylistId: string): Promise<readonly CuratorPlaylist[] | null> {
    if (ownerId === '') return null;
    const { rows } = await sql<{ followers: number | null; verdict: ChartVerdict | null }>`
      select s.followers, s.verdict
      from tracked_items t
      left join item_summaries s on s.item_id = t.id
      where t.kind = 'playlist' and t.extra ->> 'owner_id' = ${ownerId} and t.spotify_id <> ${exceptPlaylistId}
      order by t.id
      limit 200`.execute(this.db);
    return rows.map((row) => ({ followers: row.followers, verdict: row.verdict }));
  }
}
