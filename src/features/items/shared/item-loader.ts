import { makeAutoObservable, runInAction } from 'mobx';
import { isCatalogNotFound } from '@domain/ports/browser/catalog-repository';

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
    private readonly fetchItem: (id: string) => Promise<T>,
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

  /** Fetches the item; failures are logged (SPEC §8) and end the loading state. */
  async load(id: string): Promise<void> {
    const request = ++this.requestNumber;
    this.status = 'loading';
    this.data = null;
    this.error = null;
    try {
      const data = await this.fetchItem(id);
      if (request !== this.requestNumber) return;
      runInAction(() => {
        this.data = data;
        this.status = 'loaded';
      });
    } catch (error) {
      if (request !== this.requestNumber) return;
      if (!isCatalogNotFound(error)) console.error(`Error fetching ${this.what} data:`, error);
      runInAction(() => {
        this.error = error;
        this.status = isCatalogNotFound(error) ? 'not-found' : 'failed';
      });
    }
  }
}
