import type { ImportKind } from '@domain/listening';
import type { ListeningTables } from '../tables';
import type { MergeTarget } from './merge-rows-sql';

type RowTable = Exclude<keyof ListeningTables, 'listening_imports'>;
/** Every column of the table a file writes, but the import that wrote it (set by the merge itself). */
type Columns<Table extends RowTable> = Exclude<keyof ListeningTables[Table] & string, 'import_id'>;

/**
 * Each column of `table` once, as what a row is merged by (`key`) or what it carries (`value`): a
 * `Record` over the table's row type (server/listening/tables.ts), so a column added there and not
 * here, or named here and not there, does not compile.
 */
function mergeTarget<Table extends RowTable>(
  table: Table,
  columns: Readonly<Record<Columns<Table>, 'key' | 'value'>>,
): MergeTarget {
  const entries = Object.entries(columns) as Array<[string, 'key' | 'value']>;
  const of = (role: 'key' | 'value') => entries.filter(([, is]) => is === role).map(([column]) => column);
  return { table, keys: of('key'), values: of('value') };
}

/** Where each kind of file is merged, and by what (docs/product.md, "Importing your own numbers"). */
export const MERGE_TARGETS: Readonly<Record<ImportKind, MergeTarget>> = {
  audience: mergeTarget('listening_audience_days', {
    user_id: 'key',
    artist_key: 'key',
    day: 'key',
    listeners: 'value',
    streams: 'value',
    followers: 'value',
  }),
  songs: mergeTarget('listening_song_periods', {
    user_id: 'key',
    artist_key: 'key',
    song_token: 'key',
    period_start: 'key',
    period_end: 'key',
    song: 'value',
    track_key: 'value',
    listeners: 'value',
    streams: 'value',
    saves: 'value',
    release_date: 'value',
  }),
  song_timeline: mergeTarget('listening_song_days', {
    user_id: 'key',
    artist_key: 'key',
    song_token: 'key',
    day: 'key',
    song: 'value',
    listeners: 'value',
    streams: 'value',
  }),
  playlists: mergeTarget('listening_playlist_periods', {
    user_id: 'key',
    artist_key: 'key',
    playlist_token: 'key',
    period_start: 'key',
    period_end: 'key',
    title: 'value',
    author: 'value',
    playlist_key: 'value',
    listeners: 'value',
    streams: 'value',
    date_added: 'value',
  }),
  item_history: mergeTarget('imported_readings', {
    user_id: 'key',
    kind: 'key',
    item_key: 'key',
    day: 'key',
    count: 'value',
  }),
};

/** The tables holding rows of imports, for the account's usage. */
export const ROW_TABLES = [...new Set(Object.values(MERGE_TARGETS).map((target) => target.table))];
