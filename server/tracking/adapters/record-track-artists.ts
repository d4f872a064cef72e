import type { Transaction } from 'kysely';
import type { PlaylistMember } from '@domain/tracking';
import type { DB } from '../../db/schema';

// 3 parameters a row: far below PostgreSQL's 65,535.
const ROWS_PER_INSERT = 5000;

/**
 * Remembers who the tracks on a playlist are by (placements on artist pages). Every reading writes
 * its members, so stays recorded before this table existed gain their artists at the next cycle.
 */
export async function recordTrackArtists(
  trx: Transaction<DB>,
  members: readonly PlaylistMember[],
): Promise<void> {
  const rows = new Map<string, { track_spotify_id: string; artist_spotify_id: string; track_name: string }>();
  for (const { trackId, track } of members) {
    for (const artistId of track?.artistIds ?? []) {
      rows.set(`${trackId} ${artistId}`, {
        track_spotify_id: trackId,
        artist_spotify_id: artistId,
        track_name: track!.name,
      });
    }
  }
  // In key order: two snapshot writes sharing tracks then lock those rows in the same order, so one
  // waits for the other instead of both failing with a deadlock (concurrent refresh workers).
  const values = [...rows.keys()].sort().map((key) => rows.get(key)!);
  for (let start = 0; start < values.length; start += ROWS_PER_INSERT) {
    await trx
      .insertInto('playlist_track_artists')
      .values(values.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) =>
        conflict.columns(['track_spotify_id', 'artist_spotify_id']).doUpdateSet((eb) => ({
          track_name: eb.ref('excluded.track_name'),
        })),
      )
      .execute();
  }
}
