import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import { createContext, type ReactNode, useContext, useState } from 'react';

const ContainerContext = createContext<Container | null>(null);

/** Makes the composition root's container available to the hooks below it. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container of the nearest ContainerProvider. */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('The container hooks must be used inside a ContainerProvider');
  return container;
}

/**
 * An app-wide store (a singleton binding: the same object on every render and in every component).
 * A store only lazy screens use passes its feature's module, which enters the container on first use.
 */
export function useStore<T>(token: ServiceIdentifier<T>, module?: ContainerModule): T {
  const container = useContainer();
  if (module && !container.isBound(token)) container.load(module);
  return container.get<T>(token);
}

/**
 * The view-model of the calling screen, built by the container once and kept for the component's
 * lifetime (a transient binding: every mount gets a fresh one). A lazy screen passes its feature's
 * module, which enters the container on first use, so the first load of / never carries it.
 */
export function useViewModel<T>(token: ServiceIdentifier<T>, module?: ContainerModule): T {
  const container = useContainer();
  const [viewModel] = useState(() => {
    if (module && !container.isBound(token)) container.load(module);
    return container.get<T>(token);
  });
  return viewModel;
}
