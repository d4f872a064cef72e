import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../../http/auth-guard';
import { infallibleValue, type Result } from '../../platform/result';
import type { LinkStatus } from '../ports';
import type { GenerateLinkFailure } from '../use-cases/generate-link-token';
import { linkFailureError } from './telegram-failures';

/** The use cases behind the routes, bound to their adapters by the module. */
export interface TelegramRouteActions {
  readonly available: boolean;
  generateLinkToken(userId: number): Promise<Result<{ link: string }, GenerateLinkFailure>>;
  checkLinkStatus(userId: number): Promise<Result<LinkStatus, never>>;
  unlink(userId: number): Promise<Result<'unlinked', never>>;
}

const tags = ['telegram'];
/** Linking a Telegram chat from My account (docs/product.md §2, §4). Signed-in users only. */
export async function telegramRoutes(app: FastifyInstance, actions: TelegramRouteActions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/telegram/availability',
    { preValidation: signedInOnly, schema: { tags, summary: 'Whether this server can link Telegram' } },
    async () => ({ success: true, available: actions.available }),
  );

  api.post(
    '/generate_telegram_token',
    { preValidation: signedInOnly, schema: { tags, summary: 'A one-time deep link that links a chat' } },
    async (request) => {
      const generated = await actions.generateLinkToken(requireUser(request).id);
      if (!generated.ok) throw linkFailureError(generated.error);
      return { success: true, link: generated.value.link };
    },
  );

  api.get(
    '/check_telegram_link_status',
    { preValidation: signedInOnly, schema: { tags, summary: "The signed-in user's link status" } },
    async (request) => {
      const status = await actions.checkLinkStatus(requireUser(request).id);
      return { success: true, status: infallibleValue(status) };
    },
  );

  api.post(
    '/unlink_telegram',
    { preValidation: signedInOnly, schema: { tags, summary: 'Unlink the chat and stop Telegram alerts' } },
    async (request) => {
      const unlinked = await actions.unlink(requireUser(request).id);
      return { success: true, status: infallibleValue(unlinked) };
    },
  );
}
