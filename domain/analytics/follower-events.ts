import type { FollowerEventKind } from '../catalog/catalog-contracts';

/** Why a change was flagged: a sudden jump or drop, a plateau run, or a slow even drip. */
export type FlagSource = 'extreme' | 'trend' | 'drip';

/** Flagged changes `first..last` (indices into the series) grouped into one event. */
export interface EventSpan {
  readonly first: number;
  readonly last: number;
  readonly kind: FollowerEventKind;
}

/**
 * The gap rule: two flagged changes belong to one event when at most this many unflagged changes lie
 * between them…
 */
export const MAX_GAP_CHANGES = 1;
/**
 * …the later one was checked within this many days of the earlier one (consecutive flagged changes
 * join whatever the time between their checks), and both point the same way
 * (gains with gains, losses with losses), unless both belong to a run (a plateau or drip has noisy days).
 */
export const MAX_GAP_DAYS = 3;

/**
 * Groups flagged changes into events. `flags[i]` says why change `i` (from check `i − 1` to check
 * `i`, at `time[i]` ms) was flagged, or null; `change[i]` is its follower change. Consecutive or near
 * flagged changes in the same direction form one event (the gap rule above); the unflagged changes
 * bridged by it are part of the event. An event losing followers overall is a purge; one holding a
 * plateau or drip change is a drip; otherwise it is a burst. Every flagged change lies in exactly one
 * event; events are disjoint and in time order. O(n).
 */
export function groupFlaggedChanges(
  time: ArrayLike<number>,
  change: ArrayLike<number>,
  flags: ReadonlyArray<FlagSource | null>,
): EventSpan[] {
  const spans: EventSpan[] = [];
  let first = -1;
  let last = -1;
  let gaining = true;
  let steady = false;
  let lastFlag: FlagSource = 'extreme';
  const close = () => {
    if (first < 0) return;
    let net = 0;
    for (let index = first; index <= last; index += 1) net += change[index]!;
    spans.push({ first, last, kind: net < 0 ? 'purge' : steady ? 'drip' : 'burst' });
    first = -1;
  };
  for (let index = 0; index < flags.length; index += 1) {
    const flag = flags[index];
    if (flag === null || flag === undefined) continue;
    const rising = change[index]! >= 0;
    const bridged = index - last - 1;
    const joins =
      first >= 0 &&
      bridged <= MAX_GAP_CHANGES &&
      (bridged === 0 || time[index]! - time[last]! <= MAX_GAP_DAYS * 86_400_000) &&
      (rising === gaining || (flag !== 'extreme' && lastFlag !== 'extreme'));
    if (!joins) {
      close();
      first = index;
      gaining = rising;
      steady = false;
    }
    last = index;
    lastFlag = flag;
    if (flag !== 'extreme') steady = true;
  }
  close();
  return spans;
}
