import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyField, perIpAndAccount } from '../../http/per-ip-and-account';
import { setRegistrationCookie } from '../../http/cookies';
import { jsonOrTextId } from '../../http/id-schemas';
import { REGISTRATION_TOKEN_LIFETIME_MS } from '../ports';
import { login } from '../use-cases/login';
import { passesValidation } from '../registration-rules';
import { REGISTERED_MESSAGE, register } from '../use-cases/register';
import { resendVerificationCode } from '../use-cases/resend-verification-code';
import { verifyEmail } from '../use-cases/verify-email';
import type { AccountRoutesDeps } from './account-routes-deps';
import { loginError, valueOrHttpError } from './accounts-failures';
import { emailField, flagField, passwordField } from './schemas';
import { signInReply } from './sign-in-reply';

const tags = ['accounts'];

const registerBody = z.object({
  email: emailField,
  password: passwordField,
  confirmPassword: passwordField.optional(),
  acceptedTerms: z.boolean().optional(),
  informed_updates: flagField.optional(),
});
type RegisterBody = z.infer<typeof registerBody>;

/** Login, registration and email verification. */
export async function authRoutes(app: FastifyInstance, deps: AccountRoutesDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = deps.rateLimits;

  api.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: z.object({ email: emailField, password: passwordField }),
      },
      // Per address only: wrong passwords for one account slow down their own address (in the use
      // case), so nobody else can lock the account's owner out.
      preHandler: perIpAndAccount('login', limits.login, () => null),
    },
    async (request, reply) => {
      const result = await login(deps.ports, { ...request.body, ip: request.ip });
      if (!result.ok) throw loginError(reply, result.error);
      return signInReply(reply, deps, result.value);
    },
  );

  api.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account; a verification code is emailed',
        body: registerBody,
      },
      // Only a form that passes validation sends an email, so only such a form spends the budget.
      preHandler: perIpAndAccount('register', limits.register, bodyField('email'), (request) =>
        passesValidation(request.body as RegisterBody),
      ),
    },
    async (request, reply) => {
      const { informed_updates, ...form } = request.body;
      const registered = valueOrHttpError(
        await register(deps.ports, { ...form, informedUpdates: informed_updates }),
      );
      setRegistrationCookie(
        reply,
        registered.registrationToken,
        deps.cookies,
        REGISTRATION_TOKEN_LIFETIME_MS / 1000,
      );
      return {
        success: true,
        message: REGISTERED_MESSAGE,
        userID: registered.userId,
        registration_token: registered.registrationToken,
      };
    },
  );

  api.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Check the emailed code; signs the user in',
        body: z.object({ user_id: jsonOrTextId, code: z.string().max(32) }),
      },
      preHandler: perIpAndAccount('verify', limits.login, bodyField('user_id')),
    },
    async (request, reply) => {
      const { user_id, code } = request.body;
      const signedIn = valueOrHttpError(await verifyEmail(deps.ports, { userId: user_id, code }));
      return { ...signInReply(reply, deps, signedIn), message: 'You have been successfully verified.' };
    },
  );

  api.post(
    '/resend-verification-code',
    {
      schema: { tags, summary: 'Email a new verification code', body: z.object({ user_id: jsonOrTextId }) },
      preHandler: perIpAndAccount('resend', limits.resend, bodyField('user_id')),
    },
    async (request) => {
      valueOrHttpError(await resendVerificationCode(deps.ports, { userId: request.body.user_id }));
      return { success: true, message: 'Verification code resent. Please check your email.' };
    },
  );
}
