import type { ChartCoverage, ChartVerdict, VerdictConfidence } from './catalog-contracts';

/**
 * What the account's imported listening says of a playlist (issue 34), judged by
 * domain/analytics/listening-evidence.ts:
 * - `no_data`: the account imported no listening for it;
 * - `not_compared`: imported, but too little to weigh (its followers unknown, too few of the team's
 *   other playlists to compare with) and no fall from its own past;
 * - `listened`: compared with the team's other playlists and not silent: its followers do play the
 *   team's songs;
 * - `fell`: its streams fell from its own past (a song leaving the playlist does that too, so it
 *   is said, never graded);
 * - `silent`: many followers, almost no listening: far under the team's other playlists and under
 *   an absolute floor.
 */
export type ListeningStatus = 'no_data' | 'not_compared' | 'listened' | 'fell' | 'silent';

/** The imported period the evidence reads (dates `YYYY-MM-DD`, both counted). */
export interface ListeningPeriod {
  readonly start: string;
  readonly end: string;
  readonly days: number;
}

/** The team's other playlists the ratio is compared with: streams per 1,000 followers per 28 days. */
export interface TeamListeningBaseline {
  /** How many of them have a follower count to divide by. */
  readonly playlists: number;
  readonly median_streams_per_1000: number;
  /** The middle half of their ratios (lower and upper quartile). */
  readonly lower_quartile: number;
  readonly upper_quartile: number;
}

/** The playlist's own earlier periods, against its latest one (streams per 28 days). */
export interface ListeningPast {
  /** Median streams per 28 days over the periods before the fall (or before the latest period). */
  readonly earlier_streams_per_period: number;
  /** Median streams per 28 days since `since`. */
  readonly recent_streams_per_period: number;
  /** The start of the first period of the fall; null when there is no fall. */
  readonly since: string | null;
}

/** What was measured; null where it could not be. */
export interface ListeningFigures {
  /** The follower count the ratios divide by (the latest the install read). */
  readonly followers: number | null;
  /** Streams and listeners of the team's songs from the playlist in the latest period, as imported. */
  readonly streams: number;
  readonly listeners: number;
  /** Per 1,000 followers per 28 days (periods of other lengths scaled to 28 days). */
  readonly streams_per_1000: number | null;
  readonly listeners_per_1000: number | null;
  /** Null when fewer than three of the team's other playlists can be compared. */
  readonly team: TeamListeningBaseline | null;
  /** Null when only one period was imported. */
  readonly past: ListeningPast | null;
}

/** `listening` of a signed-in `GET /api/playlist/{id}`: the account's own listening evidence. */
export interface ListeningEvidence {
  readonly status: ListeningStatus;
  /** One sentence per finding, each with its figures. */
  readonly reasons: readonly string[];
  /** The latest imported period the figures are from; null without data. */
  readonly period: ListeningPeriod | null;
  readonly figures: ListeningFigures | null;
}

/** The follower grade the combined verdict started from: the follower verdict, or a first look. */
export interface FollowerIntegrity {
  readonly source: 'chart_analysis' | 'first_look';
  readonly verdict: ChartVerdict;
  readonly confidence: VerdictConfidence;
  /** The checks the follower grade stands on, when the account's kept readings were among them (`imported` of them). */
  readonly coverage?: ChartCoverage;
}

/**
 * `verdict_with_listening` of a signed-in `GET /api/playlist/{id}`: the follower grade weighed with
 * the account's listening (domain/analytics/verdict-with-listening.ts). Never cleaner than the
 * follower grade; a playlist silent in listening is never `clean`.
 */
export interface VerdictWithListening {
  readonly verdict: ChartVerdict;
  readonly confidence: VerdictConfidence;
  /** The listening reason first when listening changed the grade, then the follower reasons. */
  readonly reasons: readonly string[];
  /** One sentence: the combined grade and what it stands on. */
  readonly summary: string;
  readonly follower_integrity: FollowerIntegrity;
  readonly listening: ListeningStatus;
}

/** A dashboard row's grade weighed with the account's listening (the page has the reasons). */
export type ListedVerdictWithListening = Pick<VerdictWithListening, 'verdict' | 'confidence' | 'listening'>;
