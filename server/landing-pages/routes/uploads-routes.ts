import type { FastifyInstance } from 'fastify';
import type { ByteRange, StoredObject } from '../ports';
import { STORAGE_KEY_PATTERN } from '../storage-keys';

const SINGLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

/** `Range: bytes=a-b` or `bytes=a-` (what browsers send for video); anything else means the whole file. */
function rangeOf(header: string | undefined): ByteRange | undefined {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] === '' ? undefined : Number(match[2]);
  return end !== undefined && end < start ? undefined : { start, end };
}

export interface UploadsRouteDeps {
  readonly file: (key: string, range?: ByteRange) => Promise<StoredObject | null>;
}

/**
 * `GET /uploads/{ownerId}/{name}`: uploaded files, by generated name only (any other path is a
 * 404, so no path ever reaches the storage), with the content type sniffed at upload, `nosniff`,
 * byte ranges (Safari plays video only with them) and a long cache (names never get new content).
 */
export async function uploadsRoutes(app: FastifyInstance, deps: UploadsRouteDeps): Promise<void> {
  app.get<{ Params: { owner: string; name: string } }>(
    '/uploads/:owner/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = `${request.params.owner}/${request.params.name}`;
      const object = STORAGE_KEY_PATTERN.test(key)
        ? await deps.file(key, rangeOf(request.headers.range))
        : null;
      if (!object) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      reply
        .type(object.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline');
      if (object.range) {
        const { start, end } = object.range;
        reply
          .status(206)
          .header('content-range', `bytes ${start}-${end}/${object.size}`)
          .header('content-length', end - start + 1);
      } else {
        reply.header('content-length', object.size);
      }
      return reply.send(object.body);
    },
  );
}
