import { type Kysely, sql } from 'kysely';
import type { ReadReason, TrackedKind } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { ReadReasons } from '../ports';

/**
 * Why the install reads an item for a viewer: another member tracks it (whoever; the viewer's own
 * tracking does not count), else it is watched after being opened.
 */
export class KyselyReadReasons implements ReadReasons {
  constructor(private readonly db: Kysely<DB>) {}

  async whyRead(kind: TrackedKind, spotifyId: string, viewerId: number | null): Promise<ReadReason | null> {
    const { rows } = await sql<{ tracked: boolean; watched: boolean }>`
      select
        exists (
          select 1 from user_tracking ut where ut.item_id = t.id and ut.user_id is distinct from ${viewerId}
        ) as tracked,
        exists (select 1 from watched_items w where w.item_id = t.id) as watched
      from tracked_items t
      where t.kind = ${kind} and t.spotify_id = ${spotifyId}`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    return row.tracked ? 'tracked_by_member' : row.watched ? 'opened_lately' : null;
  }
}
