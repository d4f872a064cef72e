import type { ItemReading, TrackedKind } from '@domain/tracking';
import type { LatestItem, TrackedItems } from '@server/tracking/ports';
import { pairKey, type TrackingTables } from './tracking-tables';

export class InMemoryTrackedItems implements TrackedItems {
  constructor(private readonly tables: TrackingTables) {}

  async upsert(reading: ItemReading, now: Date): Promise<number> {
    const existing = this.tables.findItem(reading.kind, reading.spotifyId);
    if (existing) {
      existing.name = reading.name;
      existing.extra = reading.extra;
      return existing.id;
    }
    const id = this.tables.items.length + 1;
    const { kind, spotifyId, name, extra } = reading;
    this.tables.items.push({ id, kind, spotifyId, name, extra, createdAt: now });
    return id;
  }

  async addTracker(userId: number, itemId: number, now: Date): Promise<boolean> {
    const key = pairKey(userId, itemId);
    if (this.tables.trackers.has(key)) return false;
    this.tables.trackers.set(key, { userId, itemId, createdAt: now });
    return true;
  }

  async removeTracker(userId: number, kind: TrackedKind, spotifyId: string): Promise<boolean> {
    const item = this.tables.findItem(kind, spotifyId);
    if (!item) return false;
    return this.tables.trackers.delete(pairKey(userId, item.id));
  }

  async isTracking(userId: number, kind: TrackedKind, spotifyId: string): Promise<boolean> {
    const item = this.tables.findItem(kind, spotifyId);
    return item !== undefined && this.tables.trackers.has(pairKey(userId, item.id));
  }

  async trackingSince(userId: number, kind: TrackedKind, spotifyId: string): Promise<Date | null> {
    const item = this.tables.findItem(kind, spotifyId);
    return (item && this.tables.trackers.get(pairKey(userId, item.id))?.createdAt) ?? null;
  }

  async trackedCounts(userIds: readonly number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (const { userId } of this.tables.trackers.values()) {
      if (userIds.includes(userId)) counts.set(userId, (counts.get(userId) ?? 0) + 1);
    }
    return counts;
  }

  async trackingAndCount(userId: number, kind: TrackedKind, spotifyId: string) {
    const tracked = (await this.trackedCounts([userId])).get(userId) ?? 0;
    return { tracking: await this.isTracking(userId, kind, spotifyId), tracked };
  }

  async latestOfUser(userId: number, kind: TrackedKind): Promise<LatestItem[]> {
    return this.tables.trackedOf(userId, kind).map((item) => {
      const latest = this.tables.latestSnapshot(item.id);
      return {
        id: item.id,
        spotifyId: item.spotifyId,
        name: item.name,
        extra: item.extra,
        followers: latest?.followers ?? null,
        popularity: latest?.popularity ?? null,
        trackCount: latest?.trackCount ?? null,
        checkedAt: latest?.checkedAt ?? null,
      };
    });
  }
}
