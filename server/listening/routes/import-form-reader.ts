import type { FastifyRequest } from 'fastify';
import { formFieldProblem } from '../../http/input-guard';
import { fail, ok, type Result } from '../../platform/result';

/** A CSV export is text: 5 MB holds the audience timeline since 2015 many times over. */
export const IMPORT_FILE_BYTES = 5 * 1024 * 1024;
/** The file plus generous room for the form's fields and multipart framing. */
export const MAX_IMPORT_FORM_BYTES = IMPORT_FILE_BYTES + 64 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE = 'The file is too large: an import file must be under 5 MB.';
const LIMITS = { files: 1, fields: 10, parts: 11, fieldSize: 16 * 1024 } as const;

export interface ImportForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly fileName: string;
  readonly text: string;
}

export type ImportFormFailure = { readonly status: 400 | 413; readonly message: string };

/**
 * Reads an import's multipart form: its text fields and one `file`, kept in memory and stopped at
 * once past 5 MB. The file must be text (UTF-8, UTF-16 with its byte-order mark, or Windows-1252, as
 * spreadsheets save CSV); a file holding NUL bytes is refused as not a CSV file.
 */
export async function readImportForm(
  request: FastifyRequest,
): Promise<Result<ImportForm, ImportFormFailure>> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { ...LIMITS, fileSize: IMPORT_FILE_BYTES } })) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          return fail({ status: 400, message: `The field ${part.fieldname} is too long.` });
        const value = String(part.value);
        const problem = formFieldProblem(part.fieldname, value);
        if (problem) return fail({ status: 400, message: problem });
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== 'file')
        return fail({ status: 400, message: `Unexpected file field ${part.fieldname}.` });
      const bytes = await part.toBuffer();
      file = { name: part.filename.slice(0, 200) || 'upload.csv', bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') return fail({ status: 413, message: IMPORT_TOO_LARGE_MESSAGE });
    if (code.startsWith('FST_') || (error instanceof Error && !('syscall' in error)))
      return fail({
        status: 400,
        message: 'The form could not be read: send it as multipart/form-data with one file.',
      });
    throw error;
  }
  if (!file || file.bytes.length === 0) return fail({ status: 400, message: 'Choose a CSV file to import.' });
  const text = decoded(file.bytes);
  if (text === null) return fail({ status: 400, message: 'The file is not a CSV text file.' });
  return ok({ fields, fileName: file.name, text });
}

/**
 * The file's text: UTF-16 when it starts with its byte-order mark (either byte order), else UTF-8,
 * else Windows-1252 (what older spreadsheets save a CSV in: `Hörer` then is one byte `0xF6`). Text
 * holding NUL bytes is not a CSV file.
 */
function decoded(bytes: Buffer): string | null {
  const text = utf16Of(bytes) ?? utf8Of(bytes) ?? new TextDecoder('windows-1252').decode(bytes);
  return text.includes('\u0000') ? null : text;
}

function utf16Of(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return null;
}

function utf8Of(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
