import type { ItemReading } from '@domain/tracking';
import type { TrackingStart, TrackingStarts } from '@server/tracking/ports';
import { InMemorySnapshots } from './in-memory-snapshots';
import { InMemoryTrackedItems } from './in-memory-tracked-items';
import type { TrackingTables } from './tracking-tables';

/** Starting to track on the in-memory tables (nothing here can fail half way). */
export class InMemoryTrackingStarts implements TrackingStarts {
  private readonly items: InMemoryTrackedItems;
  private readonly snapshots: InMemorySnapshots;

  constructor(private readonly tables: TrackingTables) {
    this.items = new InMemoryTrackedItems(tables);
    this.snapshots = new InMemorySnapshots(tables);
  }

  async start(userId: number, reading: ItemReading, now: Date, freshSince: Date): Promise<TrackingStart> {
    const known = this.tables.findItem(reading.kind, reading.spotifyId);
    const renamed =
      known !== undefined &&
      (known.name !== reading.name || JSON.stringify(known.extra) !== JSON.stringify(reading.extra));
    const itemId = await this.items.upsert(reading, now);
    if (!(await this.items.addTracker(userId, itemId, now)))
      return { started: false, snapshotTaken: false, renamed };
    const snapshotTaken = !(await this.snapshots.hasSnapshotAfter(itemId, freshSince));
    if (snapshotTaken) await this.snapshots.write(null, [{ itemId, checkedAt: now, reading }]);
    return { started: true, snapshotTaken, renamed };
  }
}
