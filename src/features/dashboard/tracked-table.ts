import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { TrackedKind } from '@domain/ports/browser/tracking-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { type SortState, sortTrackedRows, type TrackedCell, toggleSort } from '@domain/tracking';

export type TableStatus = 'loading' | 'error' | 'ready';
export type AriaSort = 'ascending' | 'descending' | 'none';

/** A dashboard row: its cells by column name (sortable ones hold a {@link TrackedCell}). */
export type TrackedRowOf<Column extends string> = { readonly [key in Column]: TrackedCell };

/** What stopping a row needs from its table, whatever its columns. */
export interface RowRemoval {
  readonly kind: TrackedKind;
  readonly stopping: ReadonlySet<string>;
  setStopping(spotifyId: string, stopping: boolean): void;
  remove(spotifyId: string): void;
}

/**
 * One of the dashboard's three tables (docs/product.md §2 Dashboard): its rows, load status and
 * column sort. A reload keeps the rows on screen until the new answer arrives, and only the answer
 * to the latest load is kept.
 */
export class TrackedTable<Column extends string, Row extends TrackedRowOf<Column>> implements RowRemoval {
  status: TableStatus = 'loading';
  rows: readonly Row[] = [];
  sort: SortState<Column> | null = null;
  readonly stopping = observable.set<string>();
  private requestNumber = 0;

  constructor(
    readonly kind: TrackedKind,
    private readonly fetchRows: () => Promise<RemoteResult<readonly Row[]>>,
    readonly spotifyIdOf: (row: Row) => string,
  ) {
    makeAutoObservable<TrackedTable<Column, Row>, 'fetchRows' | 'requestNumber'>(
      this,
      { kind: false, fetchRows: false, spotifyIdOf: false, requestNumber: false },
      { autoBind: true },
    );
  }

  get sortedRows(): Row[] {
    return this.sort ? sortTrackedRows<Row, Column>(this.rows, this.sort) : [...this.rows];
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.rows.length === 0;
  }

  /** First click sorts ascending, the next flips the direction. */
  toggleSort(column: Column): void {
    this.sort = toggleSort(this.sort, column);
  }

  ariaSort(column: Column): AriaSort {
    if (this.sort?.column !== column) return 'none';
    return this.sort.direction === 'asc' ? 'ascending' : 'descending';
  }

  /** Fetches the rows; answers the failure (if any) so the caller can react to a 401. */
  async load(): Promise<RemoteResult<unknown>> {
    const request = ++this.requestNumber;
    if (this.status === 'error') this.status = 'loading';
    const result = await this.fetchRows();
    if (request !== this.requestNumber) return result;
    runInAction(() => {
      if (result.ok) {
        this.rows = result.value;
        this.status = 'ready';
      } else {
        console.error(`Failed to fetch the tracked ${this.kind}s:`, result.error);
        if (this.rows.length === 0) this.status = 'error';
      }
    });
    return result;
  }

  isStopping(row: Row): boolean {
    return this.stopping.has(this.spotifyIdOf(row));
  }

  setStopping(spotifyId: string, stopping: boolean): void {
    if (stopping) this.stopping.add(spotifyId);
    else this.stopping.delete(spotifyId);
  }

  /** Drops a row the user stopped tracking, without waiting for a reload. */
  remove(spotifyId: string): void {
    this.rows = this.rows.filter((row) => this.spotifyIdOf(row) !== spotifyId);
    this.requestNumber += 1;
  }
}
