// What the playlist analysis use cases need. Adapters live in ./adapters; the module wires them.
import type {
  DailyChange,
  GrowthStats,
  PlaylistMembership,
  PlaylistTrackFacts,
  TrackPopularity,
} from '@domain/analytics';
import type { ChartAnalysis } from '@domain/catalog';
import type { ReportSnapshot } from '@domain/reports';
import type { PlaylistAnalysis } from '@domain/tracking';
import type { Result } from '../platform/result';

export { Clock } from '@domain/ports/clock';

/** One recorded reading of a playlist, oldest first. ISO 8601 UTC. */
export interface PlaylistReading {
  readonly checked_at: string;
  readonly followers: number | null;
  readonly track_count: number | null;
}

/** Everything tracking has recorded about one playlist. */
export interface StoredPlaylist {
  readonly spotifyId: string;
  readonly name: string;
  readonly readings: readonly PlaylistReading[];
  readonly memberships: readonly PlaylistMembership[];
  /** The popularity of the tracked tracks among its memberships (what the grade also weighs). */
  readonly tracks: readonly TrackPopularity[];
}

/** The stored history, membership and tracking state of playlists (read only; tracking's query port). */
export interface PlaylistFigures {
  isTracking(userId: number, kind: 'playlist', playlistId: string): Promise<boolean>;
  /** When the playlist was last read (its latest snapshot), or null before the first. */
  latestPlaylistCheck(playlistId: string): Promise<string | null>;
  /** Null when the playlist was never tracked. */
  recordedPlaylist(playlistId: string): Promise<StoredPlaylist | null>;
}

/**
 * Facts about the tracks on a playlist now (popularity, release date, duration, explicit, artists).
 * Tracking stores only membership, so these come from the music service. An empty list means the
 * service gave no contents; a failure means it could not be read now.
 */
export interface PlaylistTracks {
  /**
   * The tracks, null when the service withholds the playlist's contents from this installation
   * (Spotify's Development Mode), or why they could not be read (for the log).
   */
  currentTracks(playlistId: string): Promise<Result<readonly PlaylistTrackFacts[] | null, string>>;
}

/**
 * What an analyst may read: numbers, dates, the verdict and its evidence, and track/artist/playlist
 * names as data. Never a description, never anything a user typed.
 */
export interface AnalysisFigures {
  readonly playlist: {
    readonly spotifyId: string;
    readonly name: string;
    /** Followers at the first and the latest reading that had a count. */
    readonly firstFollowers: number | null;
    readonly followers: number | null;
    readonly trackCount: number | null;
    readonly checks: number;
    readonly firstCheckedAt: string | null;
    readonly lastCheckedAt: string | null;
  };
  readonly chart: ChartAnalysis;
  readonly growth: GrowthStats;
  /** The average daily change outside follower events, as the playlist page gives it. */
  readonly dailyChange: DailyChange;
  /** The playlist analysis object (docs/product.md §3). */
  readonly contents: PlaylistAnalysis;
  readonly turnover: {
    /** Current and removed tracks added in the last 30 days (by their added dates, or when first seen). */
    readonly addedLast30Days: number;
    /**
     * Tracks that left in the last 30 days, counted since `removalsWatchedSince`; null before two
     * readings (a removal is seen only between two).
     */
    readonly removedLast30Days: number | null;
    /** Since when removals were watched: the later of the first check and 30 days ago; null before two readings. */
    readonly removalsWatchedSince: string | null;
    readonly latestAdded: string | null;
    readonly latestActivity: string | null;
  };
  /** The instant the figures were computed. */
  readonly now: string;
}

/** The markdown an analyst wrote, or why it wrote none (the cause shown in logs, never to users). */
export type AnalystResult = Result<{ readonly markdown: string }, string>;

/** Writes the markdown analysis of a playlist from its figures. Never throws: every failure is an answer. */
export interface PlaylistAnalyst {
  /** Identifies the analyst and its model in cache keys, e.g. `builtin` or `gemini:gemini-2.5-flash`. */
  readonly name: string;
  analyze(figures: AnalysisFigures): Promise<AnalystResult>;
}

/**
 * Identifies one cached analysis: a playlist on a UTC day as of its latest snapshot, by one analyst.
 * A new refresh cycle moves `version`, so its first request misses.
 */
export interface AnalysisCacheKey {
  readonly playlistId: string;
  /** `YYYY-MM-DD`, UTC. */
  readonly day: string;
  /** Latest snapshot instant plus the analyst's name. */
  readonly version: string;
}

export interface CachedAnalysis {
  readonly markdown: string;
  readonly figures: AnalysisFigures;
}

/** Analyses kept per playlist and day; a playlist keeps only its latest entry. */
export interface AnalysisCache {
  get(key: AnalysisCacheKey): Promise<CachedAnalysis | null>;
  put(key: AnalysisCacheKey, analysis: CachedAnalysis, at: Date): Promise<void>;
}

/** A share link as stored: who made it, for which playlist, and the report's frozen data. */
export interface SharedReportRecord {
  readonly token: string;
  readonly userId: number;
  readonly playlistId: string;
  readonly snapshot: ReportSnapshot;
  readonly createdAt: Date;
  /** When the link stops working; null: never. */
  readonly expiresAt: Date | null;
}

/** What a public page needs to know of a link before it shows anything (no snapshot read). */
export interface SharedReportState {
  /** Changes whenever what the page shows may change (a cached page is keyed by it). */
  readonly version: string;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
}

/** A user's live link, as listed. */
export interface SharedReportEntry {
  readonly token: string;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

/** The share links of playlist reports. */
export interface SharedReports {
  add(record: SharedReportRecord): Promise<void>;
  /** The user's live links for the playlist (not revoked, not expired at `now`), newest first. */
  ofUser(userId: number, playlistId: string, now: Date): Promise<SharedReportEntry[]>;
  /** The link's state by its primary key, without its snapshot; null when unknown. */
  stateOf(token: string): Promise<SharedReportState | null>;
  /** The link with its snapshot, revoked or not; null when unknown. */
  find(token: string): Promise<(SharedReportRecord & SharedReportState) | null>;
  /** Marks the link revoked at `at` if `userId` made it and it is live; false otherwise. */
  revoke(token: string, userId: number, at: Date): Promise<boolean>;
  /** Deletes links revoked or expired before `before`; answers how many. */
  deleteEndedBefore(before: Date): Promise<number>;
}

/** What is drawn for a share link: its HTML page and its preview image. */
export type RenderedPart = 'page' | 'preview';

/** Pages drawn for links, kept per link version; dropped when a link is revoked. */
export interface RenderedReports {
  /** The part drawn for `token` at `version`, or `draw()`'s (kept); null when draw answers null. */
  value(
    token: string,
    version: string,
    part: RenderedPart,
    draw: () => Promise<Buffer | null>,
  ): Promise<Buffer | null>;
  forget(token: string): void;
}

/** Unguessable share-link tokens. */
export interface ReportTokens {
  next(): string;
}

/** What a report shows of the playlist itself (the music service's metadata). */
export interface PlaylistHeader {
  readonly name: string;
  readonly image: string | null;
  readonly owner: string | null;
  readonly followers: number | null;
  readonly trackCount: number | null;
  readonly spotifyUrl: string;
}

/** Reads a playlist's header; null when the service cannot say now (the report then goes without). */
export interface PlaylistHeaders {
  header(playlistId: string): Promise<PlaylistHeader | null>;
}
