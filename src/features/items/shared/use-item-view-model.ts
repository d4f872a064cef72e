import type { ContainerModule, ServiceIdentifier } from 'inversify';
import { useEffect } from 'react';
import { useViewModel } from '@shared/di/container-context';

/** The page's view-model (see useViewModel), (re)loading its item whenever the route id changes. */
export function useItemViewModel<VM extends { load(id: string): Promise<void> }>(
  token: ServiceIdentifier<VM>,
  module: ContainerModule,
  id: string | undefined,
): VM {
  const viewModel = useViewModel(token, module);
  useEffect(() => {
    if (id) void viewModel.load(id);
  }, [viewModel, id]);
  return viewModel;
}
