import { fail, ok, type Result } from '../result';
import { readCsvTable } from './csv-table';
import { dateOrderOf, parseExportDate } from './export-dates';
import { EXPORT_LAYOUTS, type ImportKind, type LayoutField } from './export-layouts';
import { decimalMarkOf, parseLocaleNumber } from './locale-numbers';
import { type ColumnMapping, placeColumns } from './place-columns';

/** A value read from one cell: a `YYYY-MM-DD` date, a whole count, text, or nothing (an empty cell). */
export type ExportValue = string | number | null;

/** One data line of an export, its fields read by the layout. */
export interface ExportRow {
  readonly line: number;
  readonly values: Readonly<Record<string, ExportValue>>;
}

/** Why a file is refused whole; `needs_mapping` is the one the person can fix by placing columns. */
export type ExportProblem =
  | { readonly kind: 'unreadable'; readonly message: string }
  | {
      readonly kind: 'needs_mapping';
      readonly header: readonly string[];
      /** The first data lines as they are in the file, to choose columns by. */
      readonly preview: ReadonlyArray<readonly string[]>;
      readonly missing: readonly string[];
      readonly unplaced: readonly string[];
      readonly fields: ReadonlyArray<Pick<LayoutField, 'name' | 'required'>>;
    }
  | { readonly kind: 'invalid'; readonly line: number; readonly column: string; readonly message: string }
  | { readonly kind: 'too_many_rows'; readonly limit: number }
  | { readonly kind: 'too_many_columns'; readonly limit: number };

export interface ExportOptions {
  readonly mapping?: ColumnMapping;
  /** Data lines a file may hold. */
  readonly maxRows: number;
  /** The last day a dated row may be about (`YYYY-MM-DD`): no reading comes from the future. */
  readonly lastDay?: string;
}

const PREVIEW_LINES = 5;
/** Columns a header may have: every export has fewer than ten, so a wider one is not an export. */
export const MAX_COLUMNS = 100;
const MAX_TEXT = 300;
/** Counts are stored as 32-bit integers; no export comes near. */
const MAX_COUNT = 2_000_000_000;

/**
 * Reads one import file of `kind` (docs/product.md, "Importing your own numbers") whole, or refuses
 * it with the line and column at fault: headers placed by name (placeColumns), dates in any of the
 * documented forms, counts in any locale's number format decided per column (decimalMarkOf) and
 * rounded to whole numbers, required cells present, counts not negative, and each date (or song,
 * or playlist) once. Nothing of a refused file is kept.
 */
