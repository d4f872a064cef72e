import type { Clock } from '@domain/ports';
import { isBrowserOpen, type WatchOverview } from '@domain/tracking';
import type { OpenedItem, ReportedOpen, WatchBudget, WatchedItems } from '../ports';

export interface WatchOpenedDeps {
  readonly clock: Clock;
  /** Null when the operator switched watching off. */
  readonly budget: WatchBudget | null;
  /** Once per item and UTC day (this process's memory). */
  readonly firstToday: (key: string, now: Date) => boolean;
  /** Holds the open for the next batched write, which skips it while the admin paused watching. */
  readonly hold: (item: OpenedItem, at: Date) => void;
}

/** What the admin view and switch read and write. */
export interface WatchAdminDeps {
  readonly watched: Pick<WatchedItems, 'overview' | 'paused' | 'setPaused'>;
  readonly clock: Clock;
  readonly budget: WatchBudget | null;
}

/**
 * A browser opened an item's page: it is watched from now on for the budget's window (read once a
 * day by the refresh cycles). Bots, non-browsers, repeats within the day and a paused or switched-off
 * watch change nothing. True when the open was kept for recording.
 */
export function watchOpened(
  deps: WatchOpenedDeps,
  { kind, spotifyId, details }: ReportedOpen,
  userAgent: string | undefined,
): boolean {
  if (deps.budget === null || !isBrowserOpen(userAgent)) return false;
  const now = deps.clock.now();
  if (!deps.firstToday(`${kind}:${spotifyId}`, now)) return false;
  deps.hold({ kind, spotifyId, ...details() }, now);
  return true;
}

/** The most recently opened items listed at most. */
const LISTED = 200;

/** The admin view: what is watched, the readings it cost today and this month, and the budget. */
export async function watchOverview(deps: WatchAdminDeps): Promise<WatchOverview> {
  const [rows, paused] = await Promise.all([
    deps.watched.overview(deps.clock.now(), LISTED),
    deps.watched.paused(),
  ]);
  const { budget } = deps;
  return {
    enabled: budget !== null,
    paused,
    budget: budget && {
      max_items: budget.maxItems,
      readings_per_day: budget.readingsPerDay,
      window_days: budget.windowDays,
    },
    totals: {
      items: rows.total,
      readings_today: rows.readingsToday,
      readings_this_month: rows.readingsThisMonth,
    },
    items: rows.items,
  };
}

/** The admin pauses or resumes watching (the operator's `WATCH_OPENED=off` wins either way). */
export async function pauseWatching(deps: WatchAdminDeps, paused: boolean): Promise<WatchOverview> {
  await deps.watched.setPaused(paused, deps.clock.now());
  return watchOverview(deps);
}
