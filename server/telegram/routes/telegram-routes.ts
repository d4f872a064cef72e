import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
    { signedIn: 'verified', schema: { tags, summary: 'Whether this server can link Telegram' } },
    async () => ({ success: true, available: actions.available }),
  );

  api.post(
    '/generate_telegram_token',
    { signedIn: 'verified', schema: { tags, summary: 'A one-time deep link that links a chat' } },
    async (request) => {
      const generated = await actions.generateLinkToken(request.user.id);
      if (!generated.ok) throw linkFailureError(generated.error);
      return { success: true, link: generated.value.link };
    },
  );

  api.get(
    '/check_telegram_link_status',
    { signedIn: 'verified', schema: { tags, summary: "The signed-in user's link status" } },
    async (request) => {
      const status = await actions.checkLinkStatus(request.user.id);
      return { success: true, status: infallibleValue(status) };
    },
  );

  api.post(
    '/unlink_telegram',
    { signedIn: 'verified', schema: { tags, summary: 'Unlink the chat and stop Telegram alerts' } },
    async (request) => {
      const unlinked = await actions.unlink(request.user.id);
      return { success: true, status: infallibleValue(unlinked) };
    },
  );
}
