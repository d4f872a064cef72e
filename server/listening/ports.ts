import type { Clock } from '@domain/ports';
import type {
  AudienceDay,
  DemoExports,
  FollowerReading,
  ImportKind,
  ListeningReads,
  PlaylistListening,
  SongListening,
  TrackToMatch,
} from '@domain/listening';
import type { TrackedKind } from '@domain/tracking';

/** An accepted file as the account's list of imports shows it. */
export interface ListeningImport {
  readonly id: number;
  /** The artist of a Spotify for Artists export; the tracked item of a kept history. */
  readonly itemKey: string;
  readonly kind: ImportKind;
  readonly fileName: string;
  readonly subject: string | null;
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
  readonly rows: number;
  readonly createdAt: Date;
}

/** What one file's rows did to what the account had: merged by day or period and item. */
export interface MergeCounts {
  readonly added: number;
  readonly updated: number;
  readonly unchanged: number;
}

/** The rows of one file, ready to store, by kind. */
export type ImportRows =
  | { readonly kind: 'audience'; readonly rows: readonly AudienceDay[] }
  | { readonly kind: 'songs'; readonly rows: readonly StoredSongPeriod[] }
  | { readonly kind: 'playlists'; readonly rows: readonly StoredPlaylistPeriod[] }
  | { readonly kind: 'song_timeline'; readonly song: string; readonly rows: readonly SongDay[] }
  | { readonly kind: 'item_history'; readonly item: ImportedItem; readonly rows: readonly ImportedReading[] };

/** A song of the songs table over its period, with its release date when the file gives it. */
export interface StoredSongPeriod extends SongListening {
  readonly release_date: string | null;
}

export interface StoredPlaylistPeriod {
  readonly title: string;
  readonly author: string | null;
  readonly playlist_key: string | null;
  readonly period_start: string;
  readonly period_end: string;
  readonly listeners: number;
  readonly streams: number;
  readonly date_added: string | null;
}

export interface SongDay {
  readonly date: string;
  readonly listeners: number | null;
  readonly streams: number | null;
}

export interface ImportedItem {
  readonly kind: TrackedKind;
  readonly key: string;
}

/** A past reading the account kept (point 4): a day and a count (followers, or popularity for a track). */
export interface ImportedReading {
  readonly date: string;
  readonly count: number;
}

/** One file about to be merged: whose, for which artist, what it was. */
export interface ImportHeader {
  readonly userId: number;
  readonly itemKey: string;
  readonly fileName: string;
  readonly subject: string | null;
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
  readonly at: Date;
}

/** The account's stored imports and their rows; every method is scoped by the account. */
export interface ListeningStore {
  /**
   * Merges one file's rows in one transaction, recording the import when it added or changed a row
   * (a file that changes nothing leaves no import behind). Answers the counts and the import, if kept.
   */
  merge(
    header: ImportHeader,
    rows: ImportRows,
  ): Promise<MergeCounts & { readonly import: ListeningImport | null }>;
  list(userId: number): Promise<ListeningImport[]>;
  /** Deletes the import and the rows it last wrote; false when the account has no such import. */
  delete(userId: number, importId: number): Promise<boolean>;
  /** Rows the account stores across its imports, and its number of imports (the quota). */
  usage(userId: number): Promise<{ readonly rows: number; readonly imports: number }>;
  audience(userId: number, artistKey: string): Promise<AudienceDay[]>;
  songs(userId: number, artistKey: string): Promise<SongListening[]>;
  songDays(userId: number, artistKey: string): Promise<Array<{ song: string; days: SongDay[] }>>;
  playlists(userId: number, artistKey: string): Promise<PlaylistListening[]>;
  /** The account's kept readings of one item, oldest first. */
  importedReadings(userId: number, item: ImportedItem): Promise<ImportedReading[]>;
}

/** The items an account tracks, by name: how a song or a playlist of an export finds its item key. */
export interface TrackedTitles {
  ofUser(userId: number): Promise<ReadonlyArray<{ kind: TrackedKind; key: string; name: string }>>;
  /** The tracks the account tracks, with their artists and ISRC: what a song is matched by. */
  tracksOf(userId: number): Promise<readonly TrackToMatch[]>;
}

/** Tracking's follower counts of playlists (tracked by anyone on the install), read for the owner's charts. */
export interface PlaylistFollowerReadings {
  /** Each playlist's counts read since `since`, by item key, oldest first; playlists never read left out. */
  since(
    playlistKeys: readonly string[],
    since: Date,
  ): Promise<ReadonlyMap<string, readonly FollowerReading[]>>;
}

export interface ListeningPorts {
  readonly store: ListeningStore;
  readonly followerReadings: PlaylistFollowerReadings;
  readonly reads: ListeningReads;
  readonly titles: TrackedTitles;
  readonly clock: Clock;
}

/** The demo catalog's exports for the demo account (the catalog's demo adapter stands behind it). */
export interface DemoListeningSource {
  exportsAt(
    now: Date,
    tracked: ReadonlyArray<{ readonly kind: string; readonly key: string }>,
  ): { readonly artistKey: string; readonly exports: DemoExports } | null;
}
