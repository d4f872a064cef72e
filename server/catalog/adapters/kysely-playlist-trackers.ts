import type { Kysely } from 'kysely';
import type { TrackingTables } from '../../tracking/tables';
import type { PlaylistTrackers } from '../ports';

/** The tracking tables this adapter reads (tracking owns and writes them). */
type TrackersTables = Pick<TrackingTables, 'tracked_items' | 'user_tracking'>;

/** Reads tracking's tables: whether a user tracks a playlist. */
export class KyselyPlaylistTrackers implements PlaylistTrackers {
  constructor(private readonly db: Kysely<TrackersTables>) {}

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
}
