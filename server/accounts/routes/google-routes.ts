import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { valueOrHttpError } from './accounts-failures';
import { perIpAndAccount } from '../../http/per-ip-and-account';
import { signInWithGoogle } from '../use-cases/sign-in-with-google';
import type { AccountRoutesDeps } from './account-routes-deps';
import { signInReply } from './sign-in-reply';

const tags = ['accounts'];

/** Google sign-in (docs/integrations.md): the browser posts the ID token it got from Google. */
export async function googleRoutes(app: FastifyInstance, deps: AccountRoutesDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/auth/google/client-id',
    { schema: { tags, summary: 'Google client id, or null when sign-in is off' } },
    async () => ({
      success: true,
      clientId: deps.googleClientId,
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
      preHandler: perIpAndAccount('google', deps.rateLimits.login, () => null),
    },
    async (request, reply) =>
      signInReply(reply, deps, valueOrHttpError(await signInWithGoogle(deps.ports, request.body))),
  );
}
