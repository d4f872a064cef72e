/** Which column a table is sorted by, and in which direction. */
export interface SortState<K> {
  readonly column: K;
  readonly direction: 'asc' | 'desc';
}

/**
 * The sort after a click on `column` header (docs/product.md §2 Dashboard): clicking the sorted column flips
 * its direction; clicking another column (or the first click) sorts it ascending.
 */
export function toggleSort<K>(state: SortState<K> | null, column: K): SortState<K> {
  if (state !== null && state.column === column) {
    return { column, direction: state.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: 'asc' };
}
