import type { Kysely } from 'kysely';
import { isMusicServiceError } from '@domain/catalog';
import { type MusicService } from '@domain/ports';
import type { Clock } from '@domain/ports/clock';
import type { DB } from '../db/schema';
import { HttpError, notFound, serviceUnavailable } from '../http/http-error';
import { readItem } from './item-reading';
import { writeReadings } from './snapshot-writer';
import type { TrackedKind } from './tables';
import { addTracker, removeTracker, upsertItem } from './tracking-store';

export interface TrackingDeps {
  readonly db: Kysely<DB>;
  readonly music: MusicService;
  readonly clock: Clock;
}

export interface StartTrackingResult {
  readonly name: string;
  /** False when the user was already tracking the item (nothing changed). */
  readonly started: boolean;
}

const RECENT_SNAPSHOT_MS = 60 * 60_000;

const KIND_NOUN: Record<TrackedKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };

/**
 * Starts tracking for one user: checks the item exists at the music service, shares the item with
 * its other trackers, and takes a snapshot at once (unless another tracker's read is under an hour
 * old). Tracking again changes nothing.
 */
export async function startTracking(
  deps: TrackingDeps,
  userId: number,
  kind: TrackedKind,
  spotifyId: string,
): Promise<StartTrackingResult> {
  const reading = await readForTracking(deps.music, kind, spotifyId);
  const now = deps.clock.now();
  const itemId = await upsertItem(deps.db, reading, now);
  const started = await addTracker(deps.db, userId, itemId, now);
  if (!started) return { name: reading.name, started };
  if (!(await hasRecentSnapshot(deps.db, itemId, now))) {
    await writeReadings(deps.db, null, [{ itemId, checkedAt: now, reading }]);
  }
  // This reading is the baseline of the user's change notifications.
  await deps.db
    .insertInto('notification_state')
    .values({
      user_id: userId,
      item_id: itemId,
      last_notified_followers: reading.followers,
      last_notified_popularity: reading.popularity,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'item_id']).doNothing())
    .execute();
  return { name: reading.name, started };
}

/** Stops this user's tracking; 404 when they were not tracking it. Other trackers keep the history. */
export async function stopTracking(
  deps: Pick<TrackingDeps, 'db'>,
  userId: number,
  kind: TrackedKind,
  spotifyId: string,
): Promise<void> {
  const removed = await removeTracker(deps.db, userId, kind, spotifyId);
  if (!removed) throw notFound(`You are not tracking this ${kind}.`);
}

// A new tracker of an item someone else just read adds no snapshot: one per item per cycle.
async function hasRecentSnapshot(db: Kysely<DB>, itemId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('item_snapshots')
    .select('item_id')
    .where('item_id', '=', itemId)
    .where('checked_at', '>', new Date(now.getTime() - RECENT_SNAPSHOT_MS))
    .executeTakeFirst();
  return row !== undefined;
}

async function readForTracking(music: MusicService, kind: TrackedKind, spotifyId: string) {
  try {
    return await readItem(music, kind, spotifyId);
  } catch (error) {
    if (isMusicServiceError(error, 'not_found')) throw notFound(`${KIND_NOUN[kind]} not found.`);
    if (isMusicServiceError(error, 'forbidden')) {
      throw new HttpError(403, `This ${kind} is not available from the music service.`);
    }
    if (isMusicServiceError(error)) {
      throw serviceUnavailable('The music service is unavailable. Please try again later.');
    }
    throw error;
  }
}
