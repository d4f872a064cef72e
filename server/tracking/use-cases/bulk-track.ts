import { musicServiceLabel, serviceOfKey } from '@domain/catalog/item-key';
import {
  type BulkLineResult,
  type TrackedKind,
  trackedItemsCapError,
  type WatchListEntry,
} from '@domain/tracking';
import { type StartTrackingDeps, startTracking } from './start-tracking';

/** How many items are read from the music service at once: small, to stay inside its budget. */
const CONCURRENCY = 3;

const NOUN: Record<TrackedKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };

/**
 * Starts tracking each link of a parsed list for one user, through the same use case as the Track
 * button, a few at a time; every line gets its own answer, in the list's order. A failure of one
 * line never stops the others. A line the user tracks already is answered without spending a read;
 * the lines past the account's cap (`trackedItemsPerAccount`) are answered `over_cap`, room being
 * held for the lines in flight so parallel lines cannot overshoot it.
 */
export async function bulkTrack(
  deps: StartTrackingDeps,
  userId: number,
  entries: readonly WatchListEntry[],
  /** Spends one music-service read before each link; answers the refusal's words when over budget. */
  spendRead: () => Promise<string | null> = async () => null,
): Promise<BulkLineResult[]> {
  const results: BulkLineResult[] = new Array(entries.length);
  const room = await roomLeft(deps, userId);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next;
      next += 1;
      results[index] = await answerLine(deps, userId, entries[index]!, spendRead, room);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, entries.length) }, worker));
  return results;
}

/** How many more items the account may add, held and given back as lines go (null: no cap). */
interface Room {
  left: number | null;
}

async function roomLeft(deps: StartTrackingDeps, userId: number): Promise<Room> {
  const cap = deps.trackedItemsPerAccount;
  if (cap === undefined || !deps.items) return { left: null };
  const tracked = (await deps.items.trackedCounts([userId])).get(userId) ?? 0;
  return { left: Math.max(0, cap - tracked) };
}

async function answerLine(
  deps: StartTrackingDeps,
  userId: number,
  entry: WatchListEntry,
  spendRead: () => Promise<string | null>,
  room: Room,
): Promise<BulkLineResult> {
  const { line, input } = entry;
  if ('problem' in entry)
    return { line, input, status: entry.problem, kind: null, id: null, error: entry.error };
  const { kind, key } = entry;
  const answer = { line, input, kind, id: key };
  if (await deps.items?.isTracking(userId, kind, key))
    return { ...answer, status: 'already_tracked', error: null };
  if (room.left !== null && room.left <= 0) {
    return { ...answer, status: 'over_cap', error: trackedItemsCapError(deps.trackedItemsPerAccount!) };
  }
  if (room.left !== null) room.left -= 1;
  const result = await startLine(deps, userId, entry, spendRead);
  if (room.left !== null && result.status !== 'added') room.left += 1;
  return result;
}

async function startLine(
  deps: StartTrackingDeps,
  userId: number,
  { line, input, kind, key }: { line: number; input: string; kind: TrackedKind; key: string },
  spendRead: () => Promise<string | null>,
): Promise<BulkLineResult> {
  const answer = { line, input, kind, id: key };
  const refused = await spendRead();
  if (refused !== null) return { ...answer, status: 'failed', error: refused };
  const started = await startTracking(deps, { userId, kind, spotifyId: key });
  if (started.ok) {
    return { ...answer, status: started.value.started ? 'added' : 'already_tracked', error: null };
  }
  const service = musicServiceLabel(serviceOfKey(key));
  if (started.error === 'not_found') {
    const where =
      serviceOfKey(key) === 'spotify' ? '' : ` on ${service}, or ${service} is off on this install`;
    return { ...answer, status: 'not_found', error: `${NOUN[kind]} not found${where}.` };
  }
  if (started.error === 'over_cap') {
    return { ...answer, status: 'over_cap', error: trackedItemsCapError(deps.trackedItemsPerAccount ?? 0) };
  }
  if (started.error === 'not_available') {
    return { ...answer, status: 'not_available', error: `This ${kind} is not available from ${service}.` };
  }
  return { ...answer, status: 'failed', error: `${service} is unavailable. Please try again later.` };
}
