import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  type ArtistListeningAnswer,
  type ColumnsToPlace,
  EXPORT_LAYOUTS,
  type ImportKind,
  type ImportUpload,
  placeColumns,
} from '@domain/listening';
import { ListeningGateway } from '@domain/ports/browser/listening-gateway';
import { chosenMapping, mappingColumns, previewLines } from './column-mapping';

/** The files the artist page's form imports. */
export type ArtistFileKind = Exclude<ImportKind, 'item_history'>;
export const ARTIST_FILE_KINDS: readonly ArtistFileKind[] = [
  'audience',
  'songs',
  'playlists',
  'song_timeline',
];

/** A file waiting in the mapping step: what was sent, and the columns to place. */
interface PendingMapping {
  readonly upload: ImportUpload;
  readonly columns: ColumnsToPlace;
  readonly message: string;
}

/**
 * "Your listening (Spotify for Artists)" on an artist page: the account's own imported data for the
 * charts, the import form, and the mapping step when a file's columns could not all be placed.
 */
@injectable()
export class ArtistListeningViewModel {
  artistKey: string | null = null;
  data: ArtistListeningAnswer | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  kind: ArtistFileKind = 'audience';
  periodStart = '';
  periodEnd = '';
  song = '';
  isImporting = false;
  /** The answer to the last upload, or why it was refused (with its line and column). */
  outcome: { readonly ok: boolean; readonly text: string } | null = null;
  pending: PendingMapping | null = null;
  /** The mapping step's choices: field → column (0-based), '' for none. */
  choices: Record<string, string> = {};

  constructor(@inject(ListeningGateway) private readonly gateway: ListeningGateway) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(artistKey: string): Promise<void> {
    this.artistKey = artistKey;
    this.status = 'loading';
    const answer = await this.gateway.artistListening(artistKey);
    runInAction(() => {
      if (this.artistKey !== artistKey) return;
      this.status = answer.ok ? 'ready' : 'failed';
      this.data = answer.ok ? answer.value : null;
    });
  }

  get hasData(): boolean {
    const data = this.data;
    return (
      !!data &&
      (data.audience.length > 0 ||
        data.songs.length > 0 ||
        data.playlists.length > 0 ||
        data.song_days.length > 0)
    );
  }

  get needsPeriod(): boolean {
    return this.kind === 'songs' || this.kind === 'playlists';
  }

  setKind(kind: ArtistFileKind): void {
    this.kind = kind;
    this.outcome = null;
  }

  setPeriod(which: 'start' | 'end', value: string): void {
    if (which === 'start') this.periodStart = value;
    else this.periodEnd = value;
  }

  setSong(value: string): void {
    this.song = value;
  }

  /** Sends the chosen file; the server's answer fills `outcome`, or opens the mapping step. */
  async importFile(file: File): Promise<void> {
    if (!this.artistKey) return;
    await this.send({
      kind: this.kind,
      file,
      fileName: file.name,
      periodStart: this.needsPeriod ? this.periodStart || undefined : undefined,
      periodEnd: this.needsPeriod ? this.periodEnd || undefined : undefined,
      song: this.kind === 'song_timeline' ? this.song : undefined,
    });
  }

  choose(field: string, column: string): void {
    this.choices = { ...this.choices, [field]: column };
  }

  /** Every required field has a column, and no column is chosen twice. */
  get mappingComplete(): boolean {
    if (!this.pending) return false;
    const chosen = Object.values(this.choices).filter((value) => value !== '');
    const required = this.pending.columns.fields.filter((field) => field.required);
    return (
      required.every((field) => (this.choices[field.name] ?? '') !== '') &&
      new Set(chosen).size === chosen.length
    );
  }

  get mappingColumns(): ReadonlyArray<{ key: string; label: string; value: string }> {
    return mappingColumns(this.pending?.columns);
  }

  get previewLines(): ReadonlyArray<{ key: string; cells: ReadonlyArray<{ key: string; text: string }> }> {
    return previewLines(this.pending?.columns);
  }

  /** Sends the file again with the columns the person placed. */
  async submitMapping(): Promise<void> {
    if (!this.pending || !this.mappingComplete) return;
    await this.send({ ...this.pending.upload, mapping: chosenMapping(this.choices) });
  }

  cancelMapping(): void {
    this.pending = null;
    this.choices = {};
  }

  private async send(upload: ImportUpload): Promise<void> {
    const artistKey = this.artistKey;
    if (!artistKey) return;
    this.isImporting = true;
    this.outcome = null;
    const answer = await this.gateway.importFile(artistKey, upload);
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
        this.pending = { upload, columns: answer.value.mapping, message: answer.value.message };
        this.choices = placedChoices(upload.kind, answer.value.mapping);
        return;
      }
      this.pending = null;
      this.choices = {};
      this.outcome = { ok: true, text: answer.value.message };
    });
    if (answer.ok && answer.value.outcome === 'imported') await this.load(artistKey);
  }
}

/** The mapping step starts from the columns matched by name: only the rest needs choosing. */
function placedChoices(kind: ImportKind, columns: ColumnsToPlace): Record<string, string> {
  const placed = placeColumns(kind, columns.header).columns;
  return Object.fromEntries(
    EXPORT_LAYOUTS[kind].map((field) => [
      field.name,
      placed[field.name] === undefined ? '' : String(placed[field.name]),
    ]),
  );
}
