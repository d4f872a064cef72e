/**
 * What an account imported from its Spotify for Artists exports (issue 34): the shapes the import
 * (server/listening/) stores and the verdict's listening evidence (domain/analytics/listening-evidence.ts)
 * reads. The data belongs to the account that imported it and is never on a public page.
 */

/** One day of the artist's audience timeline. Dates are `YYYY-MM-DD`; a figure the file left empty is null. */
export interface AudienceDay {
  readonly date: string;
  readonly listeners: number | null;
  readonly streams: number | null;
  readonly followers: number | null;
}

/** One song of the songs table, over the period the export covered. */
export interface SongListening {
  readonly song: string;
  /** The song's item key when it matched a track (by link, ISRC or name among the artist's tracks). */
  readonly track_key: string | null;
  readonly listeners: number | null;
  readonly streams: number | null;
  readonly saves: number | null;
  readonly period_start: string;
  readonly period_end: string;
}

/** A playlist's listening of the team's songs over one exported period (the playlists table covers a period). */
export interface PlaylistListeningPeriod {
  readonly period_start: string;
  readonly period_end: string;
  readonly listeners: number;
  readonly streams: number;
}

/** A playlist of the playlists table, with every period imported so far (oldest first). */
export interface PlaylistListening {
  readonly title: string;
  readonly author: string | null;
  /** The playlist's item key when it matched one (by link, or by title among tracked playlists). */
  readonly playlist_key: string | null;
  readonly periods: readonly PlaylistListeningPeriod[];
}

/** The reads the verdict and pages need; every read is scoped to the account that imported the data. */
export interface ListeningReads {
  /** The imported listening of one playlist (by item key), or null when the account has none for it. */
  playlistListening(userId: number, playlistKey: string): Promise<PlaylistListening | null>;
  /** Every playlist in the account's imports: the team's own baseline. */
  teamPlaylists(userId: number): Promise<readonly PlaylistListening[]>;
  /** The readings of one item the account kept elsewhere and imported (point 4), oldest first. */
  keptReadings(userId: number, item: KeptItem): Promise<ReadonlyArray<{ date: string; count: number }>>;
  /** The kept readings of many items of one kind, by item key (items without any left out), oldest first. */
  keptReadingsOfMany(
    userId: number,
    kind: KeptItem['kind'],
    keys: readonly string[],
  ): Promise<ReadonlyMap<string, ReadonlyArray<{ date: string; count: number }>>>;
}

/** An item whose kept readings are asked for: its kind and item key. */
export interface KeptItem {
  readonly kind: 'artist' | 'track' | 'playlist';
  readonly key: string;
}
