import type {
  CycleCounts,
  CycleRecord,
  DueItem,
  ReadFailure,
  RefreshCycle,
  RefreshCycles,
} from '@server/tracking/ports';
import { pairKey, type TrackingTables } from './tracking-tables';

export class InMemoryRefreshCycles implements RefreshCycles {
  constructor(private readonly tables: TrackingTables) {}

  async open(now: Date): Promise<RefreshCycle> {
    const open = this.tables.cycles.find((cycle) => cycle.finishedAt === null);
    if (open) return { id: open.id, startedAt: open.startedAt };
    const id = this.tables.cycles.length + 1;
    this.tables.cycles.push({
      id,
      startedAt: now,
      finishedAt: null,
      notifiedAt: null,
      items: 0,
      snapshots: 0,
      failures: 0,
    });
    return { id, startedAt: now };
  }

  async find(cycleId: number): Promise<CycleRecord | null> {
    const cycle = this.tables.cycles.find((row) => row.id === cycleId);
    if (!cycle) return null;
    const { id, startedAt, finishedAt, items, snapshots, failures } = cycle;
    return { id, startedAt, finishedAt, items, snapshots, failures };
  }

  async hasUnfinished(): Promise<boolean> {
    return this.tables.cycles.some((cycle) => cycle.finishedAt === null);
  }

  async lastStart(): Promise<Date | null> {
    const starts = this.tables.cycles.map((cycle) => cycle.startedAt.getTime());
    return starts.length === 0 ? null : new Date(Math.max(...starts));
  }

  async due(cycle: RefreshCycle): Promise<DueItem[]> {
    const tracked = new Set([...this.tables.trackers.values()].map((tracker) => tracker.itemId));
    return this.tables.items
      .filter((item) => item.createdAt.getTime() <= cycle.startedAt.getTime() && tracked.has(item.id))
      .filter(
        (item) => !this.tables.snapshots.some((row) => row.itemId === item.id && row.cycleId === cycle.id),
      )
      .filter((item) => !this.tables.failures.get(pairKey(cycle.id, item.id))?.final)
      .sort((a, b) => a.id - b.id)
      .map((item) => ({
        id: item.id,
        kind: item.kind,
        spotify_id: item.spotifyId,
        name: item.name,
        extra: item.extra,
      }));
  }

  async recordFailure(failure: ReadFailure): Promise<number> {
    const key = pairKey(failure.cycleId, failure.itemId);
    const attempts = (this.tables.failures.get(key)?.attempts ?? 0) + 1;
    this.tables.failures.set(key, { attempts, lastError: failure.error, final: failure.final });
    return attempts;
  }

  async finish(cycleId: number, now: Date): Promise<CycleCounts | null> {
    const cycle = this.tables.cycles.find((row) => row.id === cycleId && row.finishedAt === null);
    if (!cycle) return null;
    cycle.finishedAt = now;
    cycle.snapshots = this.tables.snapshots.filter((row) => row.cycleId === cycleId).length;
    cycle.failures = [...this.tables.failures].filter(
      ([key, failure]) => key.startsWith(`${cycleId}:`) && failure.final,
    ).length;
    cycle.items = cycle.snapshots + cycle.failures;
    return { items: cycle.items, snapshots: cycle.snapshots, failures: cycle.failures };
  }

  async claimNotifications(cycleId: number, now: Date): Promise<boolean> {
    const cycle = this.tables.cycles.find((row) => row.id === cycleId);
    if (!cycle || cycle.finishedAt === null || cycle.notifiedAt !== null) return false;
    cycle.notifiedAt = now;
    return true;
  }

  async unnotified(): Promise<number[]> {
    return this.tables.cycles
      .filter((cycle) => cycle.finishedAt !== null && cycle.notifiedAt === null)
      .map((cycle) => cycle.id);
  }
}
