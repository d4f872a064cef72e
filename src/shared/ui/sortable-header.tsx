import type { ReactNode } from 'react';

export type AriaSort = 'ascending' | 'descending' | 'none';

const ARROWS: Record<AriaSort, string> = { ascending: '▲', descending: '▼', none: '↕' };

interface SortableHeaderProps {
  /** How the table is sorted by this column now. */
  readonly sort: AriaSort;
  readonly numeric?: boolean;
  readonly onSort: () => void;
  /** The column's label. */
  readonly children: ReactNode;
  /**
   * A second order for the column, a small "%" button beside the label (a change sorted by its
   * percent); `sorted` says the column is sorted by it.
   */
  readonly alternate?:
    | { readonly label: string; readonly sorted: boolean; readonly onSort: () => void }
    | undefined;
}

/** A column header whose button sorts the table by that column (aria-sort says how it is sorted). */
export function SortableHeader({ sort, numeric, onSort, children, alternate }: SortableHeaderProps) {
  const own = alternate?.sorted ? 'none' : sort;
  return (
    <th scope="col" aria-sort={sort} className={numeric ? 'numeric' : undefined}>
      <button
        type="button"
        className={own === 'none' ? 'sort-button' : 'sort-button sorted'}
        onClick={onSort}
      >
        {children}
        <span className="sort-arrow" aria-hidden="true">
          {ARROWS[own]}
        </span>
      </button>
      {alternate && (
        <button
          type="button"
          className={alternate.sorted ? 'sort-button sort-alternate sorted' : 'sort-button sort-alternate'}
          aria-label={`Sort by ${alternate.label}`}
          aria-pressed={alternate.sorted}
          title={`Sort by ${alternate.label}`}
          onClick={alternate.onSort}
        >
          %
          {alternate.sorted && (
            <span className="sort-arrow" aria-hidden="true">
              {ARROWS[sort]}
            </span>
          )}
        </button>
      )}
    </th>
  );
}
