import { ContainerModule } from 'inversify';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import { CatalogGateway } from '@domain/ports/browser/catalog-gateway';
import { SearchStore } from './search-store';

/** The search state lives as long as the app, so the results survive visiting an item and coming back. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(SearchStore)
    .toResolvedValue(
      (catalog: CatalogGateway, analytics: AnalyticsTag) => new SearchStore(catalog, analytics),
      [CatalogGateway, AnalyticsTag],
    )
    .inSingletonScope();
});
