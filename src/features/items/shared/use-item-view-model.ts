import type { ServiceIdentifier } from 'inversify';
import { useEffect } from 'react';
import { useViewModel } from '@shared/di/container-context';

/** The page's view-model from the container, (re)loading its item whenever the route id changes. */
export function useItemViewModel<VM extends { load(id: string): Promise<void> }>(
  token: ServiceIdentifier<VM>,
  id: string | undefined,
): VM {
  const viewModel = useViewModel(token);
  useEffect(() => {
    if (id) void viewModel.load(id);
  }, [viewModel, id]);
  return viewModel;
}
