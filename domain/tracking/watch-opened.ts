import type { TrackedKind } from './tracked-item';

/**
 * Clients whose opens never count: crawlers, link previews, monitors and HTTP libraries. Browsers all
 * say `Mozilla/`; many bots do too, so they are named as well.
 */
const NOT_A_PERSON =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|pingdom|lighthouse|curl\/|wget\/|python|java\/|go-http|node-fetch|axios\/|okhttp|httpclient|libwww|scrapy|headless(?!chrome)/i;

/**
 * True when an item page's API read comes from a person's browser (its user agent says `Mozilla/`
 * and names no known bot): only those opens start or extend watching an item.
 */
export function isBrowserOpen(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length > 512) return false;
  return userAgent.startsWith('Mozilla/') && !NOT_A_PERSON.test(userAgent);
}

/** One watched item as the admin view lists it (`GET /api/admin/watched`). */
export interface WatchedItemRow {
  readonly kind: TrackedKind;
  /** The item key (a Spotify id, or `deezer:{id}`). */
  readonly id: string;
  readonly name: string;
  readonly first_opened: string;
  readonly last_opened: string;
  /** The UTC days on which a browser opened it. */
  readonly days_opened: number;
  readonly readings: number;
  /** ISO 8601 UTC; null before its first reading. */
  readonly last_read: string | null;
}

/** `GET /api/admin/watched`: what is watched, what it costs, and the budget it runs in. */
export interface WatchOverview {
  /** The operator's `WATCH_OPENED`: false when off (then nothing is watched, whatever the admin sets). */
  readonly enabled: boolean;
  /** The admin's pause. */
  readonly paused: boolean;
  readonly budget: {
    readonly max_items: number;
    readonly readings_per_day: number;
    readonly window_days: number;
  } | null;
  readonly totals: {
    readonly items: number;
    readonly readings_today: number;
    readonly readings_this_month: number;
  };
  /** The most recently opened first, at most 200. */
  readonly items: readonly WatchedItemRow[];
}
