import { makeAutoObservable, observableRef, runInAction } from 'mobx';
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
  /** The id whose answer came with the page's HTML and is shown, until the next `load`. */
  private firstAnswerOf: string | null = null;

  constructor(
    private readonly what: string,
    private readonly fetchItem: (id: string) => Promise<RemoteResult<T>>,
    /** The answer the page's HTML carried for an id (a server-rendered item page), at most once. */
    private readonly firstAnswer: (id: string) => RemoteResult<T> | undefined = () => undefined,
  ) {
    // An answer is replaced whole (load, refresh, revise), never changed in place: observed by
    // reference, not made deeply observable (an artist's answer is hundreds of objects to wrap).
    makeAutoObservable<ItemLoader<T>, 'fetchItem' | 'requestNumber' | 'firstAnswer' | 'firstAnswerOf'>(
      this,
      {
        data: observableRef,
        error: observableRef,
        fetchItem: false,
        requestNumber: false,
        firstAnswer: false,
        firstAnswerOf: false,
      },
      { autoBind: true },
    );
  }

  /**
   * Shows the answer the page's HTML brought for `id`, if any, at once (the first render then draws
   * the item, not a loading state); `needsLoad(id)` is then false until the next `load`.
   */
  showFirstAnswer(id: string): void {
    const answer = this.firstAnswer(id);
    if (!answer) return;
    this.requestNumber++;
    this.firstAnswerOf = id;
    if (answer.ok) {
      this.data = answer.value;
      this.status = 'loaded';
    } else {
      this.fail(answer.error, isCatalogNotFound(answer));
    }
  }

  /** False while the item shown for `id` is the page's embedded answer: asking again would repeat it. */
  needsLoad(id: string): boolean {
    return this.firstAnswerOf !== id;
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
    this.firstAnswerOf = null;
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
