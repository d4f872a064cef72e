// JSON shapes of the catalog API (docs/product.md §3, docs/architecture.md#music-data/§7), shared by the server and the browser.
// Missing values from the music service are `null`, never 0, and the answer lists them in `withheld`
// so pages say so in words (docs/integrations.md#what-spotify-withholds).
import type { WithheldFigure } from '../data-sources/withheld-figures';
import type { FirstLook } from './first-look-contracts';
import type { ListeningEvidence, VerdictWithListening } from './listening-verdict-contracts';

export interface ImageRef {
  readonly url: string;
  readonly height?: number | null;
  readonly width?: number | null;
}

export type SearchType = 'artist' | 'track' | 'playlist';

export interface TrackSearchItem {
  readonly id: string;
  readonly name: string;
  readonly album: { readonly name: string; readonly images: readonly ImageRef[] };
  readonly artists: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

export interface ArtistSearchItem {
  readonly id: string;
  readonly name: string;
  readonly images: readonly ImageRef[];
  /** `total` is null when the music service does not provide it (Development Mode). */
  readonly followers: { readonly total: number | null };
  /** When `followers` was stored, for a tracked artist; absent for a live read. */
  readonly reading_checked_at?: string;
  readonly genres: readonly string[];
}

export interface PlaylistSearchItem {
  readonly id: string;
  readonly name: string;
  readonly images: readonly ImageRef[];
  readonly owner: { readonly display_name: string | null };
}

export interface SearchPage<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** `GET /api/search`: exactly one key, matching the requested type. */
export interface SearchResponse {
  readonly tracks?: SearchPage<TrackSearchItem>;
  readonly artists?: SearchPage<ArtistSearchItem>;
  readonly playlists?: SearchPage<PlaylistSearchItem>;
}

export interface ReleaseRef {
  readonly name: string;
  readonly image: string | null;
  /** As the music service gives it: `"1983"`, `"1981-12"` or `"2021-04-30"`. */
  readonly date: string;
}

/** `GET /api/artist/{id}` (docs/product.md §3 Artist). */
export interface ArtistDetails {
  readonly id: string;
  readonly name: string;
  readonly profile_image: string | null;
  readonly popularity: number | null;
  readonly genres: readonly string[];
  readonly followers: number | null;
  /** When `followers` and `popularity` were stored, for a tracked artist (one count per page); absent for a live read. */
  readonly reading_checked_at?: string;
  readonly first_release: ReleaseRef | null;
  readonly latest_release: ReleaseRef | null;
  /** Days from the first to the latest release; null without releases. */
  readonly career_longevity: number | null;
  readonly profile_url: string;
  readonly collaborators: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly collaborations: number;
  }>;
  readonly labels: readonly string[];
  readonly top_tracks: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly image: string | null;
  }>;
  /** The figures the music service does not give this installation (null above). */
  readonly withheld: ReadonlyArray<Extract<WithheldFigure, 'followers' | 'popularity'>>;
}

/** `GET /api/track/{id}` (docs/product.md §3 Track). */
export interface TrackDetails {
  readonly id: string;
  readonly name: string;
  readonly album: {
    readonly id: string;
    readonly name: string;
    readonly images: readonly ImageRef[];
    readonly release_date: string;
  };
  readonly artists: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly external_urls: { readonly spotify: string };
  readonly duration_ms: number;
  readonly popularity: number | null;
  /** When `popularity` was stored, for a tracked track; absent for a live read. */
  readonly reading_checked_at?: string;
  readonly explicit: boolean;
  readonly external_ids: { readonly isrc: string | null };
  /** `popularity` when the music service does not give it to this installation. */
  readonly withheld: ReadonlyArray<Extract<WithheldFigure, 'popularity'>>;
}

