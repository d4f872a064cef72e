import { type Kysely, sql } from 'kysely';
import type { ReadReason, TrackedKind } from '@domain/tracking';
import type { DB } from '../../db/schema';
import type { ReadReasons } from '../ports';
import { READ_REASONS_ANSWER } from './memory-history-cache';

/** What decides an item's reason for any viewer: two of its trackers (enough to name another), and its watch. */
interface ReasonFacts {
  readonly trackerIds: readonly number[];
  readonly watched: boolean;
}

/** The read cache's part this adapter uses: the item's facts are kept until a write drops them. */
interface FactsCache {
  value<T>(kind: TrackedKind, owner: string, answer: string, load: () => Promise<T>): Promise<T>;
}

const ASK_EVERY_TIME: FactsCache = { value: (_kind, _owner, _answer, load) => load() };

/**
 * Why the install reads an item for a viewer: another member tracks it (whoever; the viewer's own
 * tracking does not count), else it is watched after being opened. The facts behind it are read once
 * per item and kept in the read cache, which drops them when anyone starts or stops tracking the
 * item or it is opened anew (see MemoryHistoryCache.report), so a history read costs no statement.
 */
export class KyselyReadReasons implements ReadReasons {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache: FactsCache = ASK_EVERY_TIME,
  ) {}

  async whyRead(kind: TrackedKind, spotifyId: string, viewerId: number | null): Promise<ReadReason | null> {
    const facts = await this.cache.value(kind, spotifyId, READ_REASONS_ANSWER, () =>
      this.facts(kind, spotifyId),
    );
    if (!facts) return null;
    if (facts.trackerIds.some((trackerId) => trackerId !== viewerId)) return 'tracked_by_member';
    return facts.watched ? 'opened_lately' : null;
  }

  private async facts(kind: TrackedKind, spotifyId: string): Promise<ReasonFacts | null> {
    const { rows } = await sql<{ tracker_ids: number[] | null; watched: boolean }>`
      select
        array(select ut.user_id from user_tracking ut where ut.item_id = t.id order by ut.user_id limit 2) as tracker_ids,
        exists (select 1 from watched_items w where w.item_id = t.id) as watched
      from tracked_items t
      where t.kind = ${kind} and t.spotify_id = ${spotifyId}`.execute(this.db);
    const row = rows[0];
    return row ? { trackerIds: row.tracker_ids ?? [], watched: row.watched } : null;
  }
}
