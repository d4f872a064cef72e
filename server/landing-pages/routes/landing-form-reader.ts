import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  IMAGE_LIMIT_BYTES,
  LANDING_IMAGE_TOO_LARGE_MESSAGE,
  LANDING_VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_LIMIT_BYTES,
} from '@domain/landing';
import { SNIFF_BYTES, sniffMediaType } from '../sniff-media-type';
import { SPOOL_PREFIX } from '../storage-keys';
import type { UploadedFile } from '../landing-page-form';
import { type Result, fail, ok } from '../../platform/result';
import { formFieldProblem } from '../../http/input-guard';

export type FileFieldName = 'image' | 'video' | 'video_mp4';

const FILE_LIMITS: Readonly<Record<FileFieldName, { bytes: number; message: string }>> = {
  image: { bytes: IMAGE_LIMIT_BYTES, message: LANDING_IMAGE_TOO_LARGE_MESSAGE },
  video: { bytes: VIDEO_LIMIT_BYTES, message: LANDING_VIDEO_TOO_LARGE_MESSAGE },
  video_mp4: { bytes: VIDEO_LIMIT_BYTES, message: LANDING_VIDEO_TOO_LARGE_MESSAGE },
};
const isFileField = (name: string): name is FileFieldName => name in FILE_LIMITS;
const TEXT_FIELD_BYTES = 64 * 1024;
const LIMITS = { files: 3, fields: 24, parts: 30 } as const;
/** Three files at their limits plus generous room for the text fields and multipart framing. */
export const MAX_FORM_BYTES = IMAGE_LIMIT_BYTES + 2 * VIDEO_LIMIT_BYTES + 1024 * 1024;
export const FORM_TOO_LARGE_MESSAGE =
  'The upload is too large: images must be under 5MB and videos under 30MB';
export const TOO_MANY_FILES_MESSAGE = `Too many files: at most ${LIMITS.files} (image, video and MP4 fallback).`;
export const TOO_MANY_FIELDS_MESSAGE = `Too many fields: at most ${LIMITS.fields}.`;
export const TOO_MANY_PARTS_MESSAGE = `Too many parts: at most ${LIMITS.parts} fields and files.`;
export const BOUNDARY_MISSING_MESSAGE =
  'The form could not be read: its multipart boundary is missing from the Content-Type header.';
export const FORM_INCOMPLETE_MESSAGE =
  'The form could not be read: the body is not complete multipart/form-data (check the boundary, CRLF line endings and the closing boundary).';
const FORM_UNREADABLE_MESSAGE = 'The form could not be read: it is not valid multipart/form-data.';

/** The 400 or 413 each multipart failure gets (codes of @fastify/multipart, messages of busboy). */
function readingFailure(error: unknown): FormFailure | null {
  const { code = '', message = '', syscall } = error as { code?: string; message?: string; syscall?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, message: FORM_TOO_LARGE_MESSAGE };
  if (code === 'FST_FILES_LIMIT') return { status: 400, message: TOO_MANY_FILES_MESSAGE };
  if (code === 'FST_FIELDS_LIMIT') return { status: 400, message: TOO_MANY_FIELDS_MESSAGE };
  if (code === 'FST_PARTS_LIMIT') return { status: 400, message: TOO_MANY_PARTS_MESSAGE };
  if (code.startsWith('FST_')) return { status: 400, message: FORM_UNREADABLE_MESSAGE };
  // Our own disk failing (no space, permissions) is ours to log, not the client's framing.
  if (syscall !== undefined || !(error instanceof Error)) return null;
  if (/boundary not found/i.test(message)) return { status: 400, message: BOUNDARY_MISSING_MESSAGE };
  if (/unexpected end/i.test(message)) return { status: 400, message: FORM_INCOMPLETE_MESSAGE };
  return { status: 400, message: FORM_UNREADABLE_MESSAGE };
}

export interface ReadForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: Readonly<Partial<Record<FileFieldName, UploadedFile>>>;
  /** Removes the spooled files; call once the use case is done with them. */
  discard(): Promise<void>;
}

export type FormFailure = { readonly status: 400 | 413; readonly message: string };

/**
 * Reads the landing-page multipart form, spooling each file to a temporary folder while counting
 * its bytes: a file over its field's limit (image 5 MB, video and fallback 30 MB each) stops the
 * reading at once with a 413, so the rest of the body is never read. File types are sniffed from
 * the first bytes; names and declared types are ignored.
 */
export async function readLandingForm(
  request: FastifyRequest,
  spoolRoot: string,
): Promise<Result<ReadForm, FormFailure>> {
  await mkdir(spoolRoot, { recursive: true });
  const spoolDir = await mkdtemp(path.join(spoolRoot, SPOOL_PREFIX));
  const discard = () => rm(spoolDir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: Partial<Record<FileFieldName, UploadedFile>> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: VIDEO_LIMIT_BYTES + 1,
        ...LIMITS,
        fieldSize: TEXT_FIELD_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) return failure(400, `The field ${part.fieldname} is too long`);
        const value = String(part.value);
        const problem = formFieldProblem(part.fieldname, value);
        if (problem) return failure(400, problem);
        fields[part.fieldname] = value;
        continue;
      }
      if (!isFileField(part.fieldname)) return failure(400, `Unexpected file field ${part.fieldname}`);
      if (files[part.fieldname]) return failure(400, `Only one file may be sent as ${part.fieldname}`);
      const spooled = await spool(
        part,
        path.join(spoolDir, part.fieldname),
        FILE_LIMITS[part.fieldname].bytes,
      );
      if (spooled === 'too_large') return failure(413, FILE_LIMITS[part.fieldname].message);
      // A file input left empty still sends an empty part with no name.
      if (spooled.size > 0 || part.filename !== '') files[part.fieldname] = spooled;
    }
    return ok({ fields, files, discard });
  } catch (error) {
    await discard();
    const refusal = readingFailure(error);
    if (refusal) return fail(refusal);
    throw error;
  }

  async function failure(status: 400 | 413, message: string) {
    await discard();
    return fail({ status, message });
  }
}

/** Writes the part to `target`, keeping its first bytes for sniffing; stops past `limit` bytes. */
async function spool(
  part: MultipartFile,
  target: string,
  limit: number,
): Promise<UploadedFile | 'too_large'> {
  const out: WriteStream = createWriteStream(target, { flags: 'wx' });
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) return 'too_large';
      if (head.length < SNIFF_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  const sniffed = sniffMediaType(head);
  return {
    originalName: part.filename,
    size,
    type: sniffed?.type ?? 'application/octet-stream',
    extension: sniffed?.extension ?? null,
    contentType: sniffed?.type ?? 'application/octet-stream',
    open: () => createReadStream(target),
  };
}
