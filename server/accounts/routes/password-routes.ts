import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { valueOrHttpError } from './accounts-failures';
import { bodyField, perIpAndAccount } from '../../http/per-ip-and-account';
import { changePassword, PASSWORD_UPDATED_MESSAGE } from '../use-cases/change-password';
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from '../use-cases/request-password-reset';
import { RESET_DONE_MESSAGE, resetPassword } from '../use-cases/reset-password';
import type { AccountRoutesDeps } from './account-routes-deps';
import { emailField, passwordField } from './schemas';

const tags = ['accounts'];

/** Forgotten password, reset and change. */
export async function passwordRoutes(app: FastifyInstance, deps: AccountRoutesDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/request-password-reset',
    {
      schema: { tags, summary: 'Email a single-use reset link', body: z.object({ email: emailField }) },
      preHandler: perIpAndAccount('reset', deps.rateLimits.reset, bodyField('email')),
    },
    async (request) => {
      valueOrHttpError(await requestPasswordReset(deps.ports, request.body));
      return { success: true, message: RESET_REQUESTED_MESSAGE };
    },
  );

  api.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: z.object({
          token: z.string().max(200),
          password: passwordField,
          confirmPassword: passwordField.optional(),
        }),
      },
      preHandler: perIpAndAccount('reset-password', deps.rateLimits.reset, () => null),
    },
    async (request) => {
      valueOrHttpError(await resetPassword(deps.ports, request.body));
      return { success: true, message: RESET_DONE_MESSAGE };
    },
  );

  api.post(
    '/change_password',
    {
      schema: {
        tags,
        summary: "Change the signed-in user's password; other sessions are revoked",
        body: z.object({
          old_password: passwordField,
          new_password: passwordField,
          confirm_password: passwordField,
        }),
      },
      signedIn: 'unverified',
    },
    async (request) => {
      valueOrHttpError(
        await changePassword(deps.ports, {
          userId: request.user.id,
          keepSessionId: request.sessionId,
          form: request.body,
        }),
      );
      return { success: true, message: PASSWORD_UPDATED_MESSAGE };
    },
  );
}
