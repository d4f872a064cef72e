// Kysely row types of the listening tables (migrations 090-091). Added to `DB` in server/db/schema.ts.
// Days and period ends are `YYYY-MM-DD` text: they are calendar days of the export, not instants.
import type { ColumnType, Generated } from 'kysely';
import type { ImportKind } from '@domain/listening';

/** One accepted file: what it was, for which artist, and what it changed. */
export interface ListeningImportsTable {
  id: Generated<number>;
  user_id: number;
  /** The artist of a Spotify for Artists export; the tracked item of a kept history. */
  item_key: string;
  kind: ImportKind;
  file_name: string;
  /** The song of a song timeline; the item's kind (artist, track, playlist) of a kept history. */
  subject: string | null;
  period_start: string | null;
  period_end: string | null;
  rows: number;
  added: number;
  updated: number;
  created_at: ColumnType<Date, Date | string, never>;
}

interface Owned {
  user_id: number;
  artist_key: string;
  /** The import that last wrote the row: deleting that import deletes it. */
  import_id: number;
}

export interface ListeningAudienceDaysTable extends Owned {
  day: string;
  listeners: number | null;
  streams: number | null;
  followers: number | null;
}

export interface ListeningSongPeriodsTable extends Owned {
  /** The song's name in lower case: what the same song in a later export is merged by. */
  song_token: string;
  song: string;
  track_key: string | null;
  period_start: string;
  period_end: string;
  listeners: number | null;
  streams: number | null;
  saves: number | null;
  release_date: string | null;
}

export interface ListeningSongDaysTable extends Owned {
  song_token: string;
  song: string;
  day: string;
  listeners: number | null;
  streams: number | null;
}

export interface ListeningPlaylistPeriodsTable extends Owned {
  /** The playlist's item key when its link or title matched one, else its title in lower case. */
  playlist_token: string;
  title: string;
  author: string | null;
  playlist_key: string | null;
  period_start: string;
  period_end: string;
  listeners: number;
  streams: number;
  date_added: string | null;
}

/** A past reading of a tracked item the account kept elsewhere (point 4): private to that account. */
export interface ImportedReadingsTable {
  user_id: number;
  item_key: string;
  kind: 'artist' | 'track' | 'playlist';
  day: string;
  count: number;
  import_id: number;
}

export interface ListeningTables {
  listening_imports: ListeningImportsTable;
  listening_audience_days: ListeningAudienceDaysTable;
  listening_song_periods: ListeningSongPeriodsTable;
  listening_song_days: ListeningSongDaysTable;
  listening_playlist_periods: ListeningPlaylistPeriodsTable;
  imported_readings: ImportedReadingsTable;
}
