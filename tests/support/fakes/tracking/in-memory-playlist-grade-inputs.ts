import {
  BASELINE_DAYS,
  MARGIN_DAYS,
  membershipStart,
  type PlaylistGradeInput,
  type TrackPopularity,
} from '@domain/analytics';
import type { PlaylistGradeInputs } from '@server/tracking/ports';
import { InMemorySnapshotHistory } from './in-memory-snapshots';
import type { TrackingTables } from './tracking-tables';

const DAY_MS = 86_400_000;

/** Grade inputs from the in-memory tables, read as the SQL adapter reads them. */
export class InMemoryPlaylistGradeInputs implements PlaylistGradeInputs {
  private readonly history: InMemorySnapshotHistory;

  constructor(private readonly tables: TrackingTables) {
    this.history = new InMemorySnapshotHistory(tables);
  }

  async of(playlistIds: readonly string[]): Promise<Map<string, PlaylistGradeInput>> {
    const inputs = new Map<string, PlaylistGradeInput>();
    for (const id of playlistIds) {
      const points = (await this.history.playlistFollowers(id)).map(({ checked_at, followers }) => ({
        checked_at,
        followers,
      }));
      if (points.length === 0) {
        inputs.set(id, { points: [], stays: [], tracks: [] });
        continue;
      }
      const stays = await this.history.stays(id);
      inputs.set(id, { points, stays, tracks: this.tracksOn(stays) });
    }
    return inputs;
  }

  private tracksOn(stays: PlaylistGradeInput['stays']): TrackPopularity[] {
    const tracks: TrackPopularity[] = [];
    for (const trackId of [...new Set(stays.map((stay) => stay.trackId))].sort()) {
      const item = this.tables.findItem('track', trackId);
      if (!item) continue;
      const own = stays.filter((stay) => stay.trackId === trackId);
      const from = Math.min(...own.map(membershipStart)) - (MARGIN_DAYS + BASELINE_DAYS + 1) * DAY_MS;
      const to = own.every((stay) => stay.removedAt !== null)
        ? Math.max(...own.map((stay) => Date.parse(stay.removedAt!))) + (MARGIN_DAYS + 1) * DAY_MS
        : Number.POSITIVE_INFINITY;
      const points = this.tables
        .snapshotsOf(item.id)
        .filter((row) => row.popularity !== null)
        .filter((row) => row.checkedAt.getTime() >= from && row.checkedAt.getTime() <= to)
        .map((row) => ({ checked_at: row.checkedAt.toISOString(), popularity: row.popularity! }));
      if (points.length > 0) tracks.push({ trackId, name: item.name, points });
    }
    return tracks;
  }
}
