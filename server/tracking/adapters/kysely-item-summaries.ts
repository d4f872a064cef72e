import type { Kysely } from 'kysely';
import type { ChartVerdict, VerdictConfidence } from '@domain/catalog';
import type { TrackedItemExtra, TrackedKind } from '@domain/tracking';
import type { DB } from '../../db/schema';
import { type ItemSummaries, type ItemSummary, type TrackingChanges, UNHEARD_CHANGES } from '../ports';
import { regradePlaylistsCarrying, regradeStaleSummaries } from './item-summaries-sql';

/** The dashboard's lists: the user's items joined to their summary rows (migration 044), one query. */
export class KyselyItemSummaries implements ItemSummaries {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: TrackingChanges = UNHEARD_CHANGES,
  ) {}

  regradeStale(): Promise<number> {
    return this.reported(regradeStaleSummaries(this.db));
  }

  regradeCarryingTracksOf(cycleId: number): Promise<number> {
    return this.reported(regradePlaylistsCarrying(this.db, cycleId));
  }

  /** Re-graded playlists change their pages, their rows and the placements they carry. */
  private async reported(regrading: Promise<number>): Promise<number> {
    const regraded = await regrading;
    if (regraded > 0) this.changes.report({ changed: 'everything' });
    return regraded;
  }

  async ofUser(userId: number, kind: TrackedKind): Promise<ItemSummary[]> {
    const rows = await this.db
      .selectFrom('user_tracking as ut')
      .innerJoin('tracked_items as t', 't.id', 'ut.item_id')
      .leftJoin('item_summaries as u', 'u.item_id', 't.id')
      .select([
        't.id',
        't.spotify_id',
        't.name',
        't.extra',
        'ut.created_at as tracked_at',
        'u.checked_at',
        'u.followers',
        'u.popularity',
        'u.track_count',
        'u.followers_change',
        'u.popularity_change',
        'u.followers_7d',
        'u.followers_30d',
        'u.popularity_7d',
        'u.popularity_30d',
        'u.sparkline',
        'u.verdict',
        'u.confidence',
      ])
      .where('ut.user_id', '=', userId)
      .where('t.kind', '=', kind)
      .orderBy('ut.created_at')
      .orderBy('t.id')
      .execute();
    return rows.map(summaryOf);
  }
}

/** A user's item joined to its summary row (all summary columns null before the first snapshot). */
export interface SummaryRow {
  readonly id: number;
  readonly spotify_id: string;
  readonly name: string;
  readonly extra: TrackedItemExtra;
  readonly tracked_at: Date | string;
  readonly checked_at: Date | string | null;
  readonly followers: number | null;
  readonly popularity: number | null;
  readonly track_count: number | null;
  readonly followers_change: number | null;
  readonly popularity_change: number | null;
  readonly followers_7d: number | null;
  readonly followers_30d: number | null;
  readonly popularity_7d: number | null;
  readonly popularity_30d: number | null;
  readonly sparkline: ReadonlyArray<number | string> | null;
  readonly verdict: ChartVerdict | null;
  readonly confidence: VerdictConfidence | null;
}

export function summaryOf(row: SummaryRow): ItemSummary {
  return {
    id: row.id,
    spotifyId: row.spotify_id,
    name: row.name,
    extra: row.extra,
    trackedAt: new Date(row.tracked_at),
    checkedAt: row.checked_at === null ? null : new Date(row.checked_at),
    followers: row.followers,
    popularity: row.popularity,
    trackCount: row.track_count,
    followersChange: row.followers_change,
    popularityChange: row.popularity_change,
    followers7d: row.followers_7d,
    followers30d: row.followers_30d,
    popularity7d: row.popularity_7d,
    popularity30d: row.popularity_30d,
    sparkline: (row.sparkline ?? []).map(Number),
    verdict: row.verdict,
    confidence: row.confidence,
  };
}
