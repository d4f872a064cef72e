import type { ContainerModule } from 'inversify';
import { type ComponentType, lazy } from 'react';
import { useContainer } from '@shared/di/container-context';
import { loadModuleOnce } from '@shared/di/load-module-once';

/**
 * A route page loaded on first visit (keeps the first load of / small). `loadModule`, when given, is
 * the feature's ContainerModule binding the page's view-model: it is fetched together with the page
 * and loaded into the container before the page first renders.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
  loadModule?: () => Promise<ContainerModule>,
): ComponentType {
  const Page = lazy(async () => {
    const [chunk, module] = await Promise.all([load(), loadModule?.()]);
    const Screen = chunk[exportName] as ComponentType;
    if (!module) return { default: Screen };
    const bindings: ContainerModule = module;
    function ScreenWithBindings() {
      loadModuleOnce(useContainer(), bindings);
      return <Screen />;
    }
    return { default: ScreenWithBindings };
  });
  return Page as ComponentType;
}
