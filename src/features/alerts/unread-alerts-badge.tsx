import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { useContainer, useStore } from '@shared/di/container-context';
import { unreadAlertsModule } from './unread-alerts-module';
import { UnreadAlertsStore } from './unread-alerts-store';

/**
 * The unread count beside the menu's Alerts link. The alerts port is bound with the screens off `/`
 * (kept off the first load), so on a first visit of `/` the count waits for the first navigation.
 */
export function UnreadAlertsBadge() {
  const container = useContainer();
  // Checked again on every navigation: the port arrives with the first route off `/`.
  useLocation();
  return container.isBound(AlertsGateway) ? <UnreadCount /> : null;
}

const UnreadCount = observer(function UnreadCount() {
  const store = useStore(UnreadAlertsStore, unreadAlertsModule);
  useEffect(() => {
    void store.refresh();
  }, [store]);
  if (!store.unread) return null;
  return (
    <span className="menu-badge">
      <span aria-hidden="true">{store.unread > 99 ? '99+' : store.unread}</span>
      <span className="visually-hidden">, {store.unread} unread</span>
    </span>
  );
});
