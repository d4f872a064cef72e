import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SharedReportRecord, SharedReports } from '../ports';

/** Share links in the `shared_reports` table; revoking deletes the row, so the token answers 404. */
export class KyselySharedReports implements SharedReports {
  constructor(private readonly db: Kysely<DB>) {}

  async add(record: SharedReportRecord): Promise<void> {
    await this.db
      .insertInto('shared_reports')
      .values({
        token: record.token,
        user_id: record.userId,
        playlist_spotify_id: record.playlistId,
        snapshot: JSON.stringify(record.snapshot),
        created_at: record.createdAt,
      })
      .execute();
  }

  async ofUser(userId: number, playlistId: string) {
    const rows = await this.db
      .selectFrom('shared_reports')
      .select(['token', 'created_at'])
      .where('user_id', '=', userId)
      .where('playlist_spotify_id', '=', playlistId)
      .orderBy('created_at', 'desc')
      .orderBy('token')
      .execute();
    return rows.map((row) => ({ token: row.token, createdAt: new Date(row.created_at) }));
  }

  async find(token: string): Promise<SharedReportRecord | null> {
    const row = await this.db
      .selectFrom('shared_reports')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
    if (!row) return null;
    return {
      token: row.token,
      userId: row.user_id,
      playlistId: row.playlist_spotify_id,
      snapshot: row.snapshot,
      createdAt: new Date(row.created_at),
    };
  }

  async revoke(token: string, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('shared_reports')
      .where('token', '=', token)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
