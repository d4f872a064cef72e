import type { Clock, MusicService } from '@domain/ports';
import type { HistoryReading, ItemReading, TrackedKind, UserItem } from '@domain/tracking';
import { fail, ok, type Result } from '../../platform/result';
import type { ItemTrackedHook, TrackedItems, TrackingStarts } from '../ports';
import { readItem } from '../read-item';

export interface StartTrackingDeps {
  readonly music: MusicService;
  readonly clock: Clock;
  readonly starts: TrackingStarts;
  /** Told of every item a user starts tracking (item links look for its Deezer twin). */
  readonly onItemTracked?: ItemTrackedHook;
  /** Who tracks what: an item the user tracks already is answered without reading it upstream. */
  readonly items?: Pick<TrackedItems, 'isTracking' | 'trackedCounts' | 'trackingAndCount'>;
  /** The most items one account may track (`TRACKED_ITEMS_PER_ACCOUNT`); unset: no cap. */
  readonly trackedItemsPerAccount?: number;
}

export interface TrackingStarted {
  /** False when the user was already tracking the item (nothing changed). */
  readonly started: boolean;
  /** The reading added to the item's history; null when none was (a recent one stands for it). */
  readonly reading: HistoryReading | null;
}

/** The music service does not know the item, will not give it out, or cannot be reached. */
/** `over_cap`: the account tracks as many items as it may. */
export type StartTrackingFailure = 'not_found' | 'not_available' | 'service_unavailable' | 'over_cap';

const RECENT_SNAPSHOT_MS = 60 * 60_000;

/**
 * Starts tracking for one user: an item already tracked is answered at once (no upstream read), and
 * one past the account's cap is refused; otherwise it checks the item exists at the music service, then in one write
 * shares the item with its other trackers and takes a snapshot (unless another tracker's read is
 * under an hour old: one per item per cycle).
 * Tracking again changes nothing.
 */
export async function startTracking(
  deps: StartTrackingDeps,
  { userId, kind, spotifyId }: UserItem,
): Promise<Result<TrackingStarted, StartTrackingFailure>> {
  const known = await alreadyTrackedOrOverCap(deps, { userId, kind, spotifyId });
  if (known !== null) return known;
  const read = await readForTracking(deps.music, kind, spotifyId);
  if (!read.ok) return read;
  const reading = read.value;
  const now = deps.clock.now();
  const freshSince = new Date(now.getTime() - RECENT_SNAPSHOT_MS);
  const { started, snapshotTaken, overCap } = await deps.starts.start(userId, reading, now, freshSince);
  if (overCap) return fail('over_cap');
  if (started) deps.onItemTracked?.({ kind, spotifyId });
  return ok({ started, reading: snapshotTaken ? historyReading(reading, now) : null });
}

/** Answers for an item the user tracks already or may not add; null when it is to be read and added. */
export async function alreadyTrackedOrOverCap(
  deps: Pick<StartTrackingDeps, 'items' | 'trackedItemsPerAccount'>,
  { userId, kind, spotifyId }: UserItem,
): Promise<Result<TrackingStarted, StartTrackingFailure> | null> {
  if (!deps.items) return null;
  const { tracking, tracked } = await deps.items.trackingAndCount(userId, kind, spotifyId);
  if (tracking) return ok({ started: false, reading: null });
  const cap = deps.trackedItemsPerAccount;
  return cap !== undefined && tracked >= cap ? fail('over_cap') : null;
}

function historyReading(reading: ItemReading, checkedAt: Date): HistoryReading {
  return {
    checked_at: checkedAt.toISOString(),
    followers: reading.followers,
    popularity: reading.popularity,
    track_count: reading.trackCount,
  };
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
