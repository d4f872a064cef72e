// JSON shapes of the catalog API (docs/product.md §3, docs/architecture.md#music-data/§7), shared by the server and the browser.
// Missing values from the music service are `null`, never 0.

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
  readonly explicit: boolean;
  readonly external_ids: { readonly isrc: string | null };
}

export type ChartVerdict = 'organic' | 'suspicious' | 'likely_botted' | 'insufficient_data';
export type AnomalyType = 'extreme' | 'trend';

/** Bot-likelihood verdict with its evidence (docs/architecture.md#tracking-history-and-analytics). */
export interface ChartAnalysis {
  readonly verdict: ChartVerdict;
  readonly summary: string;
  readonly anomalies: ReadonlyArray<{
    readonly date: string;
    readonly type: AnomalyType;
    readonly followers_change: number;
    readonly score: number;
  }>;
  readonly trend: 'growing' | 'flat' | 'declining';
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
  readonly owner: { readonly name: string | null; readonly profile_url: string | null };
  readonly chart_analysis: ChartAnalysis;
}