export function parseExport(
  kind: ImportKind,
  text: string,
  options: ExportOptions,
): Result<readonly ExportRow[], ExportProblem> {
  const table = readCsvTable(text);
  if (!table.ok)
    return fail({
      kind: 'unreadable',
      message:
        table.error.kind === 'empty'
          ? 'The file is empty: it needs a header line and at least one line of figures.'
          : `Line ${table.error.line}: a quoted cell is never closed.`,
    });
  const { header, lines } = table.value;
  if (header.length > MAX_COLUMNS) return fail({ kind: 'too_many_columns', limit: MAX_COLUMNS });
  if (header.some((name) => name.length > MAX_TEXT))
    return fail({
      kind: 'unreadable',
      message: `Line 1 is not a header: a column name is longer than ${MAX_TEXT} characters.`,
    });
  if (lines.length === 0)
    return fail({ kind: 'unreadable', message: 'The file has a header line but no figures under it.' });
  if (lines.length > options.maxRows) return fail({ kind: 'too_many_rows', limit: options.maxRows });
  const layout = EXPORT_LAYOUTS[kind];
  const placement = placeColumns(kind, header, options.mapping);
  if (placement.missing.length > 0)
    return fail({
      kind: 'needs_mapping',
      header,
      preview: lines
        .slice(0, PREVIEW_LINES)
        .map((line) => line.cells.slice(0, MAX_COLUMNS).map((cell) => cell.slice(0, MAX_TEXT))),
      missing: placement.missing,
      unplaced: placement.unplaced,
      fields: layout.map(({ name, required }) => ({ name, required })),
    });
  const readers: Array<{ field: LayoutField; index: number; read: CellReader }> = [];
  for (const field of layout) {
    const index = placement.columns[field.name];
    if (index === undefined) continue;
    const cells = lines.map((line) => (line.cells[index] ?? '').trim());
    const reader = readerOf(field, cells, field.name === 'date' ? options.lastDay : undefined);
    if (!reader.ok) return fail(invalid(lines[reader.error.at]!.line, header[index]!, reader.error.message));
    readers.push({ field, index, read: reader.value });
  }
  const rows: ExportRow[] = [];
  for (const [at, line] of lines.entries()) {
    const values: Record<string, ExportValue> = {};
    for (const { field, index, read } of readers) {
      const cell = (line.cells[index] ?? '').trim();
      if (cell === '') {
        if (field.required) return fail(invalid(line.line, header[index]!, 'this cell is empty'));
        values[field.name] = null;
        continue;
      }
      const value = read(cell, at);
      if (typeof value === 'object' && value !== null)
        return fail(invalid(line.line, header[index]!, value.problem));
      values[field.name] = value;
    }
    rows.push({ line: line.line, values });
  }
  const twice = repeatedRow(kind, rows);
  if (twice) return fail(invalid(twice.line, header[placement.columns[twice.field]!]!, twice.message));
  return ok(rows);
}

/** The first row that repeats the date (or song, or playlist) of an earlier one: a file says each once. */
function repeatedRow(kind: ImportKind, rows: readonly ExportRow[]) {
  const field = kind === 'songs' ? 'song' : kind === 'playlists' ? 'title' : 'date';
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = rowKey(kind, row);
    const first = seen.get(key);
    if (first !== undefined)
      return { line: row.line, field, message: `"${row.values[field]}" is already on line ${first}` };
    seen.set(key, row.line);
  }
  return null;
}

/** What identifies a row within its file: its date, or its song or playlist (by link when it has one). */
export function rowKey(kind: ImportKind, row: ExportRow): string {
  if (kind === 'songs') return String(row.values.song).toLowerCase();
  if (kind === 'playlists') return String(row.values.link ?? row.values.title).toLowerCase();
  return String(row.values.date);
}

type CellReader = (cell: string, at: number) => ExportValue | { readonly problem: string };

/** How a column's cells are read, decided from the whole column (its date order, its decimal mark). */
function readerOf(
  field: LayoutField,
  cells: readonly string[],
  lastDay?: string,
): Result<CellReader, { at: number; message: string }> {
  if (field.type === 'date') {
    const order = dateOrderOf(cells);
    return ok((cell) => {
      const day = parseExportDate(cell, order);
      if (day === null) return { problem: `"${cell}" is not a date (write it as YYYY-MM-DD)` };
      if (lastDay !== undefined && day > lastDay) return { problem: `"${cell}" is after today` };
      return day;
    });
  }
  if (field.type === 'text')
    return ok((cell) =>
      cell.length > MAX_TEXT ? { problem: `the text is longer than ${MAX_TEXT} characters` } : cell,
    );
  const mark = decimalMarkOf(cells);
  if (!mark.ok)
    return fail({
      at: mark.error.at,
      message: 'the numbers of this column mix "." and "," as decimal marks',
    });
  return ok((cell) => {
    const number = parseLocaleNumber(cell, mark.value);
    if (number === null) return { problem: `"${cell}" is not a number` };
    if (number < 0) return { problem: `"${cell}" is negative; counts cannot be` };
    if (number > MAX_COUNT) return { problem: `"${cell}" is too large` };
    return Math.round(number);
  });
}

function invalid(line: number, column: string, message: string): ExportProblem {
  return { kind: 'invalid', line, column, message: `Line ${line}, column "${column}": ${message}.` };
}
