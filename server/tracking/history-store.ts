import type { Kysely } from 'kysely';
import type { PlaylistMembership } from '@domain/analytics';
import type { ArtistHistoryEntry, FollowerPoint, TrackPopularityEntry } from '@domain/tracking';
import type { DB } from '../db/schema';
import type { TrackedKind } from './tables';

function snapshotsOf(db: Kysely<DB>, kind: TrackedKind, spotifyId: string) {
  return db
    .selectFrom('item_snapshots as s')
    .innerJoin('tracked_items as t', 't.id', 's.item_id')
    .where('t.kind', '=', kind)
    .where('t.spotify_id', '=', spotifyId)
    .orderBy('s.checked_at');
}

/** Every snapshot of an artist, oldest first (empty when nobody ever tracked it). */
export async function artistHistory(db: Kysely<DB>, spotifyId: string): Promise<ArtistHistoryEntry[]> {
  const rows = await snapshotsOf(db, 'artist', spotifyId)
    .select(['s.checked_at', 's.popularity', 's.followers'])
    .execute();
  return rows.map((row) => ({
    checked_at: new Date(row.checked_at).toISOString(),
    popularity: row.popularity,
    followers: row.followers,
  }));
}

export async function trackPopularityHistory(
  db: Kysely<DB>,
  spotifyId: string,
): Promise<TrackPopularityEntry[]> {
  const rows = await snapshotsOf(db, 'track', spotifyId).select(['s.checked_at', 's.popularity']).execute();
  return rows.map((row) => ({
    checked_at: new Date(row.checked_at).toISOString(),
    popularity: row.popularity,
  }));
}

/** A playlist's follower counts, oldest first; readings without a follower count are left out. */
export async function playlistFollowerPoints(db: Kysely<DB>, spotifyId: string): Promise<FollowerPoint[]> {
  const rows = await snapshotsOf(db, 'playlist', spotifyId).select(['s.checked_at', 's.followers']).execute();
  const points: FollowerPoint[] = [];
  for (const row of rows) {
    if (row.followers !== null) {
      points.push({ checked_at: new Date(row.checked_at).toISOString(), followers: row.followers });
    }
  }
  return points;
}

/** A playlist's recorded stays (for the playlist analysis), oldest first. */
export async function playlistMemberships(db: Kysely<DB>, spotifyId: string): Promise<PlaylistMembership[]> {
  const rows = await db
    .selectFrom('playlist_memberships as m')
    .innerJoin('tracked_items as t', 't.id', 'm.item_id')
    .select(['m.track_spotify_id', 'm.added_at', 'm.first_seen', 'm.removed_at'])
    .where('t.kind', '=', 'playlist')
    .where('t.spotify_id', '=', spotifyId)
    .orderBy('m.first_seen')
    .execute();
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return rows.map((row) => ({
    trackId: row.track_spotify_id,
    addedAt: iso(row.added_at),
    firstSeen: new Date(row.first_seen).toISOString(),
    removedAt: iso(row.removed_at),
  }));
}
