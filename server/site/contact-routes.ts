import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validateEmail } from '@domain/accounts';
import type { Clock } from '@domain/ports/clock';
import { optionalUser } from '../accounts/auth-guard';
import { bodyField, rateLimitHook } from '../accounts/rate-limits';
import type { RateLimit } from '../config';
import { badRequest, serviceUnavailable } from '../http/http-error';
import { contactEmail } from '../mail/account-emails';
import type { Mailer } from '../mail/mailer';
import type { ContactStore } from './contact-store';

export interface ContactDeps {
  readonly store: ContactStore;
  readonly mailer: Mailer;
  readonly clock: Clock;
  /** Where contact messages are emailed. */
  readonly recipient: string;
  readonly rateLimit: RateLimit;
}

const contactBody = z.object({
  email: z.string().max(320),
  subject: z.string().max(200),
  body: z.string().max(10_000),
  country: z.string().max(64).nullish(),
});

/** `POST /api/contact-form`: stores the message, then emails it to the operator. */
export async function contactRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/contact-form',
    {
      schema: { tags: ['site'], summary: 'Send a message to the site operator', body: contactBody },
      preHandler: rateLimitHook(app, 'contact', deps.rateLimit, bodyField('email')),
    },
    async (request, reply) => {
      const { email, subject, body, country } = request.body;
      if (!email.trim() || !subject.trim() || !body.trim())
        throw badRequest('Please fill in your email, a subject and a message.');
      const problem = validateEmail(email);
      if (problem) throw badRequest(problem);
      const message = {
        email: email.trim(),
        subject: subject.trim(),
        body,
        country: country?.trim() || null,
      };
      await deps.store.save(message, optionalUser(request)?.id ?? null, deps.clock.now());
      try {
        await deps.mailer.send(contactEmail(deps.recipient, message));
      } catch (error) {
        request.log.error({ err: error }, 'contact email failed (message stored)');
        throw serviceUnavailable('Failed to send the email. Please try again.');
      }
      return reply.status(200).send({ success: true, message: 'Your message was sent successfully!' });
    },
  );
}
