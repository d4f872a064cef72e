import type { AudienceDay, PlaylistListening, SongListening } from './listening-contracts';
import type { ImportKind } from './export-layouts';
import type { PeriodFollowers } from './period-followers';

/** A song's daily timeline, as imported. */
export interface SongTimeline {
  readonly song: string;
  readonly days: ReadonlyArray<{
    readonly date: string;
    readonly listeners: number | null;
    readonly streams: number | null;
  }>;
}

/** `GET /api/artist/{id}/listening`: the signed-in account's own imported listening of the artist. */
export interface ArtistListeningAnswer {
  readonly audience: readonly AudienceDay[];
  readonly songs: readonly SongListening[];
  readonly song_days: readonly SongTimeline[];
  readonly playlists: readonly ArtistPlaylistListening[];
}

/**
 * A playlist of the account's playlists tables with its followers beside its listening: at each
 * period's end when the playlist is one tracking reads (tracked by the account, or by anyone on the
 * install); null when it is not, or when it matched no playlist.
 */
export interface ArtistPlaylistListening extends PlaylistListening {
  readonly followers: readonly PeriodFollowers[] | null;
}

/** An accepted file, as the imports list shows it. */
export interface ImportEntry {
  readonly id: number;
  /** The artist of an export; the tracked item of a kept history. */
  readonly item_key: string;
  readonly kind: ImportKind;
  readonly file_name: string;
  readonly subject: string | null;
  readonly period_start: string | null;
  readonly period_end: string | null;
  readonly rows: number;
  readonly created_at: string;
}

/** What the mapping step shows: the file's header and first lines, and the fields to place. */
export interface ColumnsToPlace {
  readonly header: readonly string[];
  readonly preview: ReadonlyArray<readonly string[]>;
  readonly missing: readonly string[];
  readonly unplaced: readonly string[];
  readonly fields: ReadonlyArray<{ readonly name: string; readonly required: boolean }>;
}

/** The answer to one upload: merged (with what changed), or the mapping step (HTTP 422). */
export type ImportAnswer =
  | {
      readonly outcome: 'imported';
      readonly message: string;
      readonly rows: number;
      readonly added: number;
      readonly updated: number;
      readonly unchanged: number;
    }
  | { readonly outcome: 'needs_mapping'; readonly message: string; readonly mapping: ColumnsToPlace };

/** One upload from the import form. */
export interface ImportUpload {
  readonly kind: ImportKind;
  readonly file: Blob;
  readonly fileName: string;
  readonly periodStart?: string;
  readonly periodEnd?: string;
  readonly song?: string;
  /** Field name → column (0-based), from the mapping step. */
  readonly mapping?: Readonly<Record<string, number>>;
}

/** Human names of the import kinds (form, imports list). */
export const IMPORT_KIND_LABELS: Readonly<Record<ImportKind, string>> = {
  audience: 'Audience timeline',
  songs: 'Songs table',
  playlists: 'Playlists table',
  song_timeline: 'Song timeline',
  item_history: 'Kept readings',
};
