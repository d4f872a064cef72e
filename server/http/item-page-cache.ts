import type { PublicItemKind } from '@domain/catalog/item-preview';
import type { ItemPageRead, ItemPageSource, ItemPageVisitor } from './item-pages';

export interface ItemPageCacheOptions {
  /** How long a read is kept (an item's figures and grade change with each refresh cycle). */
  readonly ttlMs: number;
  /** Reads kept at most; the oldest goes first. */
  readonly maxEntries: number;
  /** Milliseconds since some origin (the clock of the tests, `performance.now` otherwise). */
  readonly now: () => number;
}

export const ITEM_PAGE_CACHE_DEFAULTS: ItemPageCacheOptions = {
  ttlMs: 30_000,
  maxEntries: 1_000,
  now: () => performance.now(),
};

interface Entry {
  readonly at: number;
  readonly read: Promise<ItemPageRead>;
}

/**
 * Keeps item pages' reads briefly, so a shared link opened by many costs one read (requests for the
 * same item while it is read share that read). An `unavailable` read is not kept: the next visitor
 * tries again. Bounded: at most `maxEntries`, the oldest dropped first.
 */
export function cachedItemPages(source: ItemPageSource, options = ITEM_PAGE_CACHE_DEFAULTS): ItemPageSource {
  const entries = new Map<string, Entry>();
  return {
    read(kind: PublicItemKind, key: string, visitor: ItemPageVisitor) {
      const name = `${kind}/${key}`;
      const now = options.now();
      const kept = entries.get(name);
      if (kept && now - kept.at < options.ttlMs) return kept.read;
      if (kept) entries.delete(name);
      const read = source.read(kind, key, visitor).then(
        (answer) => {
          if (answer.status === 'unavailable' && entries.get(name)?.read === read) entries.delete(name);
          return answer;
        },
        (error: unknown) => {
          if (entries.get(name)?.read === read) entries.delete(name);
          throw error;
        },
      );
      entries.set(name, { at: now, read });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return read;
    },
  };
}
