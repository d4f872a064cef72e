import { itemPath } from '@domain/links';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useItemKey } from '@shared/routing/use-item-key';
import { usePageTitle } from '@shared/ui/page-title';
import { ThreeDots } from '@shared/ui/three-dots';
import { VerdictBadge } from '@shared/ui/verdict-badge';
import { itemsModule } from '../items-module';
import { ItemLoadFailed } from '../shared/item-load-failed';
import { useItemViewModel } from '../shared/use-item-view-model';
import { type CuratorRow, CuratorViewModel } from './curator-view-model';
import '@shared/ui/item-page.css';
import '../shared/placements-section.css';
import './curator-page.css';

/** `/curator/:id` (`/deezer/curator/:id`): one owner's playlists Chartpulse reads, with their grades. */
export const CuratorPage = observer(function CuratorPage() {
  const ownerKey = useItemKey('id');
  const vm = useItemViewModel(CuratorViewModel, itemsModule, ownerKey);
  usePageTitle(vm.curator ? `Playlists by ${vm.title}` : undefined);

  if (vm.loader.status === 'failed' && ownerKey)
    return <ItemLoadFailed what="curator" onRetry={() => vm.load(ownerKey)} />;
  if (!vm.curator) {
    return (
      <p className="item-loading" role="status">
        Loading curator, please wait <ThreeDots />
      </p>
    );
  }
  return (
    <article className="page item-page curator-page">
      <header className="curator-head">
        <p className="item-kind">Curator</p>
        <h1>Playlists by {vm.title}</h1>
        <p className="muted">{vm.summaryText}</p>
      </header>
      {vm.moveLines.length > 0 && (
        <section className="card item-section curator-moves" aria-labelledby="curator-moves-title">
          <h2 id="curator-moves-title">Coordinated jumps</h2>
          <p className="muted">
            Days on which several of these playlists gained far more followers than they usually do: bought
            followers move a curator’s lists together, listeners rarely do.
          </p>
          <ul>
            {vm.moveLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {vm.rows.length > 0 && (
        <section className="card item-section" aria-labelledby="curator-playlists-title">
          <h2 id="curator-playlists-title">Playlists</h2>
          <ul className="placement-list">
            {vm.rows.map((row) => (
              <CuratorPlaylistItem key={row.playlist.playlist_id} row={row} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
});

function CuratorPlaylistItem({ row }: { row: CuratorRow }) {
  const { playlist } = row;
  // The full coordinated-move reason is in the playlist's own verdict; here the days are listed above.
  return (
    <li className="placement">
      <div className="placement-head">
        <Link className="placement-name" to={itemPath('playlist', playlist.playlist_id)}>
          {playlist.name}
        </Link>
        <VerdictBadge
          verdict={playlist.verdict ?? 'insufficient_data'}
          confidence={playlist.confidence}
          compact
        />
      </div>
      <p className="placement-facts">
        <span>{row.followersText}</span>
        <span>{row.lastMoveText}</span>
        <span>{row.checkedText}</span>
      </p>
      {row.jumpsText && <p className="curator-reason">{row.jumpsText}</p>}
    </li>
  );
}
