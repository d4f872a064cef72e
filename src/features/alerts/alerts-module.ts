import { ContainerModule } from 'inversify';
import { AccountAlertsViewModel } from './account-alerts-view-model';
import { InboxViewModel } from './inbox-view-model';
import { ItemAlertsViewModel } from './item-alerts-view-model';

/** The alerts screens' view-models, one per visit; loaded with the first of them shown (lazy). */
export const alertsModule = new ContainerModule(({ bind }) => {
  bind(InboxViewModel).toSelf().inTransientScope();
  bind(AccountAlertsViewModel).toSelf().inTransientScope();
  bind(ItemAlertsViewModel).toSelf().inTransientScope();
});
