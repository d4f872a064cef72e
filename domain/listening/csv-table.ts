import { fail, ok, type Result } from '../result';

/** One data line of a CSV file: its 1-based line number in the file and its cells. */
export interface CsvLine {
  readonly line: number;
  readonly cells: readonly string[];
}

/** A CSV file read as text: its header cells and data lines (blank lines skipped). */
export interface CsvTable {
  readonly header: readonly string[];
  readonly lines: readonly CsvLine[];
}

export type CsvReadProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'unclosed_quote'; readonly line: number };

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * Reads CSV text (RFC 4180 quoting, CRLF or LF line ends, a leading byte-order mark ignored). The
 * delimiter is the one of `,`, `;` or tab that the header line (outside quotes) holds most of, so
 * spreadsheets that write `;` where the decimal mark is a comma are read too. Blank lines are skipped;
 * line numbers count every physical line, as an editor shows them.
 */
export function readCsvTable(text: string): Result<CsvTable, CsvReadProblem> {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = delimiterOf(body.slice(0, body.search(/\r?\n|$/)));
  const records: CsvLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) return fail({ kind: 'unclosed_quote', line: recordLine });
  if (cell !== '' || cells.length > 0) endRecord();
  const [header, ...lines] = records;
  if (!header) return fail({ kind: 'empty' });
  return ok({ header: header.cells.map((name) => name.trim()), lines });
}

function delimiterOf(headerLine: string): string {
  const outsideQuotes = headerLine.replace(/"[^"]*"/g, '');
  const counts = DELIMITERS.map((delimiter) => outsideQuotes.split(delimiter).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  return DELIMITERS[best] ?? ',';
}
