// The one place accounts' failures become HTTP: the common failures through result-to-http, and a
// throttled sign-in as a 429 that says when to try again.
import type { FastifyReply } from 'fastify';
import { type HttpError, tooManyRequests } from '../../http/http-error';
import { httpErrorOf } from '../../http/result-to-http';
import type { Failure } from '../../platform/result';
import type { LoginThrottled } from '../use-cases/login';

export { valueOrHttpError } from '../../http/result-to-http';

/** Why the sign-in was refused, as the HTTP error the user sees (a throttled one sets Retry-After). */
export function loginError(reply: FastifyReply, failure: Failure | LoginThrottled): HttpError {
  if (failure.kind !== 'throttled') return httpErrorOf(failure);
  reply.header('retry-after', String(failure.retryAfterSeconds));
  return tooManyRequests(failure.message);
}
