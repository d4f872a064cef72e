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
import type { CuratorPlaylist } from '@domain/tracking/curator-contracts';
import { SignInPrompt } from '../shared/sign-in-prompt';
import { SignedInOnly } from '../signed-in/signed-in-only';
import { type CuratorRow, CuratorViewModel } from './curator-view-model';
import '@shared/ui/item-page.css';
import '../shared/placements-section.css';
import './curator-page.css';

/**
 * `/curator/:id` (`/deezer/curator/:id`): one owner's playlists, graded where Chartpulse reads them; on
 * Deezer also the public ones it does not read yet, each with a Track button for a signed-in user.
 */
export const CuratorPage = observer(function CuratorPage() {
  const ownerKey = useItemKey('id');
  const vm = useItemViewModel(CuratorViewModel, itemsModule, ownerKey);
  usePageTitle(vm.curator ? `Playlists by ${vm.title}` : undefined);

  if (vm.loader.status === 'failed' && ownerKey)
    return <ItemLoadFailed what="curator" onRetry={() => vm.load(ownerKey)} />;
  if (vm.loader.isNotFound) return <CuratorNotFound />;
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
        {vm.listingNote && <p className="curator-listing-note">{vm.listingNote}</p>}
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
          {vm.shownText && <p className="muted">{vm.shownText}</p>}
          <ul className="placement-list">
            {vm.rows.map((row) => (
              <CuratorPlaylistItem key={row.playlist.playlist_id} row={row} vm={vm} />
            ))}
          </ul>
          {vm.rows.some((row) => !row.playlist.watched) && (
            <SignInPrompt label="Sign in to track the playlists not watched yet" />
          )}
        </section>
      )}
    </article>
  );
});

const CuratorPlaylistItem = observer(function CuratorPlaylistItem({
  row,
  vm,
}: {
  row: CuratorRow;
  vm: CuratorViewModel;
}) {
  const { playlist } = row;
  // The full coordinated-move reason is in the playlist's own verdict; here the days are listed above.
  return (
    <li className="placement">
      <div className="placement-head">
        <Link className="placement-name" to={itemPath('playlist', playlist.playlist_id)}>
          {playlist.name}
        </Link>
        {playlist.watched ? (
          <VerdictBadge
            verdict={playlist.verdict ?? 'insufficient_data'}
            confidence={playlist.confidence}
            compact
          />
        ) : (
          <SignedInOnly>
            <TrackListedButton vm={vm} playlist={playlist} />
          </SignedInOnly>
        )}
      </div>
      <p className="placement-facts">
        <span>{row.followersText}</span>
        <span>{row.lastMoveText}</span>
        {row.checkedText && <span>{row.checkedText}</span>}
      </p>
      {row.jumpsText && <p className="curator-reason">{row.jumpsText}</p>}
    </li>
  );
});

/** Track for a listed playlist the install does not read yet: read from then on, graded once it has checks. */
const TrackListedButton = observer(function TrackListedButton({
  vm,
  playlist,
}: {
  vm: CuratorViewModel;
  playlist: CuratorPlaylist;
}) {
  const state = vm.trackingOf(playlist.playlist_id);
  if (state === 'tracked') return <span className="curator-tracked">Tracking</span>;
  const busy = state === 'submitting';
  return (
    <span className="curator-track">
      <button
        type="button"
        className="button button-primary button-small"
        aria-busy={busy}
        aria-disabled={busy}
        aria-label={`Track ${playlist.name}`}
        onClick={() => void vm.track(playlist.playlist_id)}
      >
        {busy ? 'Tracking…' : 'Track'}
      </button>
      {state === 'failed' && (
        <span className="curator-track-failed" role="alert">
          Failed to start tracking. Please try again later.
        </span>
      )}
    </span>
  );
});

function CuratorNotFound() {
  return (
    <section className="page item-not-found" aria-labelledby="curator-not-found-title">
      <h1 id="curator-not-found-title">We couldn't find that curator</h1>
      <p>The link may be mistyped, or the account may have been removed from the music service.</p>
      <p>
        <Link className="button button-primary" to="/">
          Go to search
        </Link>
      </p>
    </section>
  );
}
