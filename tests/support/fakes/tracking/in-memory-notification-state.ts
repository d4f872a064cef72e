import type { NotifiedValues } from '@domain/analytics';
import type { DigestSetting, NotificationState, WatchedItem } from '@server/tracking/ports';
import { pairKey, type TrackingTables } from './tracking-tables';

export class InMemoryNotificationState implements NotificationState {
  constructor(private readonly tables: TrackingTables) {}

  async setBaselineIfMissing(userId: number, itemId: number, values: NotifiedValues): Promise<void> {
    const key = pairKey(userId, itemId);
    if (!this.tables.baselines.has(key)) this.tables.baselines.set(key, { ...values });
  }

  async watchedItems(settings: readonly DigestSetting[]): Promise<WatchedItem[]> {
    const watched: WatchedItem[] = [];
    for (const { userId, itemId } of this.tables.trackers.values()) {
      const user = this.tables.users.get(userId);
      const on = new Set(settings.filter((setting) => user?.settings.has(setting)));
      const latest = this.tables.latestSnapshot(itemId);
      if (!user?.verified || on.size === 0 || !latest) continue;
      const item = this.tables.item(itemId);
      watched.push({
        userId,
        email: user.email,
        settings: on,
        itemId,
        kind: item.kind,
        spotifyId: item.spotifyId,
        name: item.name,
        baseline: this.tables.baselines.get(pairKey(userId, itemId)) ?? null,
        latest: { followers: latest.followers, popularity: latest.popularity },
      });
    }
    const order = (item: WatchedItem) => `${item.kind}\u0000${item.name}`;
    return watched.sort((a, b) => a.userId - b.userId || (order(a) < order(b) ? -1 : 1));
  }

  async rememberBaselines(items: readonly WatchedItem[]): Promise<void> {
    for (const item of items)
      this.tables.baselines.set(pairKey(item.userId, item.itemId), { ...item.latest });
  }
}
