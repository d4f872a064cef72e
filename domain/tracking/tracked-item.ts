// What tracking records about an artist, track or playlist (docs/architecture.md#tracking-history-and-analytics).

export type TrackedKind = 'artist' | 'track' | 'playlist';

/** What a tracked row shows besides the name (tracks: their artists' names). */
export interface TrackedItemExtra {
  readonly artist_names?: string;
  /** Tracks: their ISRC, as the last reading gave it (matching an export's songs, issue 34). */
  readonly isrc?: string;
  /** Playlists: their owner's id at the music service, as the last reading saw it (curator pages). */
  readonly owner_id?: string;
  /** Playlists: their owner's name, as the last reading gave it (the curator page's title). */
  readonly owner_name?: string;
}

/** A track on a playlist at the time of a reading. */
export interface PlaylistMember {
  readonly trackId: string;
  readonly addedAt: string | null;
  /** The track's name and artists, when the reading carried the full track (placements). */
  readonly track?: { readonly name: string; readonly artistIds: readonly string[] };
}

/** What one read of the music service says about a tracked item. Missing values are null. */
export interface ItemReading {
  readonly kind: TrackedKind;
  readonly spotifyId: string;
  readonly name: string;
  readonly extra: TrackedItemExtra;
  readonly followers: number | null;
  readonly popularity: number | null;
  readonly trackCount: number | null;
  readonly snapshotId: string | null;
  /** Playlist contents; null when the service gives none (then membership is left as it was). */
  readonly members: readonly PlaylistMember[] | null;
}

/** One user and one item of theirs: the input of tracking's start, stop and status calls. */
export interface UserItem {
  readonly userId: number;
  readonly kind: TrackedKind;
  readonly spotifyId: string;
}
