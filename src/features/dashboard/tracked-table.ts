import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { TrackedKind } from '@domain/ports/browser/tracking-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { type SortState, sortTrackedRows, type TrackedCell, toggleSort } from '@domain/tracking';

export type TableStatus = 'loading' | 'error' | 'ready';
export type AriaSort = 'ascending' | 'descending' | 'none';

/** A dashboard row: its cells by column name (sortable ones hold a {@link TrackedCell}). */
export type TrackedRowOf<Column extends string> = { readonly [key in Column]: TrackedCell };

/** A row's shown name, and the text the filter box matches (the name, and a track's artists). */
export interface RowText<Row> {
  readonly name: (row: Row) => string;
  readonly search: (row: Row) => string;
}

/** What stopping a row (with its undo) and adding one need from its table, whatever its columns. */
export interface RowRemoval {
  readonly kind: TrackedKind;
  readonly stopping: ReadonlySet<string>;
  setStopping(spotifyId: string, stopping: boolean): void;
  remove(spotifyId: string): void;
  /** Takes the row out of view while its stop can still be undone. */
  hide(spotifyId: string): void;
  unhide(spotifyId: string): void;
  /** The shown name of the row with this id, or null when the table has no such row. */
  nameOf(spotifyId: string): string | null;
  load(): Promise<RemoteResult<unknown>>;
}

/**
 * One of the dashboard's three tables (docs/product.md §2 Dashboard): its rows, load status, column
 * sort and name filter, and the rows hidden while their stop can be undone. A reload keeps the rows
 * on screen until the new answer arrives, and only the answer to the latest load is kept.
 */
export class TrackedTable<Column extends string, Row extends TrackedRowOf<Column>> implements RowRemoval {
  status: TableStatus = 'loading';
  rows: readonly Row[] = [];
  sort: SortState<Column> | null = null;
  /** The filter box's text: rows whose name does not contain it (any case) are not shown. */
  filter = '';
  readonly stopping = observable.set<string>();
  /** Rows whose stop waits out its undo window. */
  readonly hidden = observable.set<string>();
  private requestNumber = 0;

  constructor(
    readonly kind: TrackedKind,
    private readonly fetchRows: () => Promise<RemoteResult<readonly Row[]>>,
    readonly spotifyIdOf: (row: Row) => string,
    private readonly text: RowText<Row>,
    /** Per column, what orders rows it shows as equal (a change's share after the change itself). */
    private readonly tieBreaks: Partial<Record<Column, (row: Row) => TrackedCell>> = {},
  ) {
    makeAutoObservable<TrackedTable<Column, Row>, 'fetchRows' | 'requestNumber' | 'text' | 'tieBreaks'>(
      this,
      {
        kind: false,
        fetchRows: false,
        spotifyIdOf: false,
        text: false,
        tieBreaks: false,
        requestNumber: false,
      },
      { autoBind: true },
    );
  }

  /** The rows shown: not hidden, matching the filter, in the chosen order. */
  get sortedRows(): Row[] {
    const needle = this.filter.trim().toLocaleLowerCase();
    const shown = this.rows.filter(
      (row) =>
        !this.hidden.has(this.spotifyIdOf(row)) &&
        (needle === '' || this.text.search(row).toLocaleLowerCase().includes(needle)),
    );
    if (!this.sort) return shown;
    const tieBreak = this.tieBreaks[this.sort.column];
    return sortTrackedRows<Row, Column>(shown, this.sort, tieBreak ? [tieBreak] : []);
  }

  /** Nothing tracked (rows waiting out their undo count as gone): SPEC's empty message. */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.rows.every((row) => this.hidden.has(this.spotifyIdOf(row)));
  }

  /** Something is tracked, but the filter shows none of it. */
  get noMatches(): boolean {
    return this.status === 'ready' && !this.isEmpty && this.sortedRows.length === 0;
  }

  setFilter(text: string): void {
    this.filter = text;
  }

  hide(spotifyId: string): void {
    this.hidden.add(spotifyId);
  }

  unhide(spotifyId: string): void {
    this.hidden.delete(spotifyId);
  }

  nameOf(spotifyId: string): string | null {
    const row = this.rows.find((candidate) => this.spotifyIdOf(candidate) === spotifyId);
    return row ? this.text.name(row) : null;
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
    this.hidden.delete(spotifyId);
    this.requestNumber += 1;
  }
}
