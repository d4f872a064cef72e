import { itemPath } from '@domain/links';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { SortableHeader } from '@shared/ui/sortable-header';
import { TRACKLIST_COLUMNS, type TracklistTable } from './tracklist-table';

/** The playlist's tracks in a table sortable by each column (aria-sort says how it is sorted). */
export const PlaylistTracklist = observer(function PlaylistTracklist({ table }: { table: TracklistTable }) {
  if (table.isEmpty) return null;
  const sorted = TRACKLIST_COLUMNS.find((column) => column.key === table.sort.column);
  return (
    <section className="card item-section analysis-tracklist">
      <h2 id="tracklist-title">Tracklist</h2>
      <p className="visually-hidden" aria-live="polite">
        {sorted
          ? `Sorted by ${sorted.label === '#' ? 'position' : sorted.label}, ${table.ariaSort(sorted.key)}`
          : ''}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="tracklist-scroll" role="region" aria-labelledby="tracklist-title" tabIndex={0}>
        <table className="tracklist-table">
          <thead>
            <tr>
              {TRACKLIST_COLUMNS.map((column) => (
                <SortableHeader
                  key={column.key}
                  sort={table.ariaSort(column.key)}
                  numeric={column.numeric}
                  onSort={() => table.toggleSort(column.key)}
                >
                  {column.key === 'position' ? (
                    <>
                      <span aria-hidden="true">#</span>
                      <span className="visually-hidden">Position</span>
                    </>
                  ) : (
                    column.label
                  )}
                </SortableHeader>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.lines.map((line) => (
              <tr key={line.key}>
                <td className="numeric">{line.position}</td>
                <td>
                  <Link to={line.trackHref}>{line.name}</Link>
                </td>
                <td>
                  {line.artists.map((artist, index) => (
                    <Fragment key={artist.id}>
                      {index > 0 && ', '}
                      <Link to={itemPath('artist', artist.id)}>{artist.name}</Link>
                    </Fragment>
                  ))}
                </td>
                <td className="nowrap">{line.addedText}</td>
                <td className="numeric">{line.daysText}</td>
                <td className="numeric">{line.popularityText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});
