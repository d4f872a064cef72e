import { ContainerModule } from 'inversify';
import { SearchStore } from './search-store';

/** The search state lives as long as the app, so the results survive visiting an item and coming back. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(SearchStore).toSelf().inSingletonScope();
});
