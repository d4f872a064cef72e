import type { ColumnsToPlace } from '@domain/listening';

/** A file's columns as the mapping step offers them: `value` is the column number sent back. */
export function mappingColumns(
  columns: ColumnsToPlace | undefined,
): ReadonlyArray<{ key: string; label: string; value: string }> {
  return (columns?.header ?? []).map((name, index) => ({
    key: `column-${index}`,
    label: name || `Column ${index + 1}`,
    value: String(index),
  }));
}

/** A file's first lines, one cell per column (short lines padded). */
export function previewLines(
  columns: ColumnsToPlace | undefined,
): ReadonlyArray<{ key: string; cells: ReadonlyArray<{ key: string; text: string }> }> {
  if (!columns) return [];
  return columns.preview.map((line, row) => ({
    key: `line-${row}`,
    cells: columns.header.map((_, index) => ({ key: `cell-${row}-${index}`, text: line[index] ?? '' })),
  }));
}

/** The person's choices as the upload's mapping: field name to column number, unchosen left out. */
export function chosenMapping(choices: Readonly<Record<string, string>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(choices)
      .filter(([, column]) => column !== '')
      .map(([field, column]) => [field, Number(column)]),
  );
}
