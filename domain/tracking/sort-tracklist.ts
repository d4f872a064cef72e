import type { PlaylistTrackRow } from './history-contracts';
import type { SortState } from './toggle-sort';

/** The tracklist's sortable columns. */
export type TracklistColumn =
  | 'position'
  | 'name'
  | 'artists'
  | 'added_at'
  | 'days_on_playlist'
  | 'popularity';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function keyOf(row: PlaylistTrackRow, column: TracklistColumn): number | string | null {
  switch (column) {
    case 'name':
      return row.name;
    case 'artists':
      return row.artists.map((artist) => artist.name).join(', ') || null;
    case 'added_at': {
      const time = row.added_at === null ? Number.NaN : Date.parse(row.added_at);
      return Number.isFinite(time) ? time : null;
    }
    default:
      return row[column];
  }
}

/**
 * The tracklist sorted by one column without touching the input: numbers and dates by value, text in
 * English order ignoring case; unknown values last in either direction; ties keep playlist order.
 */
export function sortTracklist(
  rows: readonly PlaylistTrackRow[],
  state: SortState<TracklistColumn>,
): PlaylistTrackRow[] {
  const sign = state.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = keyOf(a, state.column);
    const y = keyOf(b, state.column);
    if (x === null || y === null) return x === y ? a.position - b.position : x === null ? 1 : -1;
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order === 0 ? a.position - b.position : sign * order;
  });
}
