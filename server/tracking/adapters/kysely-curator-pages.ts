import { type Kysely, sql } from 'kysely';
import type { OwnerPlaylistHistory } from '@domain/analytics';
import type { ChartVerdict, VerdictConfidence } from '@domain/catalog';
import type { DB } from '../../db/schema';
import type { CuratorPages, CuratorPlaylistRow } from '../ports';

/** How far back a curator page looks for moves across the owner's playlists. */
const HISTORY_DAYS = 90;
const MAX_PLAYLISTS = 200;

/** A curator page's reads: the owner's tracked playlists and their recent follower histories. */
export class KyselyCuratorPages implements CuratorPages {
  constructor(private readonly db: Kysely<DB>) {}

  async playlists(ownerId: string): Promise<CuratorPlaylistRow[]> {
    const { rows } = await sql<{
      spotify_id: string;
      name: string;
      followers: number | null;
      followers_change: number | null;
      verdict: ChartVerdict | null;
      confidence: VerdictConfidence | null;
      checked_at: Date | null;
      owner_name: string | null;
    }>`
      select t.spotify_id, t.name, t.extra ->> 'owner_name' as owner_name, s.followers, s.followers_change, s.verdict, s.confidence, s.checked_at
      from tracked_items t
      left join item_summaries s on s.item_id = t.id
      where t.kind = 'playlist' and t.extra ->> 'owner_id' = ${ownerId}
      order by s.followers desc nulls last, t.id
      limit ${MAX_PLAYLISTS}`.execute(this.db);
    return rows.map((row) => ({
      playlistId: row.spotify_id,
      name: row.name,
      followers: row.followers,
      followersChange: row.followers_change,
      verdict: row.verdict,
      confidence: row.confidence,
      checkedAt: row.checked_at === null ? null : new Date(row.checked_at),
      ownerName: row.owner_name,
    }));
  }

  /** The owner's playlists' follower readings over the last 90 days before `now`, oldest first. */
  async histories(ownerId: string, now: Date): Promise<OwnerPlaylistHistory[]> {
    const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
    const { rows } = await sql<{
      spotify_id: string;
      name: string;
      checked_at: Date;
      followers: number | null;
    }>`
      select t.spotify_id, t.name, s.checked_at, s.followers
      from tracked_items t
      join item_snapshots s on s.item_id = t.id
      where t.kind = 'playlist' and t.extra ->> 'owner_id' = ${ownerId} and s.checked_at >= ${since}
      order by t.id, s.checked_at`.execute(this.db);
    const byPlaylist = new Map<
      string,
      { name: string; points: Array<{ checked_at: string; followers: number | null }> }
    >();
    for (const row of rows) {
      const entry = byPlaylist.get(row.spotify_id) ?? { name: row.name, points: [] };
      entry.points.push({ checked_at: new Date(row.checked_at).toISOString(), followers: row.followers });
      byPlaylist.set(row.spotify_id, entry);
    }
    return [...byPlaylist].map(([playlistId, { name, points }]) => ({ playlistId, name, points }));
  }

  async ownerOf(playlistId: string): Promise<string | null> {
    const { rows } = await sql<{ owner_id: string | null }>`
      select extra ->> 'owner_id' as owner_id from tracked_items
      where kind = 'playlist' and spotify_id = ${playlistId}`.execute(this.db);
    return rows[0]?.owner_id ?? null;
  }
}
