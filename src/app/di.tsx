import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import { createContext, type ReactNode, useContext, useState } from 'react';

const ContainerContext = createContext<Container | null>(null);

/** Makes the composition root's container available to `useService` below it. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container's instance for `token` (singletons: the same object on every render). */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService must be used inside a ContainerProvider');
  return container.get<T>(token);
}

/**
 * An instance kept for the lifetime of the calling component (per-screen view-models). `module`, when
 * given, holds the binding and is loaded into the container on first use (lazy route chunks).
 */
export function useViewModel<T>(token: ServiceIdentifier<T>, module?: ContainerModule): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useViewModel must be used inside a ContainerProvider');
  const [model] = useState(() => {
    if (module && !container.isBound(token)) container.load(module);
    return container.get<T>(token);
  });
  return model;
}
