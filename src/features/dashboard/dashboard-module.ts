import { ContainerModule } from 'inversify';
import { DashboardViewModel } from './dashboard-view-model';

/** The dashboard's view-model, one per visit; loaded with the (lazy) dashboard page. */
export const dashboardModule = new ContainerModule(({ bind }) => {
  bind(DashboardViewModel).toSelf().inTransientScope();
});
