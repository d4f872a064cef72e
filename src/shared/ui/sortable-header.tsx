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
}

/** A column header whose button sorts the table by that column (aria-sort says how it is sorted). */
export function SortableHeader({ sort, numeric, onSort, children }: SortableHeaderProps) {
  return (
    <th scope="col" aria-sort={sort} className={numeric ? 'numeric' : undefined}>
      <button
        type="button"
        className={sort === 'none' ? 'sort-button' : 'sort-button sorted'}
        onClick={onSort}
      >
        {children}
        <span className="sort-arrow" aria-hidden="true">
          {ARROWS[sort]}
        </span>
      </button>
    </th>
  );
}
