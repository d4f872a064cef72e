import type { CatalogCache, FailureTtl } from '@server/catalog/ports';
import type { Result } from '@server/platform/result';

/**
 * A CatalogCache for use-case tests: nothing expires, so what the use case stores (and which
 * failures it asks to remember) is plain to see in `entries` and `ttls`.
 */
export class InMemoryCatalogCache implements CatalogCache {
  readonly entries = new Map<string, Result<unknown, unknown>>();
  readonly ttls = new Map<string, number>();

  has(key: string): boolean {
    return this.entries.has(key);
  }

  async getOrLoad<T, E>(
    key: string,
    ttlMs: number,
    load: () => Promise<Result<T, E>>,
    options: { readonly bypass?: boolean; readonly failureTtlMs?: FailureTtl<E> } = {},
  ): Promise<Result<T, E>> {
    const entry = this.entries.get(key);
    if (entry && !options.bypass) return entry as Result<T, E>;
    const result = await load();
    const ttl = result.ok ? ttlMs : options.failureTtlMs?.(result.error);
    if (ttl !== undefined) {
      this.entries.set(key, result);
      this.ttls.set(key, ttl);
    }
    return result;
  }
}
