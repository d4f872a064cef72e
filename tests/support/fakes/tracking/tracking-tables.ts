import type { TrackedItemExtra, TrackedKind } from '@domain/tracking';

// The rows the in-memory fakes share, so they see each other's writes as the database tables do.

export interface ItemRow {
  id: number;
  kind: TrackedKind;
  spotifyId: string;
  name: string;
  extra: TrackedItemExtra;
  createdAt: Date;
}

export interface SnapshotRow {
  itemId: number;
  cycleId: number | null;
  checkedAt: Date;
  followers: number | null;
  popularity: number | null;
  trackCount: number | null;
  snapshotId: string | null;
}

export interface StayRow {
  itemId: number;
  trackId: string;
  addedAt: Date | null;
  firstSeen: Date;
  lastSeen: Date;
  removedAt: Date | null;
}

export interface CycleRow {
  id: number;
  startedAt: Date;
  finishedAt: Date | null;
  notifiedAt: Date | null;
  items: number;
  snapshots: number;
  failures: number;
}

export interface FailureRow {
  attempts: number;
  lastError: string;
  final: boolean;
}

/** In-memory stand-ins for the tracking tables (plus the users and settings they read). */
export class TrackingTables {
  readonly items: ItemRow[] = [];
  /** `user:item` → when tracking started. */
  readonly trackers = new Map<string, { userId: number; itemId: number; createdAt: Date }>();
  readonly snapshots: SnapshotRow[] = [];
  readonly stays: StayRow[] = [];
  /** Track id → its name and artists, as playlist readings carrying the full track gave them. */
  readonly trackDetails = new Map<string, { readonly name: string; readonly artistIds: readonly string[] }>();
  readonly cycles: CycleRow[] = [];
  /** `cycle:item` → failed reads. */
  readonly failures = new Map<string, FailureRow>();
  readonly users = new Map<number, { email: string }>();

  addUser(email: string): number {
    const id = this.users.size + 1;
    this.users.set(id, { email });
    return id;
  }

  item(id: number): ItemRow {
    const item = this.items.find((row) => row.id === id);
    if (!item) throw new Error(`no tracked item ${id}`);
    return item;
  }

  findItem(kind: TrackedKind, spotifyId: string): ItemRow | undefined {
    return this.items.find((row) => row.kind === kind && row.spotifyId === spotifyId);
  }

  /** The item's snapshots, oldest first. */
  /** The user's items of one kind, oldest tracking first (then by id), as the adapters order them. */
  trackedOf(userId: number, kind: TrackedKind): ItemRow[] {
    return [...this.trackers.values()]
      .filter((tracker) => tracker.userId === userId)
      .map((tracker) => ({ tracker, item: this.item(tracker.itemId) }))
      .filter(({ item }) => item.kind === kind)
      .sort((a, b) => a.tracker.createdAt.getTime() - b.tracker.createdAt.getTime() || a.item.id - b.item.id)
      .map(({ item }) => item);
  }

  snapshotsOf(itemId: number): SnapshotRow[] {
    return this.snapshots
      .filter((row) => row.itemId === itemId)
      .sort((a, b) => a.checkedAt.getTime() - b.checkedAt.getTime());
  }

  latestSnapshot(itemId: number): SnapshotRow | undefined {
    return this.snapshotsOf(itemId).at(-1);
  }
}

export const pairKey = (first: number, second: number) => `${first}:${second}`;
