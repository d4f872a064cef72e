import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGISTER_FIELDS_REQUIRED_MESSAGE, REGISTER_TERMS_REQUIRED_MESSAGE } from '@domain/accounts';
import { badRequest } from '../../http/http-error';
import { bodyField, rateLimitHook } from '../rate-limits';
import { REGISTERED_MESSAGE } from '../account-service';
import { type AccountsContext, signInReply } from '../accounts-context';
import { setRegistrationCookie } from '../cookies';
import { REGISTRATION_TOKEN_LIFETIME_MS } from '../registration-tokens';
import { emailField, flagField, passwordField, userIdField } from './schemas';

const tags = ['accounts'];

/** Login, registration and email verification. */
export async function authRoutes(app: FastifyInstance, context: AccountsContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = context.rateLimits;

  api.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: z.object({ email: emailField, password: passwordField }),
      },
      preHandler: rateLimitHook(app, 'login', limits.login, bodyField('email')),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!email.trim() || !password) throw badRequest('Please enter your email and password.');
      return signInReply(reply, context, await context.service.login(email, password));
    },
  );

  api.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account; a verification code is emailed',
        body: z.object({
          email: emailField,
          password: passwordField,
          confirmPassword: passwordField.optional(),
          acceptedTerms: z.boolean().optional(),
          informed_updates: flagField.optional(),
        }),
      },
      preHandler: rateLimitHook(app, 'register', limits.register, bodyField('email')),
    },
    async (request, reply) => {
      const body = request.body;
      if (!body.email.trim() || !body.password || body.confirmPassword === '') {
        throw badRequest(REGISTER_FIELDS_REQUIRED_MESSAGE);
      }
      if (body.acceptedTerms === false) throw badRequest(REGISTER_TERMS_REQUIRED_MESSAGE);
      const user = await context.service.register(body);
      const now = context.clock.now();
      if (body.informed_updates !== undefined) {
        await context.users.updateSettings(user.id, { informed_updates: body.informed_updates }, now);
      }
      const registrationToken = context.registrations.issue(user.id, now);
      setRegistrationCookie(reply, registrationToken, context.cookies, REGISTRATION_TOKEN_LIFETIME_MS / 1000);
      return {
        success: true,
        message: REGISTERED_MESSAGE,
        userID: user.id,
        registration_token: registrationToken,
      };
    },
  );

  api.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Check the emailed code; signs the user in',
        body: z.object({ user_id: userIdField, code: z.string().max(32) }),
      },
      preHandler: rateLimitHook(app, 'verify', limits.login, bodyField('user_id')),
    },
    async (request, reply) => {
      const { user_id, code } = request.body;
      if (!/^\d{6}$/.test(code.trim())) throw badRequest('Please enter the 6-digit code from the email.');
      const answer = signInReply(reply, context, await context.service.verifyEmail(user_id, code));
      return { ...answer, message: 'You have been successfully verified.' };
    },
  );

  api.post(
    '/resend-verification-code',
    {
      schema: { tags, summary: 'Email a new verification code', body: z.object({ user_id: userIdField }) },
      preHandler: rateLimitHook(app, 'resend', limits.resend, bodyField('user_id')),
    },
    async (request) => {
      await context.service.resendCode(request.body.user_id);
      return { success: true, message: 'Verification code resent. Please check your email.' };
    },
  );
}
