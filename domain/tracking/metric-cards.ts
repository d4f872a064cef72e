import { percentChange } from '../analytics/growth-stats';
import { DAY_MS, sortedObservations } from '../analytics/time-series';
import {
  formatPercentChange,
  formatPointChange,
  type GrowthWindow,
  MONTH_DAYS,
  trackingStartWords,
  windowWords,
} from '../formatting/growth';
import { formatDateTime } from '../formatting/dates';
import {
  formatCount,
  formatSignedCount,
  NOT_AVAILABLE,
  STATISTIC_NOT_AVAILABLE,
} from '../formatting/numbers';

/** Counts (followers, tracks) change by an absolute number and a percentage; a 0–100 index in points. */
export type MetricUnit = 'count' | 'points';

/** The windows a metric card reports, oldest baseline last. `days: null` is since the first check. */
export const METRIC_CARD_WINDOWS: ReadonlyArray<{
  readonly days: number | null;
  readonly window: GrowthWindow;
}> = [
  { days: 7, window: 'weekly' },
  { days: MONTH_DAYS, window: 'monthly' },
  { days: null, window: 'cumulative' },
];

/**
 * A check counts as "N days before" the last one when it is at most this much short of N days: daily
 * checks drift by minutes, and the one taken 6 days 23 hours before still measures a week.
 */
const WINDOW_TOLERANCE_MS = DAY_MS / 2;

export const HISTORY_STARTS_TEXT = 'History starts when someone tracks it.';
export const ONE_CHECK_TEXT = 'Changes show after the next check.';

export interface MetricChange {
  /** `'in 7 days'`, `'in 30 days'`, `'since first check (29/11/2025)'` or `'since you started tracking (today)'`. */
  readonly window: string;
  /** Last check minus the baseline; null when the history does not reach back that far. */
  readonly change: number | null;
  /** The change in percent of the baseline (counts only); null without a baseline or when it is 0. */
  readonly percent: number | null;
  /** `'+8,912 (+0.01%) in 7 days'`, `'+1 pt in 30 days'`, `'N/A in 30 days (tracked 9 days)'`. */
  readonly text: string;
  readonly direction: 'up' | 'down' | 'flat' | 'unknown';
}

export interface MetricCard {
  readonly label: string;
  /** The current value, e.g. `'62,861,006'`; `'not available'` when unknown. */
  readonly valueText: string;
  /** One line per window; empty when there is no history to compare with. */
  readonly changes: readonly MetricChange[];
  /** Why the changes are missing (no history yet, one check so far, signed out); null when shown. */
  readonly note: string | null;
  /** When the value was read, for a stored reading: `'as of 29/11/2026 09:30 UTC'`; absent for a live read. */
  readonly asOfText?: string;
  /** A withheld figure's stand-in from a linked service, named as that service names it ("Deezer fans: 1,234"). */
  readonly standIn?: string | null;
}

/** The value of a card whose figure the music service withholds: words, never a 0 or a dash. */
export const WITHHELD_VALUE_TEXT = 'Not given';

export interface MetricCardInput {
  readonly label: string;
  readonly unit: MetricUnit;
  /**
   * The value the item's answer gives (a tracked item's latest stored reading, a live read otherwise);
   * a history's latest check wins over it, so the card's value is the one its changes are measured to.
   */
  readonly current: number | null;
  /** When the answer's value was stored (its `reading_checked_at`); unset for a live read. */
  readonly readingCheckedAt?: string | null;
  /** The item's checks; null when they cannot be shown (then `unavailableNote` says why). */
  readonly history: ReadonlyArray<{ readonly checked_at: string; readonly value: number | null }> | null;
  readonly unavailableNote?: string | null;
  /**
   * The sentence saying the service withholds this figure ("Spotify does not give artist followers
   * to this installation"); with no value and no recorded value, the card says it instead of a number.
   */
  readonly withheld?: string | null;
  /** The linked service's figure shown beside that sentence. */
  readonly standIn?: { readonly label: string; readonly value: number } | null;
  /**
   * When the signed-in user started tracking it, with the time now: a card then adds the change since
   * then, when the item's history began earlier (another user's tracking).
   */
  readonly userTracking?: { readonly since: string; readonly now: string } | null;
}

