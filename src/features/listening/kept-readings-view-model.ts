import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ColumnsToPlace, placeColumns } from '@domain/listening';
import {
  type KeptItemRef,
  type KeptReadingsUpload,
  ListeningGateway,
} from '@domain/ports/browser/listening-gateway';
import { chosenMapping, mappingColumns, previewLines } from './column-mapping';

/**
 * "Import past readings" on a tracked item's page (issue 34 point 4): a CSV of `date,count` the
 * account kept elsewhere, with the mapping step when its columns are named otherwise. The page
 * reloads its history after an import, so the readings appear hollow on its chart.
 */
@injectable()
export class KeptReadingsViewModel {
  item: KeptItemRef | null = null;
  isImporting = false;
  outcome: { readonly ok: boolean; readonly text: string } | null = null;
  pending: {
    readonly upload: KeptReadingsUpload;
    readonly columns: ColumnsToPlace;
    readonly message: string;
  } | null = null;
  /** The mapping step's choices: field → column (0-based), '' for none. */
  choices: Record<string, string> = {};
  private onImported: () => void = () => {};

  constructor(@inject(ListeningGateway) private readonly gateway: ListeningGateway) {
    makeAutoObservable<KeptReadingsViewModel, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  show(item: KeptItemRef, onImported: () => void): void {
    this.item = item;
    this.onImported = onImported;
  }

  async importFile(file: File): Promise<void> {
    await this.send({ file, fileName: file.name });
  }

  choose(field: string, column: string): void {
    this.choices = { ...this.choices, [field]: column };
  }

  /** Every required field has a column, and no column is chosen twice. */
  get mappingComplete(): boolean {
    if (!this.pending) return false;
    const chosen = Object.values(this.choices).filter((value) => value !== '');
    return (
      this.pending.columns.fields.every(
        (field) => !field.required || (this.choices[field.name] ?? '') !== '',
      ) && new Set(chosen).size === chosen.length
    );
  }

  get mappingColumns(): ReadonlyArray<{ key: string; label: string; value: string }> {
    return mappingColumns(this.pending?.columns);
  }

  get previewLines(): ReadonlyArray<{ key: string; cells: ReadonlyArray<{ key: string; text: string }> }> {
    return previewLines(this.pending?.columns);
  }

  async submitMapping(): Promise<void> {
    if (!this.pending || !this.mappingComplete) return;
    await this.send({ ...this.pending.upload, mapping: chosenMapping(this.choices) });
  }

  cancelMapping(): void {
    this.pending = null;
    this.choices = {};
  }

  private async send(upload: KeptReadingsUpload): Promise<void> {
    const item = this.item;
    if (!item) return;
    this.isImporting = true;
    this.outcome = null;
    const answer = await this.gateway.importKeptReadings(item, upload);
    runInAction(() => {
      this.isImporting = false;
      if (!answer.ok) {
        this.outcome = {
          ok: false,
          text: answer.error ?? 'The file could not be imported. Please try again.',
        };
        return;
      }
      if (answer.value.outcome === 'needs_mapping') {
        const columns = answer.value.mapping;
        const placed = placeColumns('item_history', columns.header).columns;
        this.pending = { upload, columns, message: answer.value.message };
        this.choices = Object.fromEntries(
          columns.fields.map((field) => [
            field.name,
            placed[field.name] === undefined ? '' : String(placed[field.name]),
          ]),
        );
        return;
      }
      this.pending = null;
      this.choices = {};
      this.outcome = { ok: true, text: answer.value.message };
    });
    if (answer.ok && answer.value.outcome === 'imported') this.onImported();
  }
}
