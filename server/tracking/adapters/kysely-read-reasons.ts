import { type Kysely, sql } from 'kysely';
import type { ReadReason, TrackedKind } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { ReadReasons } from '../ports';

/** Why the install reads an item: a member tracks it (whoever), else it is watched after being opened. */
export class KyselyReadReasons implements ReadReasons {
  constructor(private readonly db: Kysely<DB>) {}

  async whyRead(kind: TrackedKind, spotifyId: string): Promise<ReadReason | null> {
    const { rows } = await sql<{ tracked: boolean; watched: boolean }>`
      select
        exists (select 1 from user_tracking ut where ut.item_id = t.id) as tracked,
        exists (select 1 from watched_items w where w.item_id = t.id) as watched
      from tracked_items t
      where t.kind = ${kind} and t.spotify_id = ${spotifyId}`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    return row.tracked ? 'tracked_by_member' : row.watched ? 'opened_lately' : null;
  }
}
