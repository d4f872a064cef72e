import { median } from '../analytics/robust-statistics';
import type { AlertSensitivity } from './alert-contracts';

/** The robust score a move must reach, by sensitivity (lower = more alerts). */
export const SENSITIVITY_THRESHOLDS: Readonly<Record<AlertSensitivity, number>> = {
  low: 6,
  medium: 4,
  high: 3,
};

/** How many of the item's latest daily changes the score compares with. */
export const UNUSUAL_WINDOW_CHANGES = 42;
/** Fewer earlier daily changes than this and no move is called unusual (not enough history). */
export const MIN_UNUSUAL_HISTORY = 7;
/** MAD · 1.4826 estimates a standard deviation for normal data. */
const MAD_SCALE = 1.4826;
/** Mean absolute deviation · 1.2533 does the same; used when over half the changes are equal. */
const MEAN_ABS_SCALE = 1.2533;
/** A scale never below this share of the current value, nor below one unit (follower or point). */
const RELATIVE_FLOOR = 1e-5;

const DAY_MS = 86_400_000;

/** One reading's value at a time (ISO 8601). */
export interface TimedValue {
  readonly checked_at: string;
  readonly value: number;
}

/** The last value of each UTC day, oldest first, with the day as a number (days since 1970). */
export interface DailyClose {
  readonly day: number;
  readonly value: number;
}

export interface UnusualMove {
  /** The latest daily change (per day when days are missing between the last two closes). */
  readonly change: number;
  /** Its robust score against the earlier changes: (change − median) / scale. */
  readonly score: number;
  /** The typical daily change it was compared with (the median). */
  readonly typical: number;
  readonly previous: number;
  readonly latest: number;
  /** The day (since 1970, UTC) of the latest close: a day's move alerts at most once. */
  readonly day: number;
}

/** The last reading of each UTC day, oldest first (readings in any order). */
export function dailyCloses(readings: readonly TimedValue[]): DailyClose[] {
  const byDay = new Map<number, { time: number; value: number }>();
  for (const reading of readings) {
    const time = Date.parse(reading.checked_at);
    if (!Number.isFinite(time) || !Number.isFinite(reading.value)) continue;
    const day = Math.floor(time / DAY_MS);
    const kept = byDay.get(day);
    if (!kept || time >= kept.time) byDay.set(day, { time, value: reading.value });
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([day, { value }]) => ({ day, value }));
}

/** Each day's change from the close before it, divided by the days between them. */
function dailyChanges(closes: readonly DailyClose[]): number[] {
  const changes: number[] = [];
  for (let index = 1; index < closes.length; index += 1) {
    const days = closes[index]!.day - closes[index - 1]!.day;
    changes.push((closes[index]!.value - closes[index - 1]!.value) / days);
  }
  return changes;
}

/**
 * How unusual the latest daily change is for this item: its distance from the median of the
 * earlier `UNUSUAL_WINDOW_CHANGES` changes in robust standard deviations (MAD; when the MAD is zero,
 * the mean absolute deviation; never below one unit or 0.001% of the current value, so a flat
 * history does not make a change of one follower unusual). Null with under `MIN_UNUSUAL_HISTORY`
 * earlier changes.
 */
export function scoreLatestMove(closes: readonly DailyClose[]): UnusualMove | null {
  const changes = dailyChanges(closes);
  if (changes.length < MIN_UNUSUAL_HISTORY + 1) return null;
  const change = changes[changes.length - 1]!;
  const history = changes.slice(-1 - UNUSUAL_WINDOW_CHANGES, -1);
  const typical = median(history);
  const deviations = history.map((value) => Math.abs(value - typical));
  const mad = median(deviations) * MAD_SCALE;
  const meanAbs = (deviations.reduce((sum, value) => sum + value, 0) / deviations.length) * MEAN_ABS_SCALE;
  const latest = closes[closes.length - 1]!.value;
  const floor = Math.max(1, Math.abs(latest) * RELATIVE_FLOOR);
  const scale = Math.max(mad > 0 ? mad : meanAbs, floor);
  return {
    change,
    score: (change - typical) / scale,
    typical,
    previous: closes[closes.length - 2]!.value,
    latest,
    day: closes[closes.length - 1]!.day,
  };
}

/** Whether a scored move reaches the sensitivity's threshold (either direction). */
export function isUnusual(move: UnusualMove | null, sensitivity: AlertSensitivity): boolean {
  return move !== null && Math.abs(move.score) >= SENSITIVITY_THRESHOLDS[sensitivity];
}
