import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { SharedReportEntry, SharedReportRecord, SharedReportState, SharedReports } from '../ports';
import type { SharedReportsTable } from '../tables';

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** A frozen report changes only with its row: the creation instant names its version. */
const stateOf = (row: Pick<Selectable<SharedReportsTable>, 'created_at' | 'expires_at' | 'revoked_at'>) => ({
  version: String(new Date(row.created_at).getTime()),
  expiresAt: dateOrNull(row.expires_at),
  revokedAt: dateOrNull(row.revoked_at),
});

/**
 * Share links in the `shared_reports` table. Revoking marks the row (its page answers 410); rows
 * revoked or expired longer than the retention are deleted (their tokens then answer 404).
 */
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
        expires_at: record.expiresAt,
      })
      .execute();
  }

  async ofUser(userId: number, playlistId: string, now: Date): Promise<SharedReportEntry[]> {
    const rows = await this.db
      .selectFrom('shared_reports')
      .select(['token', 'created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('playlist_spotify_id', '=', playlistId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('created_at', 'desc')
      .orderBy('token')
      .execute();
    return rows.map((row) => ({
      token: row.token,
      createdAt: new Date(row.created_at),
      expiresAt: dateOrNull(row.expires_at),
    }));
  }

  async stateOf(token: string): Promise<SharedReportState | null> {
    const row = await this.db
      .selectFrom('shared_reports')
      .select(['created_at', 'expires_at', 'revoked_at'])
      .where('token', '=', token)
      .executeTakeFirst();
    return row ? stateOf(row) : null;
  }

  async find(token: string) {
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
      ...stateOf(row),
    };
  }

  async revoke(token: string, userId: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('shared_reports')
      .set({ revoked_at: at })
      .where('token', '=', token)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteEndedBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('shared_reports')
      .where((eb) => eb.or([eb('revoked_at', '<', before), eb('expires_at', '<', before)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
