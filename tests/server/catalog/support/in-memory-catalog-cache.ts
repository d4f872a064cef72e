import type { CatalogCache, FailureTtl } from '@server/catalog/ports';

/**
 * A CatalogCache for use-case tests: nothing expires, so what the use case stores (and which
 * failures it asks to remember) is plain to see in `entries` and `ttls`.
 */
export class InMemoryCatalogCache implements CatalogCache {
  readonly entries = new Map<string, { readonly value: unknown; readonly failed: boolean }>();
  readonly ttls = new Map<string, number>();

  has(key: string): boolean {
    return this.entries.has(key);
  }

  async getOrLoad<T>(
    key: string,
    ttlMs: number,
    load: () => Promise<T>,
    options: { readonly bypass?: boolean; readonly failureTtlMs?: FailureTtl } = {},
  ): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && !options.bypass) {
      if (entry.failed) throw entry.value;
      return entry.value as T;
    }
    try {
      const value = await load();
      this.entries.set(key, { value, failed: false });
      this.ttls.set(key, ttlMs);
      return value;
    } catch (error) {
      const failureTtl = options.failureTtlMs?.(error);
      if (failureTtl !== undefined) {
        this.entries.set(key, { value: error, failed: true });
        this.ttls.set(key, failureTtl);
      }
      throw error;
    }
  }
}
