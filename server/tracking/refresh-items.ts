import type { Clock, MusicService } from '@domain/ports';
import { fail } from '../platform/result';
import type { DueItem, Snapshots, TimedReading } from './ports';
import { readItem } from './read-item';

export interface RefreshItemsDeps {
  readonly music: MusicService;
  readonly clock: Clock;
  readonly snapshots: Snapshots;
}

export interface RefreshItemsOptions {
  /** Reads in flight at once. */
  readonly concurrency: number;
  /** Readings written together (one transaction). */
  readonly writeBatchSize: number;
  /** Stops taking new items when aborted; readings not yet written are dropped, as a crash would. */
  readonly signal?: AbortSignal;
}

export interface ItemFailure {
  readonly item: DueItem;
  readonly error: unknown;
}

export interface RefreshOutcome {
  /** Snapshots written by this call (0 for items another run had already done). */
  readonly written: number;
  readonly failures: readonly ItemFailure[];
}

/**
 * Reads every item (bounded concurrency) and writes their snapshots for the cycle in batches: the
 * step the inline cycle and the queued workers share. Failed reads are returned, never thrown.
 */
export async function refreshItems(
  deps: RefreshItemsDeps,
  cycleId: number | null,
  items: readonly DueItem[],
  options: RefreshItemsOptions,
): Promise<RefreshOutcome> {
  const failures: ItemFailure[] = [];
  let pending: Array<{ readonly item: DueItem; readonly timed: TimedReading }> = [];
  let written = 0;
  let next = 0;
  const flush = async () => {
    const batch = pending;
    pending = [];
    const ids = await deps.snapshots.write(
      cycleId,
      batch.map(({ timed }) => timed),
    );
    written += ids.length;
  };
  // A failed batch write fails every item of the batch, as failed reads would: each is retried.
  // (Counting it against one item left the others' jobs done with no snapshot, so a queued cycle
  // never finished.)
  const flushOrFail = async () => {
    const batch = pending;
    await flush().catch((error: unknown) => {
      for (const { item } of batch) failures.push({ item, error });
    });
  };
  const work = async () => {
    while (next < items.length && !options.signal?.aborted) {
      const item = items[next++]!;
      const read = await readItem(deps.music, item.kind, item.spotify_id).catch(asFailure);
      if (!read.ok) {
        failures.push({ item, error: read.error });
        continue;
      }
      pending.push({
        item,
        timed: { itemId: item.id, checkedAt: deps.clock.now(), reading: read.value, stored: item },
      });
      if (pending.length >= options.writeBatchSize) await flushOrFail();
    }
  };
  const lanes = Math.max(1, Math.min(options.concurrency, items.length));
  await Promise.all(Array.from({ length: lanes }, work));
  if (!options.signal?.aborted) await flush();
  return { written, failures };
}

/** A read that threw (not a music-service failure: a bug) fails this item only, not the whole run. */
const asFailure = (error: unknown) => fail(error);
