import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useRef } from 'react';
import { type ColumnsToPlace, EXPORT_LAYOUTS, IMPORT_KIND_LABELS } from '@domain/listening';
import {
  ARTIST_FILE_KINDS,
  type ArtistFileKind,
  type ArtistListeningViewModel,
} from './artist-listening-view-model';

const LAYOUT_HINTS: Readonly<Record<ArtistFileKind, string>> = Object.fromEntries(
  ARTIST_FILE_KINDS.map((kind) => [kind, EXPORT_LAYOUTS[kind].map((field) => field.name).join(',')]),
) as Record<ArtistFileKind, string>;

/** The import form: which export, its period (tables) or song (timelines), and the CSV file. */
export const ImportForm = observer(function ImportForm({ vm }: { vm: ArtistListeningViewModel }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (file) await vm.importFile(file);
  };
  return (
    <form className="listening-form" onSubmit={submit}>
      <fieldset>
        <legend>Import a Spotify for Artists export</legend>
        <div className="listening-kinds" role="radiogroup" aria-label="Which export">
          {ARTIST_FILE_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={vm.kind === kind}
                onChange={() => vm.setKind(kind)}
              />{' '}
              {IMPORT_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        <p className="muted listening-note">
          Columns: <code>{LAYOUT_HINTS[vm.kind]}</code>, in any order, case or language.
        </p>
        {vm.needsPeriod && (
          <div className="listening-period">
            <label>
              From{' '}
              <input
                type="date"
                value={vm.periodStart}
                onChange={(event) => vm.setPeriod('start', event.target.value)}
              />
            </label>
            <label>
              to{' '}
              <input
                type="date"
                value={vm.periodEnd}
                onChange={(event) => vm.setPeriod('end', event.target.value)}
              />
            </label>
            <span className="muted">Left empty: the 28 days ending today.</span>
          </div>
        )}
        {vm.kind === 'song_timeline' && (
          <label className="listening-song">
            Song{' '}
            <input
              type="text"
              maxLength={300}
              required
              value={vm.song}
              onChange={(event) => vm.setSong(event.target.value)}
            />
          </label>
        )}
        <label className="listening-file">
          CSV file <input ref={fileRef} type="file" accept=".csv,text/csv" required />
        </label>
        <button type="submit" className="button button-primary" disabled={vm.isImporting}>
          {vm.isImporting ? 'Importing…' : 'Import'}
        </button>
      </fieldset>
      {vm.outcome && (
        <p
          role={vm.outcome.ok ? 'status' : 'alert'}
          className={vm.outcome.ok ? 'listening-ok' : 'listening-error'}
        >
          {vm.outcome.text}
        </p>
      )}
    </form>
  );
});

/** What the mapping step reads and calls: the artist page's import and a tracked item's kept readings. */
export interface MappingStepModel {
  readonly pending: {
    readonly columns: ColumnsToPlace;
    readonly message: string;
    readonly upload: { readonly fileName: string };
  } | null;
  readonly mappingColumns: ReadonlyArray<{ key: string; label: string; value: string }>;
  readonly previewLines: ReadonlyArray<{ key: string; cells: ReadonlyArray<{ key: string; text: string }> }>;
  readonly choices: Readonly<Record<string, string>>;
  readonly mappingComplete: boolean;
  readonly isImporting: boolean;
  choose(field: string, column: string): void;
  submitMapping(): Promise<void>;
  cancelMapping(): void;
}

/** The mapping step: the file's first lines, and which column each field is read from. */
export const ColumnMappingStep = observer(function ColumnMappingStep({ vm }: { vm: MappingStepModel }) {
  const titleId = useId();
  const pending = vm.pending;
  if (!pending) return null;
  const { columns } = pending;
  return (
    <section className="listening-mapping" aria-labelledby={titleId}>
      <h3 id={titleId}>Which column is which?</h3>
      <p role="alert">{pending.message}</p>
      {/* Focusable, so a keyboard can scroll a preview wider than the screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
      <div className="listening-preview-wrap" tabIndex={0} role="region" aria-label="First lines of the file">
        <table className="listening-table">
          <caption className="visually-hidden">First lines of {pending.upload.fileName}</caption>
          <thead>
            <tr>
              {vm.mappingColumns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vm.previewLines.map((line) => (
              <tr key={line.key}>
                {line.cells.map((cell) => (
                  <td key={cell.key}>{cell.text}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="listening-choices">
        {columns.fields.map((field) => (
          <label key={field.name}>
            {field.name}
            {field.required ? ' (required)' : ''}
            <select
              value={vm.choices[field.name] ?? ''}
              onChange={(event) => vm.choose(field.name, event.target.value)}
            >
              <option value="">{field.required ? 'Choose a column' : 'Not in this file'}</option>
              {vm.mappingColumns.map((column) => (
                <option key={column.key} value={column.value}>
                  {column.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div className="listening-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!vm.mappingComplete || vm.isImporting}
          onClick={() => void vm.submitMapping()}
        >
          Import with these columns
        </button>
        <button type="button" className="button" onClick={vm.cancelMapping}>
          Cancel
        </button>
      </div>
    </section>
  );
});
