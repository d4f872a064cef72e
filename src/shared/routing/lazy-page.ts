import { type ComponentType, lazy } from 'react';

/** A route page loaded on first visit (keeps the first load of / small). */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
): ComponentType {
  const Page = lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
  return Page as ComponentType;
}
