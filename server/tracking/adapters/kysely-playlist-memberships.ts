import type { Kysely } from 'kysely';
import type { PlaylistMembership } from '@domain/analytics';
import type { DB } from '../../db/schema';
import type { PlaylistMemberships } from '../ports';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export class KyselyPlaylistMemberships implements PlaylistMemberships {
  constructor(private readonly db: Kysely<DB>) {}

  async stays(playlistSpotifyId: string): Promise<PlaylistMembership[]> {
    const rows = await this.db
      .selectFrom('playlist_memberships as m')
      .innerJoin('tracked_items as t', 't.id', 'm.item_id')
      .select(['m.track_spotify_id', 'm.added_at', 'm.first_seen', 'm.removed_at'])
      .where('t.kind', '=', 'playlist')
      .where('t.spotify_id', '=', playlistSpotifyId)
      .orderBy('m.first_seen')
      .orderBy('m.track_spotify_id')
      .execute();
    return rows.map((row) => ({
      trackId: row.track_spotify_id,
      addedAt: iso(row.added_at),
      firstSeen: new Date(row.first_seen).toISOString(),
      removedAt: iso(row.removed_at),
    }));
  }
}
