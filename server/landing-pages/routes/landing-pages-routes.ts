import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { perIpAndAccount } from '../../http/per-ip-and-account';
import { bySignedInUser } from '../../http/signed-in';
import type { RateLimit } from '../../config';
import { STORED_NAME_PATTERN } from '../storage-keys';
import type { LandingPage, StoredFile } from '../ports';
import { fail, infallibleValue, type Result } from '../../platform/result';
import type { ClickStats } from '../use-cases/get-click-stats';
import type { LandingPageFailure, LandingPageForm } from '../landing-page-form';
import { landingFormOf } from './landing-form-fields';
import { landingPageError } from './landing-pages-failures';
import { FORM_TOO_LARGE_MESSAGE, MAX_FORM_BYTES, readLandingForm } from './landing-form-reader';
import { landingPageJson, userFileJson } from './landing-page-json';

/** The use cases behind the routes, bound to their adapters by the module. */
export interface LandingPageActions {
  list(ownerId: number): Promise<Result<LandingPage[], never>>;
  create(ownerId: number, form: LandingPageForm): Promise<Result<LandingPage, LandingPageFailure>>;
  update(
    ownerId: number,
    slug: string,
    form: LandingPageForm,
  ): Promise<Result<LandingPage, LandingPageFailure>>;
  delete(
    ownerId: number,
    slug: string,
  ): Promise<Result<{ removedFiles: string[] }, 'not_found' | 'forbidden'>>;
  listFiles(ownerId: number): Promise<Result<{ images: StoredFile[]; videos: StoredFile[] }, never>>;
  deleteFile(
    ownerId: number,
    name: string,
  ): Promise<Result<{ name: string }, 'file_not_found' | 'file_in_use'>>;
  stats(ownerId: number, slug: string): Promise<Result<ClickStats, 'not_found' | 'forbidden'>>;
}

export interface LandingPagesRouteDeps {
  readonly actions: LandingPageActions;
  readonly spoolRoot: string;
  /** Form saves (each may carry uploads) per account and per IP. */
  readonly uploadLimit: RateLimit;
}

const tags = ['landing pages'];
const slugParams = z.object({ slug: z.string().min(1).max(100) });
const fileParams = z.object({ name: z.string().min(1).max(100) });
/** 413 at once, and the connection closed, so a client is not left sending the rest of a huge body. */
function refuseTooLarge(reply: FastifyReply, message: string): never {
  reply.header('connection', 'close');
  throw new HttpError(413, message);
}

/** Multipart only, and no larger than three files at their limits: checked before any byte is read. */
async function multipartWithinLimits(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_FORM_BYTES)
    refuseTooLarge(reply, FORM_TOO_LARGE_MESSAGE);
  if (!request.isMultipart()) throw new HttpError(400, 'Send the landing page as multipart/form-data');
}

/** Reads the form, runs `save` on it, and always removes the spooled uploads afterwards. */
async function withForm<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  spoolRoot: string,
  save: (form: LandingPageForm) => Promise<T>,
): Promise<T> {
  const read = await readLandingForm(request, spoolRoot);
  if (!read.ok) {
    if (read.error.status === 413) refuseTooLarge(reply, read.error.message);
    throw new HttpError(400, read.error.message);
  }
  try {
    const form = landingFormOf(read.value);
    if (!form.ok) throw new HttpError(400, form.error);
    return await save(form.value);
  } finally {
    await read.value.discard();
  }
}

/**
 * `GET/POST /api/landing-pages`, `PUT/DELETE /api/landing-pages/{slug}`, `GET /api/user-files`,
 * `GET /api/landing-pages/{slug}/stats` (docs/product.md §2, §7). Any signed-in user manages their
 * own pages; another user's page answers 403.
 */
export async function landingPagesRoutes(app: FastifyInstance, deps: LandingPagesRouteDeps): Promise<void> {
  const { actions, spoolRoot } = deps;
  // After the sign-in check (`signedIn` runs first), so the account is known; before a byte of the body is read.
  const formSaving = [
    multipartWithinLimits,
    ...perIpAndAccount('landing-form', deps.uploadLimit, bySignedInUser),
  ];
  await app.register(fastifyMultipart);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/landing-pages',
    { signedIn: 'verified', schema: { tags, summary: "The signed-in user's landing pages" } },
    async (request) => {
      const pages = infallibleValue(await actions.list(request.user.id));
      return { success: true, landing_pages: pages.map(landingPageJson) };
    },
  );

  api.post(
    '/landing-pages',
    {
      signedIn: 'verified',
      preValidation: formSaving,
      schema: { tags, summary: 'Create a landing page (multipart form)' },
    },
    async (request, reply) => {
      const owner = request.user.id;
      const created = await withForm(request, reply, spoolRoot, (form) => actions.create(owner, form));
      if (!created.ok) throw landingPageError(created.error);
      return reply.status(201).send({
        success: true,
        message: 'Landing page created',
        landing_page: landingPageJson(created.value),
      });
    },
  );

  api.put(
    '/landing-pages/:slug',
    {
      signedIn: 'verified',
      preValidation: formSaving,
      schema: { tags, summary: 'Replace a landing page (multipart form)', params: slugParams },
    },
    async (request, reply) => {
      const owner = request.user.id;
      const { slug } = request.params;
      const updated = await withForm(request, reply, spoolRoot, (form) => actions.update(owner, slug, form));
      if (!updated.ok) throw landingPageError(updated.error);
      return { success: true, message: 'Landing page updated', landing_page: landingPageJson(updated.value) };
    },
  );

  api.delete(
    '/landing-pages/:slug',
    {
      signedIn: 'verified',
      schema: { tags, summary: 'Delete a landing page and the files no other page uses', params: slugParams },
    },
    async (request) => {
      const deleted = await actions.delete(request.user.id, request.params.slug);
      if (!deleted.ok) throw landingPageError(deleted.error);
      return { success: true, message: 'Landing page deleted', removed_files: deleted.value.removedFiles };
    },
  );

  api.get(
    '/landing-pages/:slug/stats',
    {
      signedIn: 'verified',
      schema: { tags, summary: 'Counted clicks per service and per day', params: slugParams },
    },
    async (request) => {
      const stats = await actions.stats(request.user.id, request.params.slug);
      if (!stats.ok) throw landingPageError(stats.error);
      return { success: true, slug: request.params.slug, totals: stats.value.totals, days: stats.value.days };
    },
  );

  api.get(
    '/user-files',
    {
      signedIn: 'verified',
      schema: { tags, summary: "The signed-in user's uploaded images and videos" },
    },
    async (request) => {
      const files = infallibleValue(await actions.listFiles(request.user.id));
      return {
        success: true,
        images: files.images.map(userFileJson),
        videos: files.videos.map(userFileJson),
      };
    },
  );

  api.delete(
    '/user-files/:name',
    {
      signedIn: 'verified',
      schema: { tags, summary: 'Delete an uploaded file that no landing page shows', params: fileParams },
    },
    async (request) => {
      const { name } = request.params;
      const owner = request.user.id;
      // Only generated names exist; anything else is unknown without asking the store.
      const deleted = STORED_NAME_PATTERN.test(name)
        ? await actions.deleteFile(owner, name)
        : fail('file_not_found' as const);
      if (!deleted.ok) throw landingPageError(deleted.error);
      return { success: true, message: 'File deleted', name };
    },
  );
}
