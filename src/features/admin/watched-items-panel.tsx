import { type ItemPageKind, itemPath } from '@domain/links';
import { formatDate } from '@domain/formatting';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '@shared/ui/spinner';
import { WATCHED_LOAD_FAILED, type WatchedItemsViewModel } from './watched-items-view-model';

const KIND_LABELS: Record<ItemPageKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };

/** "Watched items" on /admin: what the install reads because visitors opened it, its cost and switch. */
export const WatchedItemsPanel = observer(function WatchedItemsPanel({ vm }: { vm: WatchedItemsViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const overview = vm.overview;
  return (
    <section className="card watched-items" aria-labelledby="watched-items-title">
      <div className="watched-items-head">
        <h2 id="watched-items-title">Watched items</h2>
        {overview?.enabled && (
          <button
            type="button"
            className="button"
            disabled={vm.switching}
            onClick={() => void vm.togglePause()}
          >
            {overview.paused ? 'Resume watching' : 'Pause watching'}
          </button>
        )}
      </div>
      {vm.status === 'loading' && !overview ? <LoadingSpinner label="Loading watched items…" /> : null}
      {vm.status === 'error' ? (
        <div className="message-box error" role="alert">
          <span>{WATCHED_LOAD_FAILED}</span>
          <button type="button" className="button" onClick={() => void vm.load()}>
            Try again
          </button>
        </div>
      ) : null}
      {vm.switchError ? (
        <p className="message-box error" role="alert">
          {vm.switchError}
        </p>
      ) : null}
      {overview && (
        <>
          <p>{vm.stateText}</p>
          <p className="muted">{vm.totalsText}</p>
          {overview.items.length === 0 ? (
            <p className="muted">Nothing is watched yet.</p>
          ) : (
            <table className="admin-table watched-table">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Service</th>
                  <th scope="col">Last opened</th>
                  <th scope="col">Days opened</th>
                  <th scope="col">Readings</th>
                  <th scope="col">Last read</th>
                </tr>
              </thead>
              <tbody>
                {overview.items.map((item) => (
                  <tr key={`${item.kind}:${item.id}`}>
                    <td data-label="Item" className="admin-email">
                      <Link to={itemPath(item.kind, item.id)}>{item.name}</Link>
                    </td>
                    <td data-label="Kind">{KIND_LABELS[item.kind]}</td>
                    <td data-label="Service">{item.id.startsWith('deezer:') ? 'Deezer' : 'Spotify'}</td>
                    <td data-label="Last opened">{formatDate(item.last_opened)}</td>
                    <td data-label="Days opened">{item.days_opened}</td>
                    <td data-label="Readings">{item.readings}</td>
                    <td data-label="Last read">{item.last_read ? formatDate(item.last_read) : 'Not yet'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
});
