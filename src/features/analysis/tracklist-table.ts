import { itemPath } from '@domain/links';
import { makeAutoObservable } from 'mobx';
import { formatDate, STATISTIC_NOT_AVAILABLE } from '@domain/formatting';
import type { PlaylistTrackRow } from '@domain/tracking/history-contracts';
import { type SortState, sortTracklist, type TracklistColumn, toggleSort } from '@domain/tracking';

export const TRACKLIST_COLUMNS: ReadonlyArray<{ key: TracklistColumn; label: string; numeric?: true }> = [
  { key: 'position', label: '#', numeric: true },
  { key: 'name', label: 'Track' },
  { key: 'artists', label: 'Artists' },
  { key: 'added_at', label: 'Date added' },
  { key: 'days_on_playlist', label: 'Days on the playlist', numeric: true },
  { key: 'popularity', label: 'Popularity', numeric: true },
];

/** One tracklist row as the table shows it. */
export interface TracklistLine {
  readonly key: string;
  readonly position: number;
  readonly name: string;
  readonly trackHref: string;
  readonly artists: PlaylistTrackRow['artists'];
  readonly addedText: string;
  readonly daysText: string;
  readonly popularityText: string;
}

/** The analysis view's tracklist: the playlist's tracks, sortable by any column (playlist order first). */
export class TracklistTable {
  sort: SortState<TracklistColumn> = { column: 'position', direction: 'asc' };

  constructor(private readonly rows: () => readonly PlaylistTrackRow[]) {
    makeAutoObservable<TracklistTable, 'rows'>(this, { rows: false }, { autoBind: true });
  }

  get isEmpty(): boolean {
    return this.rows().length === 0;
  }

  /** A click on a column header: sorts by it ascending, or flips the direction when it is the sorted one. */
  toggleSort(column: TracklistColumn): void {
    this.sort = toggleSort(this.sort, column);
  }

  ariaSort(column: TracklistColumn): 'ascending' | 'descending' | 'none' {
    if (this.sort.column !== column) return 'none';
    return this.sort.direction === 'asc' ? 'ascending' : 'descending';
  }

  get lines(): TracklistLine[] {
    return sortTracklist(this.rows(), this.sort).map((row) => ({
      key: `${row.position}-${row.track_id}`,
      position: row.position,
      name: row.name ?? STATISTIC_NOT_AVAILABLE,
      trackHref: itemPath('track', row.track_id),
      artists: row.artists,
      addedText: row.added_at === null ? STATISTIC_NOT_AVAILABLE : formatDate(row.added_at),
      daysText: row.days_on_playlist === null ? STATISTIC_NOT_AVAILABLE : String(row.days_on_playlist),
      popularityText: row.popularity === null ? STATISTIC_NOT_AVAILABLE : String(row.popularity),
    }));
  }
}
