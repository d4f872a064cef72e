import { importedMessage } from '@domain/listening';
import { HttpError } from '../../http/http-error';
import type { ImportFailure } from '../use-cases/import-export';
import type { ListeningImport, MergeCounts } from '../ports';

/** An import as the API shows it. */
export function importJson(entry: ListeningImport) {
  return {
    id: entry.id,
    item_key: entry.itemKey,
    kind: entry.kind,
    file_name: entry.fileName,
    subject: entry.subject,
    period_start: entry.periodStart,
    period_end: entry.periodEnd,
    rows: entry.rows,
    created_at: entry.createdAt.toISOString(),
  };
}

/** The answer to an accepted file: what it changed, in words and in counts. */
export function mergedJson(merged: MergeCounts & { import: ListeningImport | null; rows: number }) {
  return {
    success: true,
    message: importedMessage(merged),
    rows: merged.rows,
    added: merged.added,
    updated: merged.updated,
    unchanged: merged.unchanged,
    import: merged.import && importJson(merged.import),
  };
}

/**
 * A refused file's status: 422 with the preview and the columns to place when the mapping step can
 * fix it, 400 with the line and column at fault when the file is wrong, 413 over the row limit, 409
 * over the account's quota, 404 for a kept history of an item the account does not track.
 */
export function importError(failure: ImportFailure): HttpError {
  switch (failure.kind) {
    case 'needs_mapping':
      return new HttpError(
        422,
        `Some columns could not be placed (${failure.missing.join(', ')}): choose which column is which.`,
        {
          mapping: {
            header: failure.header,
            preview: failure.preview,
            missing: failure.missing,
            unplaced: failure.unplaced,
            fields: failure.fields,
          },
        },
      );
    case 'invalid':
      return new HttpError(400, failure.message, { line: failure.line, column: failure.column });
    case 'too_many_rows':
      return new HttpError(
        413,
        `The file has more than ${failure.limit.toLocaleString('en-US')} lines of figures.`,
      );
    case 'too_many_columns':
      return new HttpError(
        400,
        `The file has more than ${failure.limit} columns: an export has far fewer. Is it the right file?`,
      );
    case 'quota':
      return new HttpError(409, failure.message);
    case 'not_tracked':
      return new HttpError(404, failure.message);
    case 'unreadable':
    case 'bad_request':
      return new HttpError(400, failure.message);
  }
}
