import { parseDashboardInput } from '../links/parse-dashboard-input';
import type { TrackedKind } from './tracked-item';
import { formatCount } from '../formatting/numbers';

/** How many links one bulk list may hold; the lines past it are answered `over_cap`. */
export const WATCH_LIST_MAX_LINKS = 200;
/** The largest list accepted, in characters (a file past it is refused whole). */
export const WATCH_LIST_MAX_CHARS = 100_000;

/** One non-blank line of a watch list, as the bulk call will treat it. */
export type WatchListEntry =
  /** `key` is the item key: the Spotify id, or `deezer:{id}`. */
  | { readonly line: number; readonly input: string; readonly kind: TrackedKind; readonly key: string }
  | { readonly line: number; readonly input: string; readonly problem: 'not_a_link'; readonly error: string }
  | { readonly line: number; readonly input: string; readonly problem: 'over_cap'; readonly error: string };

/** What became of one line of a bulk watch list (docs/http-api.md, tracking: `POST /track/bulk`). */
export type BulkLineStatus =
  | 'added'
  | 'already_tracked'
  | 'not_found'
  | 'not_available'
  | 'not_a_link'
  | 'over_cap'
  | 'failed';

/** One line's answer, as the bulk call sends it. */
export interface BulkLineResult {
  readonly line: number;
  readonly input: string;
  readonly status: BulkLineStatus;
  readonly kind: TrackedKind | null;
  /** The item key (`deezer:{id}` for Deezer). */
  readonly id: string | null;
  /** Why the line was not added, in words; null when it was (or already was) tracked. */
  readonly error: string | null;
}

/** The list as a whole: its entries, or why it is refused whole and on which lines (1-based). */
export type WatchList =
  | { readonly ok: true; readonly entries: readonly WatchListEntry[] }
  | { readonly ok: false; readonly error: string; readonly lines: readonly number[] };

export const SHORT_LINK_IN_LIST = 'Short links are not read in a list: paste the full link.';
export const OVER_CAP_ERROR = `Over the limit of ${WATCH_LIST_MAX_LINKS} links in one list.`;

/** Why an item past the account's cap of tracked items (`TRACKED_ITEMS_PER_ACCOUNT`) is not added. */
export function trackedItemsCapError(cap: number): string {
  return `Over the limit of ${formatCount(cap)} tracked ${cap === 1 ? 'item' : 'items'} for one account: stop tracking some to add more.`;
}

const LINK_COLUMNS = new Set(['link', 'url', 'links', 'urls']);
// Control characters other than tab, line feed and carriage return: what a text file never holds.
// biome-ignore lint/suspicious/noControlCharactersInRegex: detecting binary content is the point.
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

/**
 * Reads a pasted or uploaded list of links: one link per line, or a CSV whose header row names a
 * `link` or `url` column (any case; the other columns are ignored). Blank lines are skipped; line
 * numbers are the file's own, 1-based. A list that is too big, holds binary data or is malformed
 * CSV is refused whole, naming the lines at fault.
 */
export function parseWatchList(text: string): WatchList {
  if (text.length > WATCH_LIST_MAX_CHARS) {
    return {
      ok: false,
      error: `The list is too big: at most ${WATCH_LIST_MAX_CHARS.toLocaleString('en-US')} characters.`,
      lines: [],
    };
  }
  const rawLines = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  const binary = rawLines.flatMap((line, index) => (BINARY.test(line) ? [index + 1] : []));
  if (binary.length > 0) {
    return { ok: false, error: 'This is not a text or CSV file.', lines: binary.slice(0, 20) };
  }
  const firstIndex = rawLines.findIndex((line) => line.trim() !== '');
  const header = firstIndex < 0 ? null : csvHeaderLinkColumn(rawLines[firstIndex]!);
  const cells =
    header === null
      ? { ok: true as const, cells: rawLines.map((line, index) => ({ line: index + 1, input: line.trim() })) }
      : csvColumn(rawLines, firstIndex, header);
  if (!cells.ok) return cells;
  let links = 0;
  const entries = cells.cells
    .filter((cell) => cell.input !== '')
    .map((cell): WatchListEntry => {
      links += 1;
      if (links > WATCH_LIST_MAX_LINKS) return { ...cell, problem: 'over_cap', error: OVER_CAP_ERROR };
      return entryOf(cell.line, cell.input);
    });
  return { ok: true, entries };
}

function entryOf(line: number, input: string): WatchListEntry {
  const parsed = parseDashboardInput(input);
  if (parsed.ok === true) return { line, input, kind: parsed.type, key: parsed.id };
  const error = parsed.ok === 'resolve' ? SHORT_LINK_IN_LIST : parsed.error;
  return { line, input, problem: 'not_a_link', error };
}

/** The index of the link column when `line` is a CSV header naming one; null otherwise. */
function csvHeaderLinkColumn(line: string): number | null {
  if (!line.includes(',') && !LINK_COLUMNS.has(line.trim().toLowerCase())) return null;
  const row = splitCsvRow(line);
  if (row === null) return null;
  const index = row.findIndex((name) => LINK_COLUMNS.has(name.trim().toLowerCase()));
  return index < 0 ? null : index;
}

type Column =
  | { readonly ok: true; readonly cells: ReadonlyArray<{ line: number; input: string }> }
  | { readonly ok: false; readonly error: string; readonly lines: readonly number[] };

/** The link column's cells after the header; a row with an open quote or too few cells is at fault. */
function csvColumn(rawLines: readonly string[], headerIndex: number, column: number): Column {
  const cells: Array<{ line: number; input: string }> = [];
  const faulty: number[] = [];
  for (let index = headerIndex + 1; index < rawLines.length; index += 1) {
    const line = rawLines[index]!;
    if (line.trim() === '') continue;
    const row = splitCsvRow(line);
    if (row === null || row.length <= column) faulty.push(index + 1);
    else cells.push({ line: index + 1, input: row[column]!.trim() });
  }
  if (faulty.length > 0) {
    return {
      ok: false,
      error: `Malformed CSV: a row has an unclosed quote or no value in the link column.`,
      lines: faulty.slice(0, 20),
    };
  }
  return { ok: true, cells };
}

/** One CSV row's cells (RFC 4180 quoting, one physical line); null when a quote is left open or stray. */
export function splitCsvRow(line: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let index = 0;
  let quoted = false;
  while (index < line.length) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
        const next = line[index + 1];
        if (next !== undefined && next !== ',') return null;
      } else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === '"') return null;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
    index += 1;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}
