import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStore, useViewModel } from '@shared/di/container-context';
import { NoticeMessage } from '@shared/ui/notice-message';
import { usePageTitle } from '@shared/ui/page-title';
import { LoadingSpinner } from '@shared/ui/spinner';
import { alertsModule } from './alerts-module';
import { InboxAlertRow } from './inbox-alert-row';
import { InboxFilterBar } from './inbox-filter-bar';
import { InboxViewModel } from './inbox-view-model';
import { unreadAlertsModule } from './unread-alerts-module';
import { UnreadAlertsStore } from './unread-alerts-store';
import './alerts.css';

/** /alerts: the inbox of every alert sent, newest first. */
export const AlertsPage = observer(function AlertsPage() {
  // The inbox keeps the header's count up to date: the store must exist before its view-model.
  useStore(UnreadAlertsStore, unreadAlertsModule);
  const vm = useViewModel(InboxViewModel, alertsModule);
  usePageTitle('Alerts');

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <div className="page page-narrow alerts">
      <div className="alerts-head">
        <h1>Alerts</h1>
        {vm.status === 'ready' && vm.total > 0 && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void vm.markAllRead()}
            disabled={vm.unread === 0 || vm.isMarking}
          >
            {vm.isMarking ? 'Marking…' : 'Mark all as read'}
          </button>
        )}
      </div>
      <p className="muted alerts-intro">
        {vm.status === 'ready' && (vm.total > 0 || vm.isFiltered)
          ? `${vm.total} ${vm.total === 1 ? 'alert' : 'alerts'}${vm.isFiltered ? ' match' : ''}, ${vm.unread} unread in all. `
          : ''}
        Choose what triggers an alert in <Link to="/my-account">My Account</Link>, or per item on its page.
      </p>
      <NoticeMessage notice={vm.notice} onDismiss={vm.dismissNotice} />
      {(vm.total > 0 || vm.isFiltered) && <InboxFilterBar vm={vm} />}
      {vm.status === 'ready' && vm.isFiltered && vm.total === 0 && (
        <p className="card alerts-empty">No alerts match this filter.</p>
      )}
      {vm.status === 'loading' && <LoadingSpinner label="Loading your alerts…" />}
      {vm.status === 'error' && (
        <button type="button" className="button" onClick={() => void vm.load(vm.page)}>
          Try again
        </button>
      )}
      {vm.isEmpty && (
        <div className="card alerts-empty">
          <p>No alerts yet. When something you track moves the way your rule describes, it shows up here.</p>
          <p>
            To check that delivery works, use “Send a test alert” in <Link to="/my-account">My Account</Link>.
          </p>
        </div>
      )}
      {vm.status === 'ready' && vm.total > 0 && (
        <>
          <ol className="inbox card" aria-label="Alerts, newest first">
            {vm.alerts.map((alert) => (
              <InboxAlertRow key={alert.id} alert={alert} />
            ))}
          </ol>
          {vm.pageCount > 1 && (
            <nav className="inbox-pages" aria-label="Alert pages">
              <button
                type="button"
                className="button"
                disabled={vm.page <= 1}
                onClick={() => void vm.load(vm.page - 1)}
              >
                Newer
              </button>
              <span>
                Page {vm.page} of {vm.pageCount}
              </span>
              <button
                type="button"
                className="button"
                disabled={vm.page >= vm.pageCount}
                onClick={() => void vm.load(vm.page + 1)}
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
});
