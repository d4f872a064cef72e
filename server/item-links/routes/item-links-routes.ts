import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LINKED_KINDS } from '@domain/item-links';
import { infallibleValue } from '@domain/result';
import type { RateLimit } from '../../config';
import { perIpAndAccount } from '../../http/per-ip-and-account';
import { rateLimit } from '../../http/rate-limit';
import { valueOrHttpError } from '../../http/result-to-http';
import { bySignedInUser } from '../../http/signed-in';
import { type GetItemLinkDeps, getItemLink } from '../use-cases/get-item-link';
import { rejectItemLink } from '../use-cases/reject-item-link';
import { type SetItemLinkDeps, setItemLink } from '../use-cases/set-item-link';

export interface ItemLinkRouteDeps extends GetItemLinkDeps, SetItemLinkDeps {
  /** Page reads per IP (the catalog's search budget). */
  readonly readLimit: RateLimit;
  /** Corrections per IP and per account. */
  readonly writeLimit: RateLimit;
}

const tags = ['item-links'];
const kind = z.enum(LINKED_KINDS);
const key = z.string().trim().min(1).max(64);
const itemParams = z.object({ kind, key });
const setBody = z.object({
  kind,
  key,
  deezer: z.string().trim().min(1, 'Please enter a Deezer link or id.').max(300),
});
const rejectBody = z.object({ kind, key });

/** `GET /api/item-links/{kind}/{key}` and its corrections `PUT` / `DELETE /api/item-links`. */
export function registerItemLinkRoutes(app: FastifyInstance, deps: ItemLinkRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reads = rateLimit(
    'item-links',
    { max: deps.readLimit.perIp, windowMs: deps.readLimit.windowMs },
    (r) => r.ip,
  );
  const writes = perIpAndAccount('item-link-writes', deps.writeLimit, bySignedInUser);

  api.get(
    '/item-links/:kind/:key',
    {
      schema: { tags, summary: 'The Deezer twin of a Spotify item, when one is known', params: itemParams },
      preHandler: reads,
    },
    async (request) => {
      const item = { kind: request.params.kind, spotifyKey: request.params.key };
      return { success: true, linking: true, link: infallibleValue(await getItemLink(deps, item)) };
    },
  );

  api.put(
    '/item-links',
    {
      signedIn: 'verified',
      schema: { tags, summary: "Set a Spotify item's Deezer twin (a Deezer id, key or page)", body: setBody },
      preHandler: writes,
    },
    async (request) => {
      const { kind: itemKind, key: spotifyKey, deezer } = request.body;
      const link = valueOrHttpError(
        await setItemLink(deps, { kind: itemKind, spotifyKey, deezer, userId: request.user.id }),
      );
      return { success: true, link };
    },
  );

  api.delete(
    '/item-links',
    {
      signedIn: 'verified',
      schema: {
        tags,
        summary: 'Reject the Deezer link of a Spotify item (never made again)',
        body: rejectBody,
      },
      preHandler: writes,
    },
    async (request) => {
      const { kind: itemKind, key: spotifyKey } = request.body;
      return {
        success: true,
        ...valueOrHttpError(
          await rejectItemLink(deps, { kind: itemKind, spotifyKey, userId: request.user.id }),
        ),
      };
    },
  );
}

/** Linking is off (no Deezer): pages learn it and show nothing about links. */
export function registerLinkingOffRoute(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/item-links/:kind/:key',
      { schema: { tags, summary: 'The Deezer twin of a Spotify item (linking is off)', params: itemParams } },
      async () => ({ success: true, linking: false, link: null }),
    );
}
