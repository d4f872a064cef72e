import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, unauthorized } from '../../http/http-error';
import type { AccountsContext } from '../accounts-context';
import { optionalUser, requireUser } from '../auth-guard';
import { REGISTRATION_COOKIE } from '../cookies';
import { flagField, userIdField } from './schemas';

const tags = ['settings'];

const settingsBody = z.object({
  email_notifications: flagField.optional(),
  telegram_notifications: flagField.optional(),
  informed_updates: flagField.optional(),
  /** The after-register form names its user; only that user's session or registration token may. */
  userID: userIdField.optional(),
  registration_token: z.string().max(200).optional(),
});

/** Notification and newsletter flags of the signed-in (or just registered) user. */
export async function settingsRoutes(app: FastifyInstance, context: AccountsContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/user_settings',
    { schema: { tags, summary: "The signed-in user's settings" } },
    async (request) => {
      const user = requireUser(request);
      return { success: true, settings: await context.users.settings(user.id) };
    },
  );

  api.post(
    '/update_user_settings',
    { schema: { tags, summary: 'Change notification and newsletter flags', body: settingsBody } },
    async (request) => {
      const { userID, registration_token, ...flags } = request.body;
      const now = context.clock.now();
      const signedIn = optionalUser(request);
      let userId: number;
      if (signedIn) {
        if (userID !== undefined && userID !== signedIn.id)
          throw forbidden('You can only change your own settings.');
        userId = signedIn.id;
      } else {
        if (userID === undefined) throw unauthorized('Please log in to continue.');
        const token = registration_token ?? request.cookies[REGISTRATION_COOKIE];
        if (!context.registrations.allows(token, userID, now))
          throw unauthorized('Please log in to continue.');
        userId = userID;
      }
      const change = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
      if (Object.keys(change).length === 0) throw badRequest('Nothing to update: send at least one setting.');
      await context.users.updateSettings(userId, change, now);
      return {
        success: true,
        message: 'Settings updated successfully!',
        settings: await context.users.settings(userId),
      };
    },
  );
}
