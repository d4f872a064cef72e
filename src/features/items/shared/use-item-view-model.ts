import type { ContainerModule, ServiceIdentifier } from 'inversify';
import { useEffect, useRef } from 'react';
import { AuthStore } from '@shared/auth/auth-store';
import { useStore, useViewModel } from '@shared/di/container-context';

/**
 * The page's view-model (see useViewModel), (re)loading its item whenever the route id changes, and
 * again when the visitor signs in or out (the server's answer may differ for members). Call it from
 * an observer component: it reads the auth store.
 */
export function useItemViewModel<VM extends { load(id: string): Promise<void> }>(
  token: ServiceIdentifier<VM>,
  module: ContainerModule,
  id: string | undefined,
): VM {
  const viewModel = useViewModel(token, module);
  const auth = useStore(AuthStore);
  const signedIn = auth.isLoading ? null : auth.isAuthenticated;
  const lastSignedIn = useRef(signedIn);

  useEffect(() => {
    if (id) void viewModel.load(id);
  }, [viewModel, id]);

  useEffect(() => {
    if (signedIn === null) return;
    const before = lastSignedIn.current;
    lastSignedIn.current = signedIn;
    // The first session check only confirms what the page loaded with; a later change is a sign-in or out.
    if (id && before !== null && before !== signedIn) void viewModel.load(id);
  }, [viewModel, id, signedIn]);
  return viewModel;
}
