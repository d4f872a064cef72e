import { type WindowChange, windowChange } from '@domain/tracking';

const DAY_MS = 86_400_000;
const SPARKLINE_DAYS = 30;

export interface WatchlistFigures {
  readonly week: WindowChange;
  readonly monthly: WindowChange;
  /** The last value of each UTC day of the last 30 days, oldest first. */
  readonly sparkline: readonly number[];
}

/**
 * What the server's dashboard summary holds for one series (oldest first), computed as it does:
 * the change against the latest value at least 7 and 30 days older than the last, and the daily
 * values of the last 30 days.
 */
export function watchlistFigures(
  points: ReadonlyArray<{ readonly checked_at: string; readonly value: number | null }>,
): WatchlistFigures {
  const known = points.filter(
    (point): point is { checked_at: string; value: number } => point.value !== null,
  );
  const last = known.at(-1);
  if (!last) return { week: windowChange(null, null), monthly: windowChange(null, null), sparkline: [] };
  const lastTime = Date.parse(last.checked_at);
  const olderBy = (days: number) =>
    known.filter((point) => Date.parse(point.checked_at) <= lastTime - days * DAY_MS).at(-1)?.value ?? null;
  const firstDay = Math.floor(lastTime / DAY_MS) - (SPARKLINE_DAYS - 1);
  const byDay = new Map<number, number>();
  for (const point of known) {
    const day = Math.floor(Date.parse(point.checked_at) / DAY_MS);
    if (day >= firstDay) byDay.set(day, point.value);
  }
  return {
    week: windowChange(last.value, olderBy(7)),
    monthly: windowChange(last.value, olderBy(30)),
    sparkline: [...byDay.values()],
  };
}
