// The catalog cache in this process's memory: a bounded LRU with per-entry expiry, and one
// upstream call for concurrent requests of the same key.
import type { Result } from '../../platform/result';
import type { CatalogCache, FailureTtl } from '../ports';

export interface LruCatalogCacheOptions {
  /** Most entries kept; the least recently used leave first. */
  readonly maxEntries?: number;
  /** Milliseconds since an arbitrary origin (injectable for tests). */
  readonly now?: () => number;
}

interface Entry {
  readonly value: unknown;
  readonly expiresAt: number;
}

export interface LoadOptions<E> {
  /** Skip the cached value but still store the fresh one. */
  readonly bypass?: boolean;
  /** How long to remember a failure (undefined: not at all). */
  readonly failureTtlMs?: FailureTtl<E>;
}

export class LruCatalogCache implements CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: LruCatalogCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether a fresh answer or remembered failure for `key` is cached, or loading (no recency update). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return (entry !== undefined && entry.expiresAt > this.now()) || this.inFlight.has(key);
  }

  /** A fresh cached value, or undefined. */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert to mark as most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  set(key: string, value: unknown, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The cached result for `key`, or the loader's (a success stored for `ttlMs`, a failure as
   * `failureTtlMs` says). Concurrent callers of one key share a single load.
   */
  async getOrLoad<T, E>(
    key: string,
    ttlMs: number,
    load: () => Promise<Result<T, E>>,
    options: LoadOptions<E> = {},
  ): Promise<Result<T, E>> {
    if (!options.bypass) {
      const cached = this.peek<Result<T, E>>(key);
      if (cached !== undefined) return cached;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<Result<T, E>>;
    const loading = load()
      .then((result) => {
        const ttl = result.ok ? ttlMs : options.failureTtlMs?.(result.error);
        if (ttl !== undefined) this.set(key, result, ttl);
        return result;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }
}
