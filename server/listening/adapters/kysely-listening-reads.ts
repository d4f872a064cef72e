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
