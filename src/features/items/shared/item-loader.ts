import { makeAutoObservable, runInAction } from 'mobx';
import { isCatalogNotFound } from '@domain/ports/browser/catalog-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'not-found' | 'failed';

/**
 * Loading / error / data state for one catalog item, shared by the item view-models.
 * Only the answer to the latest `load` is kept, so a quick id change never shows stale data.
 */
export class ItemLoader<T> {
  status: LoadStatus = 'idle';
  data: T | null = null;
  error: unknown = null;
  private requestNumber = 0;

  constructor(
    private readonly what: string,
    private readonly fetchItem: (id: string) => Promise<RemoteResult<T>>,
  ) {
    makeAutoObservable<ItemLoader<T>, 'fetchItem' | 'requestNumber'>(
      this,
      { fetchItem: false, requestNumber: false },
      { autoBind: true },
    );
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  get isNotFound(): boolean {
    return this.status === 'not-found';
  }

  /** Fetches the item; failures other than "no such item" are logged (docs/product.md §8). */
  async load(id: string): Promise<void> {
    const request = ++this.requestNumber;
    this.status = 'loading';
    this.data = null;
    this.error = null;
    try {
      const result = await this.fetchItem(id);
      if (request !== this.requestNumber) return;
      if (!result.ok) return this.fail(result.error, isCatalogNotFound(result));
      runInAction(() => {
        this.data = result.value;
        this.status = 'loaded';
      });
    } catch (error) {
      // Not an answer from the server: a bug or a broken adapter, still shown as a failed load.
      if (request === this.requestNumber) this.fail(error, false);
    }
  }

  /**
   * Reads the item again with `fetchAgain` while the current data stays shown; a failed refresh
   * keeps the old data. A `load` started meanwhile wins.
   */
  async refresh(
    id: string,
    fetchAgain: () => Promise<RemoteResult<T>> = () => this.fetchItem(id),
  ): Promise<void> {
    const request = ++this.requestNumber;
    const result = await fetchAgain();
    if (request !== this.requestNumber) return;
    if (!result.ok) {
      console.error(`Error refreshing ${this.what} data:`, result.error);
      return;
    }
    runInAction(() => {
      this.data = result.value;
      this.status = 'loaded';
    });
  }

  /** Replaces the loaded data with `change(data)` (nothing when none is loaded); no request. */
  revise(change: (data: T) => T): void {
    if (this.status === 'loaded' && this.data !== null) this.data = change(this.data);
  }

  private fail(error: unknown, notFound: boolean): void {
    if (!notFound) console.error(`Error fetching ${this.what} data:`, error);
    this.error = error;
    this.status = notFound ? 'not-found' : 'failed';
  }
}
