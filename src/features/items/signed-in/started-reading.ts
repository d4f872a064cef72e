import type { HistoryReading } from '@domain/tracking/history-contracts';
import type { ItemLoader } from '../shared/item-loader';

/**
 * After a successful Track: draws the reading the track answer carries into the loaded history, so
 * the chart shows it without reading the history again. Only a history that is not loaded (it
 * failed, or is still on its way) is read again.
 */
export async function drawStartedReading<T>(
  history: ItemLoader<T>,
  id: string,
  reading: HistoryReading | null,
  withReading: (data: T, reading: HistoryReading) => T,
): Promise<void> {
  if (history.status !== 'loaded') return history.load(id);
  if (reading) history.revise((data) => withReading(data, reading));
}

/** `entries` with `entry` last, unless they already reach its time (oldest first, as histories are). */
export function appended<E extends { readonly checked_at: string }>(
  entries: readonly E[],
  entry: E,
): readonly E[] {
  const last = entries.at(-1);
  return last && Date.parse(last.checked_at) >= Date.parse(entry.checked_at) ? entries : [...entries, entry];
}
