import { gradePlaylist } from '@domain/analytics';
import type { ChartAnalysis } from '@domain/catalog';
import type { TrackedKind } from '@domain/tracking';
import type { ItemSummaries, ItemSummary } from '@server/tracking/ports';
import { InMemoryPlaylistGradeInputs } from './in-memory-playlist-grade-inputs';
import type { SnapshotRow, TrackingTables } from './tracking-tables';

const DAY = 86_400_000;
const SPARKLINE_DAYS = 30;
type Metric = 'followers' | 'popularity';

/** The summaries computed from the snapshot rows on each read, as migration 044's table holds them (graded as everywhere). */
export class InMemoryItemSummaries implements ItemSummaries {
  private readonly gradeInputs: InMemoryPlaylistGradeInputs;

  constructor(private readonly tables: TrackingTables) {
    this.gradeInputs = new InMemoryPlaylistGradeInputs(tables);
  }

  /** Grades are computed on each read here: none is ever stale. */
  async regradeStale(): Promise<number> {
    return 0;
  }

  async regradeCarryingTracksOf(): Promise<number> {
    return 0;
  }

  async ofUser(userId: number, kind: TrackedKind): Promise<ItemSummary[]> {
    const items = this.tables.trackedOf(userId, kind);
    const inputs = await this.gradeInputs.of(kind === 'playlist' ? items.map((item) => item.spotifyId) : []);
    return items.map((item) => {
      const rows = this.tables.snapshotsOf(item.id);
      const latest = rows.at(-1);
      const trackedAt = this.tables.trackers.get(`${userId}:${item.id}`)!.createdAt;
      const base = { id: item.id, spotifyId: item.spotifyId, name: item.name, extra: item.extra, trackedAt };
      if (!latest) return { ...base, ...EMPTY };
      const olderBy = (metric: Metric, days: number) =>
        known(rows, metric)
          .filter((row) => row.checkedAt.getTime() <= latest.checkedAt.getTime() - days * DAY)
          .at(-1)?.[metric] ?? null;
      return {
        ...base,
        checkedAt: latest.checkedAt,
        followers: latest.followers,
        popularity: latest.popularity,
        trackCount: latest.trackCount,
        followersChange: changeSincePreviousCheck(rows, 'followers'),
        popularityChange: changeSincePreviousCheck(rows, 'popularity'),
        followers7d: olderBy('followers', 7),
        followers30d: olderBy('followers', 30),
        popularity7d: olderBy('popularity', 7),
        popularity30d: olderBy('popularity', 30),
        sparkline: dailyValues(rows, kind === 'track' ? 'popularity' : 'followers', latest.checkedAt),
        ...(kind === 'playlist' ? gradeOf(gradePlaylist(inputs.get(item.spotifyId)!)) : NO_GRADE),
      };
    });
  }
}

const NO_GRADE = { verdict: null, confidence: null };

function gradeOf({ verdict, confidence }: ChartAnalysis) {
  return { verdict, confidence };
}

const EMPTY = {
  checkedAt: null,
  followers: null,
  popularity: null,
  trackCount: null,
  followersChange: null,
  popularityChange: null,
  followers7d: null,
  followers30d: null,
  popularity7d: null,
  popularity30d: null,
  sparkline: [],
  ...NO_GRADE,
};

const known = (rows: readonly SnapshotRow[], metric: Metric) => rows.filter((row) => row[metric] !== null);

function changeSincePreviousCheck(rows: readonly SnapshotRow[], metric: Metric): number | null {
  const values = known(rows, metric).map((row) => row[metric]!);
  return values.length < 2 ? null : values.at(-1)! - values.at(-2)!;
}

/** The last known value of each UTC day from 29 days before the latest reading's day. */
function dailyValues(rows: readonly SnapshotRow[], metric: Metric, latest: Date): number[] {
  const firstDay = Math.floor(latest.getTime() / DAY) - (SPARKLINE_DAYS - 1);
  const byDay = new Map<number, number>();
  for (const row of known(rows, metric)) {
    const day = Math.floor(row.checkedAt.getTime() / DAY);
    if (day >= firstDay) byDay.set(day, row[metric]!);
  }
  return [...byDay].sort(([a], [b]) => a - b).map(([, value]) => value);
}
