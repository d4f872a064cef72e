import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useViewModel } from '@shared/di/container-context';
import { NoticeMessage } from '@shared/ui/notice-message';
import { fieldErrorProps } from '@shared/ui/form-field';
import { usePageTitle } from '@shared/ui/page-title';
import { ARTIST_COLUMNS, PLAYLIST_COLUMNS, TRACK_COLUMNS } from './dashboard-columns';
import { EMPTY_TABLE_MESSAGES } from './dashboard-messages';
import { BulkAddDialog } from './bulk-add-dialog';
import { dashboardModule } from './dashboard-module';
import { DashboardViewModel } from './dashboard-view-model';
import { TrackedTableCard } from './tracked-table-card';
import { UndoStops } from './undo-stops';
import './dashboard.css';

/** /dashboard: add an item by its Spotify link, and the three tables of tracked items. */
export const DashboardPage = observer(function DashboardPage() {
  const vm = useViewModel(DashboardViewModel, dashboardModule);
  const inputId = useId();
  const noticeId = useId();
  const filterId = useId();
  const [now] = useState(() => new Date());
  usePageTitle('Dashboard');

  useEffect(() => {
    void vm.load();
    // Leaving the tab sends the stops still waiting out their undo window.
    window.addEventListener('pagehide', vm.flushStops);
    return () => {
      window.removeEventListener('pagehide', vm.flushStops);
      vm.dispose();
    };
  }, [vm]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.add();
  };

  return (
    <div className="page dashboard">
      <h1>Dashboard</h1>
      <form className="card dashboard-add" onSubmit={submit}>
        <label htmlFor={inputId}>Track a Spotify playlist, track or artist</label>
        <div className="dashboard-add-row">
          <input
            id={inputId}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://open.spotify.com/playlist/…"
            value={vm.url}
            onChange={(event) => vm.setUrl(event.target.value)}
            {...fieldErrorProps(vm.urlInvalid ? noticeId : null)}
          />
          <button type="submit" className="button button-primary" disabled={!vm.canAdd}>
            {vm.isAdding ? 'Adding…' : 'Add'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={vm.bulk.open}
            aria-expanded={vm.bulk.isOpen}
          >
            Bulk add
          </button>
        </div>
        <p className="hint">Paste a link from Spotify's Share menu. Short spotify.link links work too.</p>
      </form>
      <BulkAddDialog bulk={vm.bulk} />
      <NoticeMessage notice={vm.notice} textId={noticeId} onDismiss={vm.dismissNotice} />
      <UndoStops vm={vm} />
      <div className="dashboard-filter">
        <label htmlFor={filterId}>Filter</label>
        <input
          id={filterId}
          type="search"
          autoComplete="off"
          placeholder="Name or artist"
          value={vm.filter}
          onChange={(event) => vm.setFilter(event.target.value)}
        />
      </div>
      <TrackedTableCard
        title="Playlists"
        table={vm.playlists}
        columns={PLAYLIST_COLUMNS}
        emptyMessage={EMPTY_TABLE_MESSAGES.playlist}
        nameOf={(row) => row.playlist_name}
        onStop={(id) => vm.stopTracking('playlist', id)}
        onRetry={() => void vm.retry('playlist')}
        now={now}
      />
      <TrackedTableCard
        title="Tracks"
        table={vm.tracks}
        columns={TRACK_COLUMNS}
        emptyMessage={EMPTY_TABLE_MESSAGES.track}
        nameOf={(row) => row.track_name}
        onStop={(id) => vm.stopTracking('track', id)}
        onRetry={() => void vm.retry('track')}
        now={now}
      />
      <TrackedTableCard
        title="Artists"
        table={vm.artists}
        columns={ARTIST_COLUMNS}
        emptyMessage={EMPTY_TABLE_MESSAGES.artist}
        nameOf={(row) => row.artist_name}
        onStop={(id) => vm.stopTracking('artist', id)}
        onRetry={() => void vm.retry('artist')}
        now={now}
      />
    </div>
  );
});
