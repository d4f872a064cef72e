// The JSON shapes of Deezer's public API (api.deezer.com) this adapter reads, as recorded in
// /work/shared/deezer-samples. Every field may be missing: the mapping treats each as optional.
// Ids are numbers on the wire; the adapter answers them as decimal strings.

/** `{"error": {...}}`, usually with HTTP 200. `code` is absent on some errors. */
export interface WireError {
  readonly type?: string;
  readonly message?: string;
  readonly code?: number;
}

/** A list answer: `next` is absent (not null) on the last page. */
export interface WireList<T> {
  readonly data?: ReadonlyArray<T | null>;
  readonly total?: number;
  readonly next?: string;
  readonly checksum?: string;
}

export interface WirePictures {
  readonly picture_small?: string;
  readonly picture_medium?: string;
  readonly picture_big?: string;
  readonly picture_xl?: string;
}

export interface WireCovers {
  readonly cover_small?: string;
  readonly cover_medium?: string;
  readonly cover_big?: string;
  readonly cover_xl?: string;
}

export interface WireArtistRef {
  readonly id?: number;
  readonly name?: string;
}

export interface WireArtist extends WireArtistRef, WirePictures {
  readonly link?: string;
  readonly nb_fan?: number;
  readonly nb_album?: number;
}

export interface WireAlbumRef extends WireCovers {
  readonly id?: number;
  readonly title?: string;
  readonly release_date?: string;
  readonly upc?: string;
}

export interface WireTrack {
  readonly id?: number;
  readonly title?: string;
  readonly isrc?: string;
  readonly duration?: number;
  readonly track_position?: number;
  readonly disk_number?: number;
  readonly rank?: number;
  readonly release_date?: string;
  readonly explicit_lyrics?: boolean;
  /** Unix seconds; 0 when Deezer does not know (playlist tracks only). */
  readonly time_add?: number;
  readonly artist?: WireArtistRef;
  readonly contributors?: ReadonlyArray<WireArtistRef | null>;
  readonly album?: WireAlbumRef;
}

/** `/artist/{id}/albums` items and the fields `/album/{id}` adds. */
export interface WireAlbum extends WireAlbumRef {
  readonly link?: string;
  readonly record_type?: string;
  readonly nb_tracks?: number;
  readonly fans?: number;
  readonly label?: string;
  readonly artist?: WireArtistRef;
  readonly contributors?: ReadonlyArray<WireArtistRef | null>;
  readonly tracks?: WireList<WireTrack>;
}

export interface WireUser extends WirePictures {
  readonly id?: number;
  readonly name?: string;
}

export interface WirePlaylist extends WirePictures {
  readonly id?: number;
  readonly title?: string;
  readonly description?: string;
  readonly public?: boolean;
  readonly collaborative?: boolean;
  readonly nb_tracks?: number;
  /** Absent on search and artist-playlist items. */
  readonly fans?: number;
  readonly checksum?: string;
  /** On `/playlist/{id}` and `/user/{id}/playlists` items. */
  readonly creator?: WireUser;
  /** On search items. */
  readonly user?: WireUser;
  readonly tracks?: WireList<WireTrack>;
}
