import { musicServiceLabel, serviceOfKey } from '@domain/catalog/item-key';
import type { BulkLineResult, TrackedKind, WatchListEntry } from '@domain/tracking';
import { type StartTrackingDeps, startTracking } from './start-tracking';

/** How many items are read from the music service at once: small, to stay inside its budget. */
const CONCURRENCY = 3;

const NOUN: Record<TrackedKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };

/**
 * Starts tracking each link of a parsed list for one user, through the same use case as the Track
 * button, a few at a time; every line gets its own answer, in the list's order. A failure of one
 * line never stops the others.
 */
export async function bulkTrack(
  deps: StartTrackingDeps,
  userId: number,
  entries: readonly WatchListEntry[],
  /** Spends one music-service read before each link; answers the refusal's words when over budget. */
  spendRead: () => Promise<string | null> = async () => null,
): Promise<BulkLineResult[]> {
  const results: BulkLineResult[] = new Array(entries.length);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next;
      next += 1;
      results[index] = await answerLine(deps, userId, entries[index]!, spendRead);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, entries.length) }, worker));
  return results;
}

async function answerLine(
  deps: StartTrackingDeps,
  userId: number,
  entry: WatchListEntry,
  spendRead: () => Promise<string | null>,
): Promise<BulkLineResult> {
  const { line, input } = entry;
  if ('problem' in entry)
    return { line, input, status: entry.problem, kind: null, id: null, error: entry.error };
  const { kind, key } = entry;
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
  if (started.error === 'not_available') {
    return { ...answer, status: 'not_available', error: `This ${kind} is not available from ${service}.` };
  }
  return { ...answer, status: 'failed', error: `${service} is unavailable. Please try again later.` };
}
