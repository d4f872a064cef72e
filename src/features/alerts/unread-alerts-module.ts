import { ContainerModule } from 'inversify';
import { UnreadAlertsStore } from './unread-alerts-store';

/** The app-wide unread count (one store), loaded with the signed-in menu or the inbox, whichever comes first. */
export const unreadAlertsModule = new ContainerModule(({ bind }) => {
  bind(UnreadAlertsStore).toSelf().inSingletonScope();
});
