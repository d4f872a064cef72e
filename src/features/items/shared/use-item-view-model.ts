import { useEffect, useState } from 'react';
import type { CatalogRepository } from '@domain/ports/browser/catalog-repository';
import { CatalogRepository as CatalogRepositoryToken } from '@domain/ports/browser/catalog-repository';
import { useService } from '../../../app/di';

/** One view-model per page instance, (re)loading its item whenever the route id changes. */
export function useItemViewModel<VM extends { load(id: string): Promise<void> }>(
  create: (catalog: CatalogRepository) => VM,
  id: string | undefined,
): VM {
  const catalog = useService<CatalogRepository>(CatalogRepositoryToken);
  const [viewModel] = useState(() => create(catalog));
  useEffect(() => {
    if (id) void viewModel.load(id);
  }, [viewModel, id]);
  return viewModel;
}
