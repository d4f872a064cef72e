import { ContainerModule } from 'inversify';
import { AccountViewModel } from './account-view-model';

/** My account's view-model, one per visit; loaded with the (lazy) account page. */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(AccountViewModel).toSelf().inTransientScope();
});
