import { itemPath } from '@domain/links';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { VerdictBadge } from '@shared/ui/verdict-badge';
import { itemsModule } from '../items-module';
import { opensByDefault } from './collapsible-section';
import {
  ArtistPlacementsViewModel,
  NO_PLACEMENTS_TEXT,
  type PlacementRow,
  TrackPlacementsViewModel,
} from './placements-view-model';
import { useItemViewModel } from './use-item-view-model';
import './placements-section.css';

/** The "Playlists" section of an artist or track page: tracked playlists carrying it, with their grade. */
export const PlacementsSection = observer(function PlacementsSection({
  kind,
  id,
}: {
  kind: 'artist' | 'track';
  id: string;
}) {
  const vm = useItemViewModel(
    kind === 'artist' ? ArtistPlacementsViewModel : TrackPlacementsViewModel,
    itemsModule,
    id,
  );
  const { status } = vm.loader;
  return (
    <section className="card item-section placements" aria-labelledby="placements-title">
      <h2 id="placements-title">Playlists</h2>
      {status === 'loading' || status === 'idle' ? (
        <p className="muted" role="status">
          Loading playlists...
        </p>
      ) : status === 'loaded' && vm.rows.length === 0 ? (
        <p className="muted">{NO_PLACEMENTS_TEXT}</p>
      ) : status === 'loaded' ? (
        <>
          <p className="placement-summary">{vm.summaryText}</p>
          <PlacementList rows={vm.currentRows} showTrack={kind === 'artist'} />
          {vm.pastRows.length > 0 && <PastPlacements rows={vm.pastRows} showTrack={kind === 'artist'} />}
        </>
      ) : (
        <div role="alert">
          <p className="muted">Could not load the playlists.</p>
          <button type="button" className="button button-secondary" onClick={() => void vm.load(id)}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
});

function PlacementList({ rows, showTrack }: { rows: readonly PlacementRow[]; showTrack: boolean }) {
  if (rows.length === 0) return null;
  return (
    <ul className="placement-list">
      {rows.map((row) => (
        <PlacementItem key={row.key} row={row} showTrack={showTrack} />
      ))}
    </ul>
  );
}

/** Ended placements, folded away on phones so a long history does not push the rest of the page down. */
function PastPlacements({ rows, showTrack }: { rows: readonly PlacementRow[]; showTrack: boolean }) {
  const [open] = useState(opensByDefault);
  return (
    <details className="placement-past" open={open}>
      <summary>Past placements ({rows.length})</summary>
      <PlacementList rows={rows} showTrack={showTrack} />
    </details>
  );
}

function PlacementItem({ row, showTrack }: { row: PlacementRow; showTrack: boolean }) {
  const { placement } = row;
  return (
    <li className="placement">
      <div className="placement-head">
        <Link className="placement-name" to={itemPath('playlist', placement.playlist_id)}>
          {placement.playlist_name}
        </Link>
        <VerdictBadge verdict={placement.verdict} compact />
      </div>
      {showTrack && placement.track_name && <p className="placement-track">{placement.track_name}</p>}
      <p className="placement-facts">
        <span>{row.followersText}</span>
        <span>{row.addedText}</span>
        <span>{row.daysText}</span>
        <span className={placement.removed_at ? 'placement-removed' : 'placement-current'}>
          {row.statusText}
        </span>
      </p>
    </li>
  );
}
