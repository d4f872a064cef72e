import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ColumnMapping, ImportKind } from '@domain/listening';
import type { TrackedKind } from '@domain/tracking';
import type { RateLimit } from '../../config';
import { HttpError } from '../../http/http-error';
import { itemKeyParams } from '../../http/item-key-schema';
import { perIpAndAccount } from '../../http/per-ip-and-account';
import { rateLimit } from '../../http/rate-limit';
import { bySignedInUser } from '../../http/signed-in';
import { infallibleValue } from '../../platform/result';
import type { ListeningPorts } from '../ports';
import { readArtistListening } from '../use-cases/artist-listening';
import { deleteImport } from '../use-cases/delete-import';
import { type ImportFile, importExport } from '../use-cases/import-export';
import { readKeptReadings } from '../use-cases/kept-readings';
import { listImports } from '../use-cases/list-imports';
import { MAX_IMPORT_FORM_BYTES, IMPORT_TOO_LARGE_MESSAGE, readImportForm } from './import-form-reader';
import { importError, importJson, mergedJson } from './listening-answers';

export interface ListeningRouteDeps extends ListeningPorts {
  /** Uploads per IP and per account. */
  readonly uploadLimit: RateLimit;
  /** Signed-in reads per account. */
  readonly readLimit: { readonly perAccount: number; readonly windowMs: number };
}

const tags = ['listening'];
const TRACKED_KINDS: readonly TrackedKind[] = ['artist', 'track', 'playlist'];
const ARTIST_FILE_KINDS = ['audience', 'songs', 'playlists', 'song_timeline'] as const;
const importParams = z.object({ importId: z.coerce.number().int().positive().max(2_147_483_647) });
const mappingField = z.record(z.string().max(40), z.number().int().min(0).max(500));

/** Multipart only, and no larger than one file at its limit: checked before any byte is read. */
async function importFormWithinLimits(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_FORM_BYTES) {
    reply.header('connection', 'close');
    throw new HttpError(413, IMPORT_TOO_LARGE_MESSAGE);
  }
  if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data.');
}

/**
 * An account's own numbers (docs/http-api.md#your-own-numbers): `POST /api/artist/{id}/listening/imports`
 * (a Spotify for Artists export or a song's timeline), `GET /api/artist/{id}/listening`,
 * `GET /api/user/listening-imports`, `DELETE /api/user/listening-imports/{importId}`, and a tracked
 * item's kept readings `POST`/`GET /api/{artist,track,playlist}/{id}/kept-readings`. Signed in only;
 * every read and write is the account's own.
 */
export async function registerListeningRoutes(app: FastifyInstance, deps: ListeningRouteDeps): Promise<void> {
  await app.register(fastifyMultipart);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const uploads = [
    importFormWithinLimits,
    ...perIpAndAccount('listening-imports', deps.uploadLimit, bySignedInUser),
  ];
  const limited = rateLimit(
    'listening-reads',
    { max: deps.readLimit.perAccount, windowMs: deps.readLimit.windowMs },
    bySignedInUser,
  );
  // Every read is one account's own data: never kept by a browser or a shared cache.
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
  };
  const reads = [limited, noStore];

  /** Reads the form, then imports its file as `kind` (or the kind the form names, among `kinds`). */
  const importFrom = async (
    request: FastifyRequest,
    userId: number,
    itemKey: string,
    chooseKind: (fields: Readonly<Record<string, string>>) => ImportKind | null,
    itemKind?: TrackedKind,
  ) => {
    const form = await readImportForm(request);
    if (!form.ok) throw new HttpError(form.error.status, form.error.message);
    const { fields } = form.value;
    const kind = chooseKind(fields);
    if (!kind)
      throw new HttpError(
        400,
        `Say which file this is: kind must be one of ${ARTIST_FILE_KINDS.join(', ')}.`,
      );
    const file: ImportFile = {
      userId,
      itemKey,
      kind,
      fileName: form.value.fileName,
      text: form.value.text,
      mapping: mappingOf(fields.mapping),
      period: { start: fields.period_start, end: fields.period_end },
      song: fields.song,
      itemKind,
    };
    const merged = await importExport(deps, file);
    if (!merged.ok) throw importError(merged.error);
    return mergedJson(merged.value);
  };

  api.post(
    '/artist/:id/listening/imports',
    {
      signedIn: 'verified',
      preValidation: uploads,
      schema: {
        tags,
        summary:
          'Import a Spotify for Artists export for the artist (multipart: kind, file, period, song, mapping)',
        params: itemKeyParams,
      },
    },
    async (request) =>
      importFrom(request, request.user.id, request.params.id, (fields) =>
        (ARTIST_FILE_KINDS as readonly string[]).includes(fields.kind ?? '')
          ? (fields.kind as ImportKind)
          : null,
      ),
  );

  api.get(
    '/artist/:id/listening',
    {
      signedIn: 'verified',
      preHandler: reads,
      schema: {
        tags,
        summary: "The signed-in account's imported listening of the artist",
        params: itemKeyParams,
      },
    },
    async (request) => ({
      success: true,
      ...infallibleValue(
        await readArtistListening(deps, { userId: request.user.id, artistKey: request.params.id }),
      ),
    }),
  );

  api.get(
    '/user/listening-imports',
    {
      signedIn: 'verified',
      preHandler: reads,
      schema: { tags, summary: "The signed-in account's imports, newest first" },
    },
    async (request) => ({
      success: true,
      imports: infallibleValue(await listImports(deps, request.user.id)).map(importJson),
    }),
  );

  api.delete(
    '/user/listening-imports/:importId',
    {
      signedIn: 'verified',
      schema: { tags, summary: 'Delete an import and the rows it last wrote', params: importParams },
    },
    async (request) => {
      const deleted = await deleteImport(deps, {
        userId: request.user.id,
        importId: request.params.importId,
      });
      if (!deleted.ok) throw new HttpError(404, 'No such import.');
      return { success: true, message: 'Import deleted', id: deleted.value.id };
    },
  );

  for (const kind of TRACKED_KINDS) {
    api.post(
      `/${kind}/:id/kept-readings`,
      {
        signedIn: 'verified',
        preValidation: uploads,
        schema: {
          tags,
          summary: `Import past readings of a tracked ${kind} (multipart: file date,count; mapping)`,
          params: itemKeyParams,
        },
      },
      async (request) => importFrom(request, request.user.id, request.params.id, () => 'item_history', kind),
    );
    api.get(
      `/${kind}/:id/kept-readings`,
      {
        signedIn: 'verified',
        preHandler: reads,
        schema: {
          tags,
          summary: `The signed-in account's kept readings of a ${kind}`,
          params: itemKeyParams,
        },
      },
      async (request) => ({
        success: true,
        readings: infallibleValue(
          await readKeptReadings(deps, { userId: request.user.id, item: { kind, key: request.params.id } }),
        ),
      }),
    );
  }
}

/** The mapping step's answer: a JSON object from field name to column number (0-based). */
function mappingOf(raw: string | undefined): ColumnMapping | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'The mapping must be a JSON object of field names and column numbers.');
  }
  const mapping = mappingField.safeParse(parsed);
  if (!mapping.success)
    throw new HttpError(400, 'The mapping must be a JSON object of field names and column numbers.');
  return mapping.data;
}
