import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccountsContext, signInReply } from '../accounts-context';
import { rateLimitHook } from '../rate-limits';

const tags = ['accounts'];

/** Google sign-in (INTEGRATIONS.md): the browser posts the ID token it got from Google. */
export async function googleRoutes(app: FastifyInstance, context: AccountsContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/auth/google/client-id',
    { schema: { tags, summary: 'Google client id, or null when sign-in is off' } },
    async () => ({
      success: true,
      clientId: context.googleClientId,
    }),
  );

  api.post(
    '/auth/google',
    {
      schema: {
        tags,
        summary: 'Sign in with a Google ID token',
        body: z.object({ credential: z.string().min(1).max(8192) }),
      },
      preHandler: rateLimitHook(app, 'google', context.rateLimits.login, () => null),
    },
    async (request, reply) =>
      signInReply(reply, context, await context.service.googleSignIn(request.body.credential)),
  );
}
