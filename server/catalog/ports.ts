import type { StoredReading } from '@domain/catalog';
// The catalog's own ports. `MusicService` is shared with tracking and lives in domain/ports.
import type { CuratorPlaylist } from '@domain/analytics';
import type { ChartAnalysis } from '@domain/catalog';
import type { TrackedItemExtra, TrackedKind } from '@domain/tracking';
import type { Result } from '../platform/result';

/** How long to remember a failed load; `undefined`: not at all. */
export type FailureTtl<E> = (error: E) => number | undefined;

/**
 * Answers shared by every visitor, each kept for a while. Concurrent callers of one key share a
 * single load; a remembered failure is answered again until it expires.
 */
export interface CatalogCache {
  /**
   * Whether `key` is answered without a new load: a fresh answer (or remembered failure) is held,
   * or a load of it is under way (and will be shared).
   */
  has(key: string): boolean;
  /**
   * The cached result for `key`, or the loader's: a success stored for `ttlMs`, a failure for
   * as long as `failureTtlMs` says (by default not at all). `bypass` skips the cached one.
   */
  getOrLoad<T, E>(
    key: string,
    ttlMs: number,
    load: () => Promise<Result<T, E>>,
    options?: { readonly bypass?: boolean; readonly failureTtlMs?: FailureTtl<E> },
  ): Promise<Result<T, E>>;
}

/**
 * A playlist's `chart_analysis`, graded by tracking from what it recorded (domain gradePlaylist, as
 * everywhere): `insufficient_data` when never tracked.
 */
export interface PlaylistFollowerHistory {
  playlistChart(playlistId: string): Promise<ChartAnalysis>;
}

/** A playlist graded with an account's kept readings among tracking's checks (tracking's records). */
export interface KeptReadingCharts {
  playlistChartWithKept(
    playlistId: string,
    kept: ReadonlyArray<{ readonly date: string; readonly count: number }>,
  ): Promise<ChartAnalysis>;
}

/**
 * The reason a tracked playlist's verdict gains when its owner's other tracked playlists gained on
 * the same days (tracking's records, domain/analytics/coordinated-moves.ts); null when none.
 */
export interface CoordinatedMoveReasons {
  reasonFor(playlistId: string): Promise<string | null>;
}

/**
 * The other playlists of a curator that the install grades (tracking's records), for a playlist's
 * first look; null when it knows none of them.
 */
export interface CuratorPlaylistGrades {
  ofOwner(ownerId: string, exceptPlaylistId: string): Promise<readonly CuratorPlaylist[] | null>;
}

/**
 * Told, without waiting, of each item page a visitor read (tracking watches it within the operator's
 * budget); `details` is called only when the open is recorded.
 */
export interface OpenedItems {
  opened(
    item: {
      readonly kind: TrackedKind;
      readonly spotifyId: string;
      readonly details: () => { readonly name: string; readonly extra: TrackedItemExtra };
    },
    userAgent: string | undefined,
  ): void;
}

/** What one request to a link's address answered. */
export type RedirectStep =
  | { readonly kind: 'redirect'; readonly location: string }
  /** A page (2xx) and the address it names as its own in `og:url`, if any. */
  | { readonly kind: 'page'; readonly canonicalUrl: string | null }
  | { readonly kind: 'dead_end' }
  | { readonly kind: 'unreachable' };

/** One request to a short-link address, redirects not followed: which hosts are asked is the caller's rule. */
export interface HttpRedirects {
  next(url: string): Promise<RedirectStep>;
}

/** Lets each key through at most once per interval: fresh playlist reads asked by its trackers. */
export interface ForcedRefreshes {
  /** True (and remembered) when `key` was not let through within the interval. */
  tryPass(key: string): boolean;
}

/**
 * The latest reading tracking stored for each of these items, those ever read (one count per page:
 * a tracked item's answer shows it, docs/architecture.md#one-count).
 */
export interface StoredReadings {
  latestReadings(
    kind: 'artist' | 'track' | 'playlist',
    ids: readonly string[],
  ): Promise<ReadonlyMap<string, StoredReading>>;
}

/** Who tracks which playlist (tracking records it): only they may ask for a fresh read of it. */
export interface PlaylistTrackers {
  isTracking(userId: number, kind: 'playlist', playlistId: string): Promise<boolean>;
}

/** The latest follower count tracking recorded of each playlist (by item key; unknown ones left out). */
export interface PlaylistFollowerCounts {
  latest(playlistIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}
