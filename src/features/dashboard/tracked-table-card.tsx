import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { SortableHeader } from '@shared/ui/sortable-header';
import { LoadingSpinner } from '@shared/ui/spinner';
import type { TrackedRowOf, TrackedTable } from './tracked-table';

export interface TableColumn<Column extends string, Row> {
  readonly key: Column;
  readonly label: string;
  readonly numeric?: boolean;
  /** A second order for the same cells, offered beside the label ("%": the change in percent). */
  readonly alternate?: { readonly key: Column; readonly label: string };
  /** The cell; `now` is when the page opened (for "today 07:42"). */
  readonly render: (row: Row, now: Date) => ReactNode;
}

interface TrackedTableCardProps<Column extends string, Row extends TrackedRowOf<Column>> {
  readonly title: string;
  readonly table: TrackedTable<Column, Row>;
  readonly columns: readonly TableColumn<Column, Row>[];
  readonly emptyMessage: string;
  readonly nameOf: (row: Row) => string;
  readonly onStop: (spotifyId: string) => void;
  readonly onRetry: () => void;
  /** When the page opened: the Last checked times say today or yesterday from it. */
  readonly now: Date;
}

/**
 * One dashboard table in its card: sortable headers (aria-sort says the state, an arrow shows it),
 * a Stop Tracking button per row, the empty and no-match messages, and Retry after a failed load. Under 640 px each row becomes a small card
 * (see dashboard.css); the headers stay as sort buttons.
 */
function TrackedTableCardView<Column extends string, Row extends TrackedRowOf<Column>>({
  title,
  table,
  columns,
  emptyMessage,
  nameOf,
  onStop,
  onRetry,
  now,
}: TrackedTableCardProps<Column, Row>) {
  const titleId = useId();
  const sorted = columns
    .flatMap((column) => [column, ...(column.alternate ? [column.alternate] : [])])
    .find((column) => column.key === table.sort?.column);
  const direction = table.sort?.direction === 'desc' ? 'descending' : 'ascending';
  return (
    <section className="card tracked-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {table.status === 'loading' && <LoadingSpinner label={`Loading ${title.toLowerCase()}…`} />}
      {table.status === 'error' && (
        <div className="message message-error tracked-error" role="alert">
          <span>Could not load your {title.toLowerCase()}.</span>
          <button type="button" className="button button-secondary button-small" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {table.isEmpty && <p className="tracked-empty">{emptyMessage}</p>}
      {table.noMatches && (
        <p className="tracked-empty">
          No {title.toLowerCase()} match “{table.filter.trim()}”.
        </p>
      )}
      {table.status === 'ready' && !table.isEmpty && !table.noMatches && (
        <>
          <p className="visually-hidden" aria-live="polite">
            {sorted ? `Sorted by ${sorted.label}, ${direction}` : ''}
          </p>
          <div className="tracked-table-scroll">
            <table className="tracked-table" aria-labelledby={titleId}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <SortableHeader
                      key={column.key}
                      sort={sortOf(table, column)}
                      numeric={column.numeric}
                      onSort={() => table.toggleSort(column.key)}
                      alternate={
                        column.alternate && {
                          label: column.alternate.label,
                          sorted: table.sort?.column === column.alternate.key,
                          onSort: () => table.toggleSort(column.alternate!.key),
                        }
                      }
                    >
                      {column.label}
                    </SortableHeader>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.sortedRows.map((row) => (
                  <tr key={table.spotifyIdOf(row)}>
                    {columns.map((column, index) => (
                      <td
                        key={column.key}
                        data-label={index === 0 ? undefined : column.label}
                        className={index === 0 ? 'cell-name' : column.numeric ? 'numeric' : undefined}
                      >
                        {column.render(row, now)}
                      </td>
                    ))}
                    <td className="cell-action">
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={`Stop tracking ${nameOf(row)}`}
                        disabled={table.isStopping(row)}
                        onClick={() => onStop(table.spotifyIdOf(row))}
                      >
                        Stop Tracking
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** A column's header sort: by its own key or by its alternate one. */
function sortOf<Column extends string, Row extends TrackedRowOf<Column>>(
  table: TrackedTable<Column, Row>,
  column: TableColumn<Column, Row>,
) {
  const own = table.ariaSort(column.key);
  return own === 'none' && column.alternate ? table.ariaSort(column.alternate.key) : own;
}

export const TrackedTableCard = observer(TrackedTableCardView) as typeof TrackedTableCardView;
