import type { Kysely } from 'kysely';
import type { KeptItem, ListeningReads, PlaylistListening } from '@domain/listening';
import type { DB } from '../../db/schema';
import { keptReadingsOf } from './kept-readings-of';
import { playlistsOf } from './playlists-of';

/** The verdict's reads of an account's imported playlist listening (domain/listening ListeningReads). */
export class KyselyListeningReads implements ListeningReads {
  constructor(private readonly db: Kysely<DB>) {}

  async playlistListening(userId: number, playlistKey: string): Promise<PlaylistListening | null> {
    const rows = await this.periods(userId).where('playlist_key', '=', playlistKey).execute();
    return playlistsOf(rows)[0] ?? null;
  }

  async teamPlaylists(userId: number): Promise<readonly PlaylistListening[]> {
    return playlistsOf(await this.periods(userId).execute());
  }

  async keptReadings(userId: number, item: KeptItem): Promise<Array<{ date: string; count: number }>> {
    return keptReadingsOf(this.db, userId, item);
  }

  async keptReadingsOfMany(
    userId: number,
    kind: KeptItem['kind'],
    keys: readonly string[],
  ): Promise<Map<string, Array<{ date: string; count: number }>>> {
    const byKey = new Map<string, Array<{ date: string; count: number }>>();
    if (keys.length === 0) return byKey;
    const rows = await this.db
      .selectFrom('imported_readings')
      .select(['item_key', 'day', 'count'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('item_key', 'in', [...new Set(keys)])
      .orderBy('item_key')
      .orderBy('day')
      .execute();
    for (const row of rows) {
      const readings = byKey.get(row.item_key) ?? [];
      readings.push({ date: row.day, count: row.count });
      byKey.set(row.item_key, readings);
    }
    return byKey;
  }

  private periods(userId: number) {
    return this.db
      .selectFrom('listening_playlist_periods')
      .select([
        'playlist_token',
        'title',
        'author',
        'playlist_key',
        'period_start',
        'period_end',
        'listeners',
        'streams',
      ])
      .where('user_id', '=', userId)
      .orderBy('period_start');
  }
}
