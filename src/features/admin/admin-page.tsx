import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '@shared/di/container-context';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { DismissibleMessage } from '@shared/ui/dismissible-message';
import { usePageTitle } from '@shared/ui/page-title';
import { LoadingSpinner } from '@shared/ui/spinner';
import { adminModule } from './admin-module';
import { AdminUsersTable } from './admin-users-table';
import { AdminUsersViewModel } from './admin-users-view-model';
import { DataSourcesPanel } from './data-sources-panel';
import { DataSourcesViewModel } from './data-sources-view-model';
import { WatchedItemsPanel } from './watched-items-panel';
import { WatchedItemsViewModel } from './watched-items-view-model';
import '@shared/ui/buttons.css';
import './admin-page.css';

/**
 * `/admin`: the users, a page at a time, each deletable after a confirmation; the data sources; what
 * is watched because visitors opened it.
 */
export const AdminPage = observer(function AdminPage() {
  const vm = useViewModel(AdminUsersViewModel, adminModule);
  const sources = useViewModel(DataSourcesViewModel, adminModule);
  const watched = useViewModel(WatchedItemsViewModel, adminModule);
  usePageTitle('Admin Area');

  useEffect(() => {
    void vm.load(1);
  }, [vm]);

  return (
    <section className="page admin-page">
      <h1>Admin Area</h1>
      <p className="muted">
        {vm.total > 0 ? `${vm.total} ${vm.total === 1 ? 'user' : 'users'} in all.` : 'Users of Chartpulse.'}
      </p>
      <DismissibleMessage tone="success" text={vm.notice} onDismiss={vm.dismissNotice} />
      <DismissibleMessage tone="error" text={vm.error} onDismiss={vm.dismissError} />
      {vm.status === 'error' ? (
        <div className="message-box error admin-load-error" role="alert">
          <span>{vm.loadError}</span>
          <button type="button" className="button" onClick={() => void vm.load()}>
            Try again
          </button>
        </div>
      ) : null}
      {vm.status === 'loading' && vm.users.length === 0 ? <LoadingSpinner label="Loading users…" /> : null}
      {vm.users.length > 0 ? <AdminUsersTable vm={vm} /> : null}
      {vm.status === 'ready' && vm.users.length === 0 ? <p>No users yet.</p> : null}
      <DataSourcesPanel vm={sources} />
      <WatchedItemsPanel vm={watched} />
      {vm.confirmation ? (
        <ConfirmDialog
          title="Delete user"
          message={vm.confirmation}
          busy={vm.isDeleting}
          onConfirm={() => void vm.confirmDelete()}
          onCancel={vm.cancelDelete}
        />
      ) : null}
    </section>
  );
});