/**
 * One metric card: the current value and its change over 7 and 30 days and since the first check
 * (dated), each measured from the latest check back to the latest check at least that long before
 * it, and since the user started tracking when that came later than the first check.
 */
export function metricCard(input: MetricCardInput): MetricCard {
  const observations = sortedObservations(
    input.history ?? [],
    (entry) => entry.checked_at,
    (entry) => entry.value,
  );
  const { length, time, value } = observations;
  const latest = length > 0 ? value[length - 1]! : null;
  // One count per page: the stored reading the changes are measured to, with its time.
  const current = latest ?? input.current;
  const readAt = length > 0 ? new Date(time[length - 1]!).toISOString() : (input.readingCheckedAt ?? null);
  const asOf = current !== null && readAt ? { asOfText: `as of ${formatDateTime(readAt)}` } : {};
  if (input.withheld && current === null) {
    const standIn = input.standIn ? `${input.standIn.label}: ${formatCount(input.standIn.value)}` : null;
    return { label: input.label, valueText: WITHHELD_VALUE_TEXT, changes: [], note: input.withheld, standIn };
  }
  const valueText = formatValue(current, input.unit);
  if (input.history === null)
    return { label: input.label, valueText, ...asOf, changes: [], note: input.unavailableNote ?? null };
  if (length === 0) return { label: input.label, valueText, ...asOf, changes: [], note: HISTORY_STARTS_TEXT };
  if (length === 1) return { label: input.label, valueText, ...asOf, changes: [], note: ONE_CHECK_TEXT };

  const lastTime = time[length - 1]!;
  const trackedDays = Math.floor((lastTime - time[0]!) / DAY_MS);
  const firstCheck = new Date(time[0]!).toISOString();
  const change = (baseline: number, text: string): MetricChange => {
    const from = value[baseline]!;
    const difference = latest! - from;
    const percent = input.unit === 'count' ? percentChange(from, latest!) : null;
    return {
      window: text,
      change: difference,
      percent,
      text: changeText(difference, percent, input.unit, text),
      direction: directionOf(difference),
    };
  };
  const changes = METRIC_CARD_WINDOWS.map(({ days, window }) => {
    const text = windowWords(window, firstCheck);
    const baseline = days === null ? 0 : baselineIndex(time, length, lastTime - days * DAY_MS);
    if (baseline >= 0) return change(baseline, text);
    return {
      window: text,
      change: null,
      percent: null,
      text: `${STATISTIC_NOT_AVAILABLE} ${text} (tracked ${trackedDays} ${trackedDays === 1 ? 'day' : 'days'})`,
      direction: 'unknown' as const,
    };
  });
  const own = input.userTracking ? userStartIndex(time, length, input.userTracking.since) : -1;
  if (own > 0 && input.userTracking) {
    changes.push(change(own, trackingStartWords(input.userTracking.since, input.userTracking.now)));
  }
  return { label: input.label, valueText, ...asOf, changes, note: null };
}

/** A start is measured from the reading taken for it: checks this close after the start count as before it. */
const START_SLACK_MS = 60_000;

/**
 * The reading a user's tracking began from: the latest check at or just after the start, else the
 * first check after it; -1 when the start is unreadable.
 */
function userStartIndex(time: Float64Array, length: number, since: string): number {
  const start = Date.parse(since);
  if (!Number.isFinite(start)) return -1;
  for (let index = length - 1; index >= 0; index -= 1) {
    if (time[index]! <= start + START_SLACK_MS) return index;
  }
  return 0;
}

/** The latest check at or before `target` (within the tolerance); -1 when the history is shorter. */
function baselineIndex(time: Float64Array, length: number, target: number): number {
  for (let index = length - 2; index >= 0; index -= 1) {
    if (time[index]! <= target + WINDOW_TOLERANCE_MS) return index;
  }
  return -1;
}

function changeText(change: number, percent: number | null, unit: MetricUnit, window: string): string {
  if (unit === 'points') return `${formatPointChange(change)} ${window}`;
  const rate = percent === null ? '' : ` (${formatPercentChange(percent)})`;
  return `${formatSignedCount(change)}${rate} ${window}`;
}

function formatValue(value: number | null, unit: MetricUnit): string {
  if (value === null) return NOT_AVAILABLE;
  return unit === 'points' ? String(value) : formatCount(value);
}

function directionOf(change: number): MetricChange['direction'] {
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'flat';
}
