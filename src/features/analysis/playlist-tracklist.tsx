import { itemPath } from '@domain/links';
import { observer } from 'mobx-react-lite';
import { Fragment, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSidewaysOverflow } from '@shared/ui/sideways-overflow';
import { SortableHeader } from '@shared/ui/sortable-header';
import { TRACKLIST_COLUMNS, type TracklistTable } from './tracklist-table';

/** Shown under a tracklist wider than the screen (a phone): the columns past the edge are there. */
export const TRACKLIST_SCROLL_CUE =
  'Scroll sideways for the date added, days on the playlist and popularity →';

/**
 * The playlist's tracks in a table sortable by each column (aria-sort says how it is sorted). Wider
 * than the screen, it scrolls sideways, says so under the title and fades its cut-off edge.
 */
export const PlaylistTracklist = observer(function PlaylistTracklist({ table }: { table: TracklistTable }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const cueId = useId();
  const { more, atEnd } = useSidewaysOverflow(scrollRef, table.isEmpty);
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
      {more && (
        <p id={cueId} className="tracklist-cue">
          {TRACKLIST_SCROLL_CUE}
        </p>
      )}
      <div
        ref={scrollRef}
        className={more && !atEnd ? 'tracklist-scroll tracklist-scroll-more' : 'tracklist-scroll'}
        role="region"
        aria-labelledby="tracklist-title"
        aria-describedby={more ? cueId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
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
