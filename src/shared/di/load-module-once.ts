import type { Container, ContainerModule } from 'inversify';

const loadedModules = new WeakMap<Container, Set<number>>();

/** Loads `module` into `container` unless it is already there (loading twice would bind twice). */
export function loadModuleOnce(container: Container, module: ContainerModule): void {
  const loaded = loadedModules.get(container) ?? new Set<number>();
  loadedModules.set(container, loaded);
  if (loaded.has(module.id)) return;
  container.load(module);
  loaded.add(module.id);
}
