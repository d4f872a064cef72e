import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

/**
 * Every failure leaves the server as `{ success: false, error }` with a fitting status.
 * Validation problems are 400s that name the field; unexpected errors are logged and answered
 * with a generic 500 so no stack trace or internal detail reaches the client.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, error: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const context = error.validationContext ?? 'request';
      const detail = first?.message ?? 'is invalid';
      const error_ = where ? `Invalid ${context}: ${where} ${detail}` : `Invalid ${context}: ${detail}`;
      return reply.status(400).send({ success: false, error: error_ });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429 ? 'Too many requests. Please wait a moment and try again.' : clientMessage(error);
      return reply.status(status).send({ success: false, error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, error: 'Something went wrong on our side. Please try again.' });
  });
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The JSON body is empty.';
  if (error.code?.startsWith('FST_ERR_CTP')) return 'The request body is not valid JSON.';
  return error.message || 'Bad request.';
}
