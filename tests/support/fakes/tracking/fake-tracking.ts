import type { Clock } from '@domain/ports';
import { ScriptedMusicService } from './scripted-music';
import { InMemoryItemSummaries } from './in-memory-item-summaries';
import { InMemoryPlacementDigests } from './in-memory-placement-digests';
import { InMemoryPlaylistGradeInputs } from './in-memory-playlist-grade-inputs';
import { InMemoryRefreshCycles } from './in-memory-refresh-cycles';
import { InMemoryRefreshQueue } from './in-memory-refresh-queue';
import { InMemorySnapshotHistory, InMemorySnapshots } from './in-memory-snapshots';
import { InMemoryTrackedItems } from './in-memory-tracked-items';
import { InMemoryTrackingStarts } from './in-memory-tracking-starts';
import { TrackingTables } from './tracking-tables';

/** A clock the test moves by hand. */
export class SteppingClock implements Clock {
  constructor(private current = new Date('2026-03-01T06:00:00Z')) {}

  now(): Date {
    return new Date(this.current.getTime());
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const DAY = 86_400_000;

/** Every tracking port on in-memory fakes sharing one set of tables: no database, no HTTP. */
export function fakeTracking() {
  const tables = new TrackingTables();
  const history = new InMemorySnapshotHistory(tables);
  const gradeInputs = new InMemoryPlaylistGradeInputs(tables);
  return {
    tables,
    music: new ScriptedMusicService(),
    clock: new SteppingClock(),
    items: new InMemoryTrackedItems(tables),
    summaries: new InMemoryItemSummaries(tables),
    starts: new InMemoryTrackingStarts(tables),
    snapshots: new InMemorySnapshots(tables),
    history,
    memberships: history,
    gradeInputs,
    placementDigests: new InMemoryPlacementDigests(tables, gradeInputs),
    cycles: new InMemoryRefreshCycles(tables),
    queue: new InMemoryRefreshQueue(),
  };
}

export type FakeTracking = ReturnType<typeof fakeTracking>;
