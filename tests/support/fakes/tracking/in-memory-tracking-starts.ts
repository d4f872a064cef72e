import type { ItemReading } from '@domain/tracking';
import type { TrackingStarts } from '@server/tracking/ports';
import { InMemoryNotificationState } from './in-memory-notification-state';
import { InMemorySnapshots } from './in-memory-snapshots';
import { InMemoryTrackedItems } from './in-memory-tracked-items';
import type { TrackingTables } from './tracking-tables';

/** Starting to track on the in-memory tables (nothing here can fail half way). */
export class InMemoryTrackingStarts implements TrackingStarts {
  private readonly items: InMemoryTrackedItems;
  private readonly snapshots: InMemorySnapshots;
  private readonly notifications: InMemoryNotificationState;

  constructor(tables: TrackingTables) {
    this.items = new InMemoryTrackedItems(tables);
    this.snapshots = new InMemorySnapshots(tables);
    this.notifications = new InMemoryNotificationState(tables);
  }

  async start(userId: number, reading: ItemReading, now: Date, freshSince: Date): Promise<boolean> {
    const itemId = await this.items.upsert(reading, now);
    if (!(await this.items.addTracker(userId, itemId, now))) return false;
    const values = { followers: reading.followers, popularity: reading.popularity };
    await this.notifications.setBaselineIfMissing(userId, itemId, values);
    if (!(await this.snapshots.hasSnapshotAfter(itemId, freshSince))) {
      await this.snapshots.write(null, [{ itemId, checkedAt: now, reading }]);
    }
    return true;
  }
}
