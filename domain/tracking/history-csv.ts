// CSV exports of the histories (RFC 4180: CRLF line ends, fields quoted when they need it).

/** A cell: text, a number, or nothing (an empty field). */
export type CsvCell = string | number | null;

// A spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One text cell as a CSV field. Text a spreadsheet would take for a formula gets a leading `'`
 * (OWASP's CSV-injection advice); text with a quote, comma or line break is quoted.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: the header row, then one line per row, each line ended by CRLF. */
export function formatCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
