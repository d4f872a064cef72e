import type { MetricCardInput } from '@domain/tracking/metric-cards';
import { checkedOnly } from './imported-readings';
import type { LoadStatus } from './item-loader';

export const SIGNED_OUT_CARD_NOTE = 'Sign in to see its change over 7 and 30 days.';
export const LOADING_CARD_NOTE = 'Loading its history…';
export const HISTORY_FAILED_CARD_NOTE = 'Its history could not be loaded.';

/**
 * What a metric card compares against, from the state of a history read: the checks once loaded
 * (one value per check; readings the user imported are not ours to compare against), else no history and a note saying why.
 */
export function cardHistory<E extends { readonly checked_at: string; readonly imported?: true }>(
  status: LoadStatus,
  entries: readonly E[] | null,
  value: (entry: E) => number | null,
): Pick<MetricCardInput, 'history' | 'unavailableNote'> {
  if (status === 'loaded') {
    return {
      history: checkedOnly(entries ?? []).map((entry) => ({
        checked_at: entry.checked_at,
        value: value(entry),
      })),
    };
  }
  return {
    history: null,
    unavailableNote: status === 'failed' ? HISTORY_FAILED_CARD_NOTE : LOADING_CARD_NOTE,
  };
}
