import type { SortState } from './toggle-sort';

/** The text the dashboard shows for an item that has never been refreshed (docs/product.md §2). */
export const NO_UPDATES_TEXT = 'No updates found yet';

/** The values a dashboard table cell can hold. */
export type TrackedCell = string | number | null | undefined;

/**
 * Sorts dashboard rows by one column without touching the input (docs/product.md §2 Dashboard). Rows
 * with equal values are ordered by `thenBy` (each compared the same way, in the same direction), and
 * rows equal in all of those keep their order in both directions (the sort is stable).
 *
 * - `last_checked` compares as time; `null`, `'No updates found yet'` and unreadable dates sort as
 *   the oldest (first ascending, last descending).
 * - Numbers compare numerically; `null` sorts below every number.
 * - Text compares case-insensitively in a fixed (English) collation.
 */
export function sortTrackedRows<
  Row extends { readonly [key in K]: TrackedCell },
  K extends keyof Row & string,
>(rows: readonly Row[], state: SortState<K>, thenBy: ReadonlyArray<(row: Row) => TrackedCell> = []): Row[] {
  const sign = state.direction === 'asc' ? 1 : -1;
  const keys = [
    (row: Row) => sortKey(row[state.column], state.column === 'last_checked'),
    ...thenBy.map((cell) => (row: Row) => sortKey(cell(row), false)),
  ];
  return [...rows].sort((a, b) => {
    for (const key of keys) {
      const order = compareKeys(key(a), key(b));
      if (order !== 0) return sign * order;
    }
    return 0;
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function sortKey(value: TrackedCell, isTime: boolean): number | string {
  if (value === null || value === undefined) return Number.NEGATIVE_INFINITY;
  if (typeof value === 'number') return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  if (!isTime) return value;
  const time = ISO_DATE.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  // A missing value (-Infinity) beside text sorts first; otherwise numbers precede text.
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}
