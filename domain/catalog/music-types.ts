// Domain view of a music catalog (Spotify or the demo). Whatever a service may withhold
// (Development Mode hides followers and popularity; playlist contents need the owner's token)
// is `null`, never 0 or an empty list pretending to be data.

export type MusicItemType = 'artist' | 'track' | 'playlist';

/** How precise an album's `releaseDate` is: "1983" (year), "1981-12" (month) or "2021-04-30" (day). */
export type ReleaseDatePrecision = 'year' | 'month' | 'day';

export interface MusicImage {
  readonly url: string;
  readonly height: number | null;
  readonly width: number | null;
}

export interface MusicArtistRef {
  readonly id: string;
  readonly name: string;
}

export interface MusicArtist {
  readonly id: string;
  readonly name: string;
  /** Widest first. */
  readonly images: readonly MusicImage[];
  readonly followers: number | null;
  /** 0–100. */
  readonly popularity: number | null;
  readonly genres: readonly string[] | null;
  /** Public web page of the artist. */
  readonly url: string;
}

export interface MusicAlbumSummary {
  readonly id: string;
  readonly name: string;
  readonly images: readonly MusicImage[];
  readonly releaseDate: string;
  readonly releaseDatePrecision: ReleaseDatePrecision;
  readonly artists: readonly MusicArtistRef[];
  /** 'album' | 'single' | 'compilation'. */
  readonly albumType: string;
  /** How the album relates to the artist it was listed for ('album', 'single', 'appears_on', 'compilation'); null when unknown. */
  readonly albumGroup: string | null;
  readonly totalTracks: number | null;
}

/** A track as listed inside an album (no album reference, no popularity). */
export interface MusicAlbumTrack {
  readonly id: string;
  readonly name: string;
  readonly artists: readonly MusicArtistRef[];
  readonly durationMs: number;
  readonly explicit: boolean;
  readonly trackNumber: number;
}

export interface MusicAlbum extends MusicAlbumSummary {
  readonly label: string | null;
  readonly popularity: number | null;
  readonly upc: string | null;
  /** Every track of the album, in order. */
  readonly tracks: readonly MusicAlbumTrack[];
}

export interface MusicTrack {
  readonly id: string;
  readonly name: string;
  readonly album: {
    readonly id: string;
    readonly name: string;
    readonly images: readonly MusicImage[];
    readonly releaseDate: string;
    readonly releaseDatePrecision: ReleaseDatePrecision;
  };
  readonly artists: readonly MusicArtistRef[];
  readonly durationMs: number;
  readonly explicit: boolean;
  readonly isrc: string | null;
  readonly popularity: number | null;
  /**
   * Deezer's `rank`: an unbounded popularity score (no 0–100 scale, so never put in `popularity`).
   * Absent or null for services that give none (Spotify, the demo).
   */
  readonly rank?: number | null;
  readonly url: string;
}

export interface MusicPlaylistItem {
  readonly trackId: string;
  /** ISO 8601 instant the track was added; null for very old playlists. */
  readonly addedAt: string | null;
  /** Full track when the service gives it. */
  readonly track: MusicTrack | null;
}

export interface MusicPlaylist {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly images: readonly MusicImage[];
  readonly url: string;
  readonly owner: { readonly id: string; readonly displayName: string | null; readonly url: string };
  readonly followers: number | null;
  readonly public: boolean | null;
  readonly collaborative: boolean;
  /** Changes whenever the contents change: lets a reader skip an unchanged playlist. */
  readonly snapshotId: string | null;
  readonly totalTracks: number | null;
  /** The contents in playlist order; null when the service gives no contents (search results, Development Mode). */
  readonly items: readonly MusicPlaylistItem[] | null;
}

export interface MusicUser {
  readonly id: string;
  readonly displayName: string | null;
  readonly images: readonly MusicImage[];
  readonly followers: number | null;
  readonly url: string;
}

/** Result type of `search` for each searchable type. */
export interface MusicSearchItems {
  readonly artist: MusicArtist;
  readonly track: MusicTrack;
  readonly playlist: MusicPlaylist;
}

export interface MusicSearchPage<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export interface MusicPageRequest {
  readonly limit: number;
  readonly offset: number;
}
