// What the playlist analysis use cases need. Adapters live in ./adapters; the module wires them.
import type { GrowthStats, PlaylistMembership, PlaylistTrackFacts, TrackPopularity } from '@domain/analytics';
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
  /** The playlist analysis object (docs/product.md §3). */
  readonly contents: PlaylistAnalysis;
  readonly turnover: {
    /** Tracks that arrived / left in the last 30 days. */
    readonly addedLast30Days: number;
    readonly removedLast30Days: number;
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
}

/** The share links of playlist reports. */
export interface SharedReports {
  add(record: SharedReportRecord): Promise<void>;
  /** The user's links for the playlist, newest first. */
  ofUser(userId: number, playlistId: string): Promise<Array<{ token: string; createdAt: Date }>>;
  find(token: string): Promise<SharedReportRecord | null>;
  /** Deletes the link if `userId` made it; false when there is no such link of theirs. */
  revoke(token: string, userId: number): Promise<boolean>;
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
