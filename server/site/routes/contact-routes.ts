import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimit } from '../../config';
import { valueOrHttpError } from '../../http/result-to-http';
import { optionalUser } from '../../http/auth-guard';
import { bodyField, perIpAndAccount } from '../../http/per-ip-and-account';
import type { SitePorts } from '../ports';
import { CONTACT_SENT_MESSAGE, sendContactMessage } from '../use-cases/send-contact-message';

export interface ContactRoutesDeps {
  readonly ports: SitePorts;
  readonly rateLimit: RateLimit;
}

const contactBody = z.object({
  email: z.string().max(320),
  subject: z.string().max(200),
  body: z.string().max(10_000),
  country: z.string().max(64).nullish(),
});

/** `POST /api/contact-form`: stores the message, then emails it to the operator. */
export async function contactRoutes(app: FastifyInstance, deps: ContactRoutesDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/contact-form',
    {
      schema: { tags: ['site'], summary: 'Send a message to the site operator', body: contactBody },
      preHandler: perIpAndAccount('contact', deps.rateLimit, bodyField('email')),
    },
    async (request) => {
      const sent = await sendContactMessage(deps.ports, {
        form: request.body,
        userId: optionalUser(request)?.id ?? null,
        reportError: (error, context) => request.log.error({ err: error }, context),
      });
      valueOrHttpError(sent);
      return { success: true, message: CONTACT_SENT_MESSAGE };
    },
  );
}