/** The bot check's grade: what the follower curve and the curation show, never more. */
export type ChartVerdict = 'clean' | 'suspicious' | 'likely_botted' | 'insufficient_data';
export type AnomalyType = 'extreme' | 'trend';
/** How sure the grade is, shown in words. */
export type VerdictConfidence = 'low' | 'medium' | 'high';
export type FollowerEventKind = 'burst' | 'drip' | 'purge';

/**
 * Consecutive or near flagged checks grouped into one event (docs/architecture.md#follower-events):
 * `start` is its first flagged check and `end` its last (ISO 8601 UTC); `days` the days from start
 * to end, both counted; `net_change` the followers gained (or lost) over it and
 * `share_of_audience` that change as a share of the followers just before it (0.42 = 42%).
 */
export interface FollowerEvent {
  readonly start: string;
  readonly end: string;
  readonly days: number;
  readonly net_change: number;
  readonly share_of_audience: number;
  readonly kind: FollowerEventKind;
}

/** Bot-likelihood verdict with its evidence (docs/architecture.md#tracking-history-and-analytics). */
export interface ChartAnalysis {
  readonly verdict: ChartVerdict;
  readonly confidence: VerdictConfidence;
  /** One sentence per signal pointing to the grade, each with its evidence. */
  readonly reasons: readonly string[];
  /**
   * Facts measured that point away from the grade (curation unlike paid placements, tracked tracks'
   * popularity rising with a gain), listed apart so they never read as its reasons; often empty.
   */
  readonly against: readonly string[];
  readonly summary: string;
  readonly events: readonly FollowerEvent[];
  readonly anomalies: ReadonlyArray<{
    readonly date: string;
    readonly type: AnomalyType;
    readonly followers_change: number;
    readonly score: number;
  }>;
  /**
   * The follower trend over the last 30 days; null while the checks do not span 30 days (a trend is
   * never said without the checks behind it).
   */
  readonly trend: FollowerTrend | null;
  /** The checks the analysis stands on (absent from analyses stored before it was added). */
  readonly coverage?: ChartCoverage;
}

export type FollowerTrend = 'growing' | 'flat' | 'declining';

/** The follower checks behind an analysis: how many, and the first and latest (ISO 8601 UTC, null before any). */
export interface ChartCoverage {
  readonly checks: number;
  readonly first_check: string | null;
  readonly last_check: string | null;
  /**
   * How many of `checks` are readings the account kept elsewhere and imported (issue 34), in a
   * signed-in viewer's own grade only; absent from every shared answer.
   */
  readonly imported?: number;
}

/** `GET /api/playlist/{id}` (docs/product.md §3 Playlist info). */
export interface PlaylistInfo {
  readonly id: string;
  readonly name: string;
  readonly image: string | null;
  readonly description: string | null;
  readonly spotify_url: string;
  readonly total_tracks: number | null;
  readonly followers: number | null;
  /** When `followers` and `total_tracks` were stored, for a tracked playlist; absent for a live read. */
  readonly reading_checked_at?: string;
  /**
   * Who made it: `id` is the owner's key (a Spotify user id, `deezer:{id}` for Deezer's), which the
   * curator page `/curator/{id}` (`/deezer/curator/{id}`) takes; null when the service names none.
   */
  readonly owner: {
    readonly id: string | null;
    readonly name: string | null;
    readonly profile_url: string | null;
  };
  /** `followers` when the music service does not give them to this installation. */
  readonly withheld: ReadonlyArray<Extract<WithheldFigure, 'followers'>>;
  readonly chart_analysis: ChartAnalysis;
  /**
   * A grade from one reading of its contents while `chart_analysis` is `insufficient_data`; null
   * otherwise, or when its contents could not be read.
   */
  readonly first_look: FirstLook | null;
  /**
   * Signed-in answers only: the viewer's own listening evidence (their imported Spotify for Artists
   * data) and the grade weighed with it. Absent from anonymous answers and server-rendered pages.
   */
  readonly listening?: ListeningEvidence;
  readonly verdict_with_listening?: VerdictWithListening;
}
