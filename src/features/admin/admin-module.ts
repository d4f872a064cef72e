import { ContainerModule } from 'inversify';
import { AdminUsersViewModel } from './admin-users-view-model';
import { DataSourcesViewModel } from './data-sources-view-model';
import { WatchedItemsViewModel } from './watched-items-view-model';

/** The admin screen's view-model, a fresh one per visit; loaded by the (lazy) admin page. */
export const adminModule = new ContainerModule(({ bind }) => {
  bind(AdminUsersViewModel).toSelf().inTransientScope();
  bind(DataSourcesViewModel).toSelf().inTransientScope();
  bind(WatchedItemsViewModel).toSelf().inTransientScope();
});
