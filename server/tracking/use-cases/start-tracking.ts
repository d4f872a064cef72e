import type { Clock, MusicService } from '@domain/ports';
import type { ItemReading, TrackedKind, UserItem } from '@domain/tracking';
import { fail, ok, type Result } from '../../platform/result';
import type { HistoryCache, NotificationState, Snapshots, TrackedItems } from '../ports';
import { readItem } from '../read-item';

export interface StartTrackingDeps {
  readonly music: MusicService;
  readonly clock: Clock;
  readonly items: TrackedItems;
  readonly snapshots: Snapshots;
  readonly notifications: NotificationState;
  readonly historyCache: HistoryCache;
}

export interface TrackingStarted {
  readonly name: string;
  /** False when the user was already tracking the item (nothing changed). */
  readonly started: boolean;
}

/** The music service does not know the item, will not give it out, or cannot be reached. */
export type StartTrackingFailure = 'not_found' | 'not_available' | 'service_unavailable';

const RECENT_SNAPSHOT_MS = 60 * 60_000;

/**
 * Starts tracking for one user: checks the item exists at the music service, shares the item with
 * its other trackers, and takes a snapshot at once (unless another tracker's read is under an hour
 * old). Tracking again changes nothing.
 */
export async function startTracking(
  deps: StartTrackingDeps,
  { userId, kind, spotifyId }: UserItem,
): Promise<Result<TrackingStarted, StartTrackingFailure>> {
  const read = await readForTracking(deps.music, kind, spotifyId);
  if (!read.ok) return read;
  const reading = read.value;
  const now = deps.clock.now();
  const itemId = await deps.items.upsert(reading, now);
  const started = await deps.items.addTracker(userId, itemId, now);
  if (!started) return ok({ name: reading.name, started });
  // A new tracker of an item someone else just read adds no snapshot: one per item per cycle.
  const since = new Date(now.getTime() - RECENT_SNAPSHOT_MS);
  if (!(await deps.snapshots.hasSnapshotAfter(itemId, since))) {
    await deps.snapshots.write(null, [{ itemId, checkedAt: now, reading }]);
  }
  // This reading is the baseline of the user's change notifications.
  const baseline = { followers: reading.followers, popularity: reading.popularity };
  await deps.notifications.setBaselineIfMissing(userId, itemId, baseline, now);
  // Tracking may have taken the item's first snapshot: its history answers are out of date.
  deps.historyCache.invalidate();
  return ok({ name: reading.name, started });
}

async function readForTracking(
  music: MusicService,
  kind: TrackedKind,
  spotifyId: string,
): Promise<Result<ItemReading, StartTrackingFailure>> {
  const read = await readItem(music, kind, spotifyId);
  if (read.ok) return read;
  if (read.error.kind === 'not_found') return fail('not_found');
  if (read.error.kind === 'forbidden') return fail('not_available');
  return fail('service_unavailable');
}
