import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PlaylistFigures, PlaylistReading, StoredPlaylist } from '../ports';

const iso = (date: Date) => new Date(date).toISOString();

/** Reads tracking's tables: who tracks a playlist, its snapshots and its membership stays. */
export class KyselyPlaylistFigures implements PlaylistFigures {
  constructor(private readonly db: Kysely<DB>) {}

  async isTracking(userId: number, playlistId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_tracking as u')
      .innerJoin('tracked_items as t', 't.id', 'u.item_id')
      .select('u.item_id')
      .where('u.user_id', '=', userId)
      .where('t.kind', '=', 'playlist')
      .where('t.spotify_id', '=', playlistId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async latestCheck(playlistId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('item_snapshots as s')
      .innerJoin('tracked_items as t', 't.id', 's.item_id')
      .select('s.checked_at')
      .where('t.kind', '=', 'playlist')
      .where('t.spotify_id', '=', playlistId)
      .orderBy('s.checked_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? iso(row.checked_at) : null;
  }

  async stored(playlistId: string): Promise<StoredPlaylist | null> {
    const item = await this.db
      .selectFrom('tracked_items')
      .select(['id', 'name'])
      .where('kind', '=', 'playlist')
      .where('spotify_id', '=', playlistId)
      .executeTakeFirst();
    if (!item) return null;
    const [snapshots, stays] = await Promise.all([
      this.db
        .selectFrom('item_snapshots')
        .select(['checked_at', 'followers', 'track_count'])
        .where('item_id', '=', item.id)
        .orderBy('checked_at')
        .execute(),
      this.db
        .selectFrom('playlist_memberships')
        .select(['track_spotify_id', 'added_at', 'first_seen', 'removed_at'])
        .where('item_id', '=', item.id)
        .orderBy('first_seen')
        .orderBy('track_spotify_id')
        .execute(),
    ]);
    const readings: PlaylistReading[] = snapshots.map((row) => ({
      checked_at: iso(row.checked_at),
      followers: row.followers,
      track_count: row.track_count,
    }));
    return {
      spotifyId: playlistId,
      name: item.name,
      readings,
      memberships: stays.map((row) => ({
        trackId: row.track_spotify_id,
        addedAt: row.added_at ? iso(row.added_at) : null,
        firstSeen: iso(row.first_seen),
        removedAt: row.removed_at ? iso(row.removed_at) : null,
      })),
    };
  }
}
