import type { TrackedKind } from '@domain/tracking';
import type {
  RecentReading,
  RecentReadings,
  TrackedTrackDetails,
  UserTrackedItem,
} from '@server/tracking/ports';
import type { TrackingTables } from './tracking-tables';

export class InMemoryRecentReadings implements RecentReadings {
  constructor(private readonly tables: TrackingTables) {}

  async trackedItemsOf(userIds: readonly number[]): Promise<UserTrackedItem[]> {
    const wanted = new Set(userIds);
    return [...this.tables.trackers.values()]
      .filter((tracker) => wanted.has(tracker.userId))
      .map((tracker) => {
        const item = this.tables.item(tracker.itemId);
        return { userId: tracker.userId, kind: item.kind, spotifyId: item.spotifyId, name: item.name };
      })
      .sort((a, b) => a.userId - b.userId || a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  }

  async trackedTracksOf(userId: number): Promise<TrackedTrackDetails[]> {
    return [...this.tables.trackers.values()]
      .filter((tracker) => tracker.userId === userId)
      .map((tracker) => this.tables.item(tracker.itemId))
      .filter((item) => item.kind === 'track')
      .map((item) => ({
        spotifyId: item.spotifyId,
        name: item.name,
        artistNames: item.extra.artist_names ?? '',
        isrc: item.extra.isrc ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async recentReadings(
    items: ReadonlyArray<{ kind: TrackedKind; spotifyId: string }>,
    since: Date,
  ): Promise<Map<string, RecentReading[]>> {
    const readings = new Map<string, RecentReading[]>();
    for (const wanted of items) {
      const item = this.tables.findItem(wanted.kind, wanted.spotifyId);
      if (!item) continue;
      const rows = this.tables.snapshotsOf(item.id).filter((row) => row.checkedAt >= since);
      if (rows.length === 0) continue;
      readings.set(
        `${item.kind}:${item.spotifyId}`,
        rows.map((row) => ({
          checked_at: row.checkedAt.toISOString(),
          followers: row.followers,
          popularity: row.popularity,
        })),
      );
    }
    return readings;
  }
}
