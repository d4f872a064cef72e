/** One public playlist of an owner, as the music service lists it (no contents). */
export interface ListedPlaylist {
  /** The playlist's item key (`deezer:{id}` for Deezer). */
  readonly playlistId: string;
  readonly name: string;
  /** Followers as the listing gives them (Deezer's `fans`); null when it gives none. */
  readonly followers: number | null;
  readonly ownerName: string | null;
}

/**
 * What a music service says of an owner's public playlists:
 * - `listed`: every one it gave (within the page cap);
 * - `not_offered`: it has no such call (Spotify's Development Mode, the demo catalog standing in for it);
 * - `not_found`: it knows no such user (or this install has the service switched off);
 * - `unavailable`: it did not answer now.
 */
export type OwnerPlaylistListing =
  | { readonly kind: 'listed'; readonly playlists: readonly ListedPlaylist[] }
  | { readonly kind: 'not_offered' }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'unavailable' };
