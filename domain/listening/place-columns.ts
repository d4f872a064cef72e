import { EXPORT_LAYOUTS, headerToken, type ImportKind } from './export-layouts';

/** Which column (0-based) each field of a layout is read from, as the person chose in the mapping step. */
export type ColumnMapping = Readonly<Record<string, number>>;

/** Where a file's columns go: each placed field's column, the required fields no column fills, the columns left over. */
export interface ColumnPlacement {
  readonly columns: Readonly<Record<string, number>>;
  /** Required fields of the layout no header matched (nor the mapping placed): the mapping step asks for them. */
  readonly missing: readonly string[];
  /** Header names that went to no field (ignored when nothing is missing, e.g. `views`). */
  readonly unplaced: readonly string[];
}

/**
 * Places a file's columns on `kind`'s layout: first the columns the mapping names, then every other
 * field by its name or an alias, whatever the header's order, case, accents or punctuation
 * ("Release Date", "release_date", "Hörer"). A column goes to one field only; when two headers
 * match one field, the first wins. Mapping entries naming no column of the file are ignored.
 */
export function placeColumns(
  kind: ImportKind,
  header: readonly string[],
  mapping: ColumnMapping = {},
): ColumnPlacement {
  const layout = EXPORT_LAYOUTS[kind];
  const columns: Record<string, number> = {};
  const used = new Set<number>();
  for (const field of layout) {
    const index = mapping[field.name];
    if (
      index !== undefined &&
      Number.isInteger(index) &&
      index >= 0 &&
      index < header.length &&
      !used.has(index)
    ) {
      columns[field.name] = index;
      used.add(index);
    }
  }
  const tokens = header.map(headerToken);
  for (const field of layout) {
    if (columns[field.name] !== undefined) continue;
    const names = new Set(field.aliases.map(headerToken));
    const index = tokens.findIndex((token, at) => !used.has(at) && names.has(token));
    if (index >= 0) {
      columns[field.name] = index;
      used.add(index);
    }
  }
  return {
    columns,
    missing: layout.filter((field) => field.required && columns[field.name] === undefined).map((f) => f.name),
    unplaced: header.filter((_, index) => !used.has(index)),
  };
}
