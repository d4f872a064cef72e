import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { valueOrHttpError } from './accounts-failures';
import { optionalUser, VERIFY_FIRST_MESSAGE } from '../../http/auth-guard';
import { forbidden } from '../../http/http-error';
import { REGISTRATION_COOKIE } from '../../http/cookies';
import { jsonOrTextId } from '../../http/id-schemas';
import { getUserSettings } from '../use-cases/get-user-settings';
import { SETTINGS_UPDATED_MESSAGE, updateUserSettings } from '../use-cases/update-user-settings';
import type { AccountRoutesDeps } from './account-routes-deps';
import { flagField } from './schemas';

const tags = ['settings'];

const settingsBody = z.object({
  email_notifications: flagField.optional(),
  telegram_notifications: flagField.optional(),
  informed_updates: flagField.optional(),
  /** The after-register form names its user; only that user's session or registration token may. */
  userID: jsonOrTextId.optional(),
  registration_token: z.string().max(200).optional(),
});

/** Notification and newsletter flags of the signed-in (or just registered) user. */
export async function settingsRoutes(app: FastifyInstance, deps: AccountRoutesDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/user_settings',
    { signedIn: 'verified', schema: { tags, summary: "The signed-in user's settings" } },
    async (request) => ({
      success: true,
      settings: valueOrHttpError(await getUserSettings(deps.ports, { userId: request.user.id })),
    }),
  );

  api.post(
    '/update_user_settings',
    { schema: { tags, summary: 'Change notification and newsletter flags', body: settingsBody } },
    async (request) => {
      const { userID, registration_token, ...change } = request.body;
      const signedIn = optionalUser(request);
      // Serves both: the after-register form comes without a session; a signed-in user must be verified.
      if (signedIn && !signedIn.verified) throw forbidden(VERIFY_FIRST_MESSAGE);
      const settings = valueOrHttpError(
        await updateUserSettings(deps.ports, {
          signedInUserId: signedIn?.id ?? null,
          userId: userID,
          registrationToken: registration_token ?? request.cookies[REGISTRATION_COOKIE],
          change,
        }),
      );
      return { success: true, message: SETTINGS_UPDATED_MESSAGE, settings };
    },
  );
}
