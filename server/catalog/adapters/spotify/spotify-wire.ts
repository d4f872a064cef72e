// The Spotify Web API's JSON as it may arrive (docs/integrations.md#spotify-web-api), with every field that Development
// Mode or old data may drop marked optional.

export interface WireImage {
  readonly url?: string | null;
  readonly height?: number | null;
  readonly width?: number | null;
}

export interface WireArtistRef {
  readonly id?: string | null;
  readonly name?: string | null;
}

export interface WireArtist extends WireArtistRef {
  readonly images?: readonly WireImage[] | null;
  readonly followers?: { readonly total?: number | null } | null;
  readonly popularity?: number | null;
  readonly genres?: readonly string[] | null;
  readonly external_urls?: { readonly spotify?: string } | null;
}

export interface WirePaging<T> {
  readonly items?: ReadonlyArray<T | null> | null;
  readonly total?: number | null;
  readonly next?: string | null;
  readonly offset?: number;
  readonly limit?: number;
}

export interface WireSimpleAlbum {
  readonly id?: string | null;
  readonly name?: string | null;
  readonly album_type?: string | null;
  readonly album_group?: string | null;
  readonly images?: readonly WireImage[] | null;
  readonly release_date?: string | null;
  readonly release_date_precision?: string | null;
  readonly artists?: readonly WireArtistRef[] | null;
  readonly total_tracks?: number | null;
}

export interface WireSimpleTrack {
  readonly id?: string | null;
  readonly name?: string | null;
  readonly artists?: readonly WireArtistRef[] | null;
  readonly duration_ms?: number | null;
  readonly explicit?: boolean | null;
  readonly track_number?: number | null;
  readonly is_local?: boolean;
  readonly type?: string;
}

export interface WireAlbum extends WireSimpleAlbum {
  readonly label?: string | null;
  readonly popularity?: number | null;
  readonly external_ids?: { readonly upc?: string | null } | null;
  readonly tracks?: WirePaging<WireSimpleTrack> | null;
}

export interface WireTrack extends WireSimpleTrack {
  readonly album?: WireSimpleAlbum | null;
  readonly popularity?: number | null;
  readonly external_ids?: { readonly isrc?: string | null } | null;
  readonly external_urls?: { readonly spotify?: string } | null;
}

export interface WirePlaylistEntry {
  readonly added_at?: string | null;
  readonly is_local?: boolean;
  readonly track?: WireTrack | null;
  /** Development Mode's name for `track`. */
  readonly item?: WireTrack | null;
}

export interface WireUser {
  readonly id?: string | null;
  readonly display_name?: string | null;
  readonly images?: readonly WireImage[] | null;
  readonly followers?: { readonly total?: number | null } | null;
  readonly external_urls?: { readonly spotify?: string } | null;
}

export interface WirePlaylist {
  readonly id?: string | null;
  readonly name?: string | null;
  readonly description?: string | null;
  readonly collaborative?: boolean | null;
  readonly public?: boolean | null;
  readonly snapshot_id?: string | null;
  readonly images?: readonly WireImage[] | null;
  readonly external_urls?: { readonly spotify?: string } | null;
  readonly followers?: { readonly total?: number | null } | null;
  readonly owner?: WireUser | null;
  readonly tracks?: WirePaging<WirePlaylistEntry> | null;
  /** Development Mode's name for `tracks`. */
  readonly items?: WirePaging<WirePlaylistEntry> | null;
}
