import type { ContainerModule, ServiceIdentifier } from 'inversify';
import { useEffect, useRef } from 'react';
import { AuthStore } from '@shared/auth/auth-store';
import { useStore, useViewModel } from '@shared/di/container-context';

/**
 * What the hook needs of a view-model: a load that asks the server, and, for the item pages, the
 * loader that can show the answer the page's HTML carried.
 */
export interface ItemPageViewModel {
  load(id: string): Promise<void>;
  /** Reads the item again while the shown one stays on screen. */
  refresh?(id: string): Promise<void>;
  readonly loader?: { showFirstAnswer(id: string): void; needsLoad(id: string): boolean };
}

export interface ItemPageOptions {
  /**
   * A signed-in viewer's answer carries more than the anonymous one the page's HTML embeds (the
   * playlist's listening evidence): a member shown the embedded answer asks for their own.
   */
  readonly membersAnswerDiffers?: boolean;
}

/**
 * The page's view-model (see useViewModel), (re)loading its item whenever the route id changes, and
 * again when the visitor signs in or out (the server's answer may differ for members). Call it from
 * an observer component: it reads the auth store.
 */
export function useItemViewModel<VM extends ItemPageViewModel>(
  token: ServiceIdentifier<VM>,
  module: ContainerModule,
  id: string | undefined,
  options: ItemPageOptions = {},
): VM {
  const viewModel = useViewModel(token, module);
  const auth = useStore(AuthStore);
  const signedIn = auth.isLoading ? null : auth.isAuthenticated;
  const lastSignedIn = useRef(signedIn);
  const shownFirst = useRef<string | null>(null);
  // The answer a server-rendered page carried is shown by the very first render, so the app's page
  // replaces the server's markup with the same item (no loading state in between) and asks nothing.
  if (id && shownFirst.current !== id) {
    shownFirst.current = id;
    viewModel.loader?.showFirstAnswer(id);
  }

  useEffect(() => {
    if (id && (viewModel.loader?.needsLoad(id) ?? true)) void viewModel.load(id);
  }, [viewModel, id]);

  useEffect(() => {
    if (signedIn === null) return;
    const before = lastSignedIn.current;
    lastSignedIn.current = signedIn;
    if (!id) return;
    // The first session check only confirms what the page loaded with; a later change is a sign-in or out.
    if (before !== null && before !== signedIn) void viewModel.load(id);
    else if (
      signedIn &&
      options.membersAnswerDiffers &&
      viewModel.refresh &&
      !(viewModel.loader?.needsLoad(id) ?? true)
    )
      void viewModel.refresh(id);
  }, [viewModel, id, signedIn, options.membersAnswerDiffers]);
  return viewModel;
}
