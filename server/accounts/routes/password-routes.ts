import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESET_PASSWORDS_MISMATCH_MESSAGE } from '@domain/accounts';
import { badRequest } from '../../http/http-error';
import { PASSWORD_UPDATED_MESSAGE, RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE } from '../account-service';
import type { AccountsContext } from '../accounts-context';
import { requestSession, requireUser, signedInOnly } from '../auth-guard';
import { bodyField, rateLimitHook } from '../rate-limits';
import { emailField, passwordField } from './schemas';

const tags = ['accounts'];

/** Forgotten password, reset and change. */
export async function passwordRoutes(app: FastifyInstance, context: AccountsContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/request-password-reset',
    {
      schema: { tags, summary: 'Email a single-use reset link', body: z.object({ email: emailField }) },
      preHandler: rateLimitHook(app, 'reset', context.rateLimits.reset, bodyField('email')),
    },
    async (request) => {
      await context.service.requestPasswordReset(request.body.email);
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
      preHandler: rateLimitHook(app, 'reset-password', context.rateLimits.reset, () => null),
    },
    async (request) => {
      const { token, password, confirmPassword } = request.body;
      if (confirmPassword !== undefined && confirmPassword !== password) {
        throw badRequest(RESET_PASSWORDS_MISMATCH_MESSAGE);
      }
      await context.service.resetPassword(token, password);
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
      preValidation: signedInOnly,
    },
    async (request) => {
      const user = requireUser(request);
      await context.service.changePassword(user.id, requestSession(request)!.sessionId, request.body);
      return { success: true, message: PASSWORD_UPDATED_MESSAGE };
    },
  );
}
