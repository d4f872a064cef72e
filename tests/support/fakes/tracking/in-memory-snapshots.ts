import type { StoredReading } from '@domain/catalog';
import type { PlaylistMembership } from '@domain/analytics';
import {
  type ArtistHistoryEntry,
  diffMembership,
  type FollowerPoint,
  type TrackedKind,
  type TrackPopularityEntry,
} from '@domain/tracking';
import type { PlaylistReadings, SnapshotHistory, Snapshots, TimedReading } from '@server/tracking/ports';
import type { SnapshotRow, TrackingTables } from './tracking-tables';

export class InMemorySnapshots implements Snapshots {
  constructor(private readonly tables: TrackingTables) {}

  async write(cycleId: number | null, readings: readonly TimedReading[]): Promise<number[]> {
    if (cycleId !== null && !this.tables.cycles.some((cycle) => cycle.id === cycleId)) {
      throw new Error(`no refresh cycle ${cycleId}`);
    }
    const written: number[] = [];
    for (const { itemId, checkedAt, reading } of readings) {
      this.tables.item(itemId);
      const taken = this.tables.snapshots.some((row) => row.itemId === itemId && row.cycleId === cycleId);
      if (cycleId !== null && taken) continue;
      const { followers, popularity, trackCount, snapshotId } = reading;
      this.tables.snapshots.push({
        itemId,
        cycleId,
        checkedAt,
        followers,
        popularity,
        trackCount,
        snapshotId,
      });
      written.push(itemId);
    }
    for (const timed of readings.filter((timed) => written.includes(timed.itemId))) {
      this.recordMembership(timed);
      const item = this.tables.item(timed.itemId);
      item.name = timed.reading.name;
      item.extra = timed.reading.extra;
    }
    return written;
  }

  async hasSnapshotAfter(itemId: number, instant: Date): Promise<boolean> {
    return this.tables.snapshots.some(
      (row) => row.itemId === itemId && row.checkedAt.getTime() > instant.getTime(),
    );
  }

  private recordMembership({ itemId, checkedAt, reading }: TimedReading): void {
    if (reading.members === null) return;
    const open = this.tables.stays.filter((stay) => stay.itemId === itemId && stay.removedAt === null);
    const changes = diffMembership(new Set(open.map((stay) => stay.trackId)), reading.members);
    for (const member of reading.members)
      if (member.track) this.tables.trackDetails.set(member.trackId, member.track);
    for (const stay of open.filter((stay) => changes.removed.includes(stay.trackId))) {
      const earlier = this.tables.snapshotsOf(itemId).filter((row) => row.checkedAt < checkedAt);
      stay.removedAt = checkedAt;
      stay.lastSeen = earlier.at(-1)?.checkedAt ?? stay.firstSeen;
    }
    for (const member of changes.added) {
      this.tables.stays.push({
        itemId,
        trackId: member.trackId,
        addedAt: member.addedAt === null ? null : new Date(member.addedAt),
        firstSeen: checkedAt,
        lastSeen: checkedAt,
        removedAt: null,
      });
    }
  }
}

export class InMemorySnapshotHistory implements SnapshotHistory {
  constructor(private readonly tables: TrackingTables) {}

  async artist(spotifyId: string): Promise<ArtistHistoryEntry[]> {
    return this.rows('artist', spotifyId).map((row) => ({
      checked_at: row.checkedAt.toISOString(),
      popularity: row.popularity,
      followers: row.followers,
    }));
  }

  async trackPopularity(spotifyId: string): Promise<TrackPopularityEntry[]> {
    return this.rows('track', spotifyId).map((row) => ({
      checked_at: row.checkedAt.toISOString(),
      popularity: row.popularity,
    }));
  }

  async playlistFollowers(spotifyId: string): Promise<FollowerPoint[]> {
    return this.rows('playlist', spotifyId).flatMap((row) =>
      row.followers === null
        ? []
        : [
            {
              checked_at: row.checkedAt.toISOString(),
              followers: row.followers,
              track_count: row.trackCount,
            },
          ],
    );
  }

  async playlistReadings(spotifyId: string): Promise<PlaylistReadings | null> {
    const item = this.tables.findItem('playlist', spotifyId);
    if (!item) return null;
    const readings = this.tables.snapshotsOf(item.id).map((row) => ({
      checked_at: row.checkedAt.toISOString(),
      followers: row.followers,
      track_count: row.trackCount,
    }));
    return { name: item.name, readings };
  }

  async latestCheck(kind: TrackedKind, spotifyId: string): Promise<string | null> {
    return this.rows(kind, spotifyId).at(-1)?.checkedAt.toISOString() ?? null;
  }

  async latestReadings(
    kind: TrackedKind,
    spotifyIds: readonly string[],
  ): Promise<Map<string, StoredReading>> {
    const readings = new Map<string, StoredReading>();
    for (const spotifyId of spotifyIds) {
      const latest = this.rows(kind, spotifyId).at(-1);
      if (!latest) continue;
      readings.set(spotifyId, {
        checked_at: latest.checkedAt.toISOString(),
        followers: latest.followers,
        popularity: latest.popularity,
        track_count: latest.trackCount,
      });
    }
    return readings;
  }

  async stays(playlistSpotifyId: string): Promise<PlaylistMembership[]> {
    const item = this.tables.findItem('playlist', playlistSpotifyId);
    return this.tables.stays
      .filter((stay) => stay.itemId === item?.id)
      .sort(
        (a, b) =>
          a.firstSeen.getTime() - b.firstSeen.getTime() ||
          (a.trackId < b.trackId ? -1 : a.trackId > b.trackId ? 1 : 0),
      )
      .map((stay) => ({
        trackId: stay.trackId,
        addedAt: stay.addedAt?.toISOString() ?? null,
        firstSeen: stay.firstSeen.toISOString(),
        removedAt: stay.removedAt?.toISOString() ?? null,
      }));
  }

  private rows(kind: TrackedKind, spotifyId: string): SnapshotRow[] {
    const item = this.tables.findItem(kind, spotifyId);
    return item ? this.tables.snapshotsOf(item.id) : [];
  }
}
