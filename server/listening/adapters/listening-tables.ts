import type { ImportKind } from '@domain/listening';
import type { MergeTarget } from './merge-rows-sql';

/** Where each kind of file is merged, and by what (docs/product.md, "Importing your own numbers"). */
export const MERGE_TARGETS: Readonly<Record<ImportKind, MergeTarget>> = {
  audience: {
    table: 'listening_audience_days',
    keys: ['user_id', 'artist_key', 'day'],
    values: ['listeners', 'streams', 'followers'],
  },
  songs: {
    table: 'listening_song_periods',
    keys: ['user_id', 'artist_key', 'song_token', 'period_start', 'period_end'],
    values: ['song', 'track_key', 'listeners', 'streams', 'saves', 'release_date'],
  },
  song_timeline: {
    table: 'listening_song_days',
    keys: ['user_id', 'artist_key', 'song_token', 'day'],
    values: ['song', 'listeners', 'streams'],
  },
  playlists: {
    table: 'listening_playlist_periods',
    keys: ['user_id', 'artist_key', 'playlist_token', 'period_start', 'period_end'],
    values: ['title', 'author', 'playlist_key', 'listeners', 'streams', 'date_added'],
  },
  item_history: {
    table: 'imported_readings',
    keys: ['user_id', 'kind', 'item_key', 'day'],
    values: ['count'],
  },
};

/** The tables holding rows of imports, for the account's usage. */
export const ROW_TABLES = [...new Set(Object.values(MERGE_TARGETS).map((target) => target.table))];
