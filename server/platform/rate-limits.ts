import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimit } from '../config';
import { tooManyRequests } from '../http/http-error';

type KeyOf = (request: FastifyRequest) => string | null;

/**
 * A hook enforcing one route's budget per IP and per account (the key `accountOf` picks from the
 * request, e.g. the email in the body). Needs `@fastify/rate-limit` registered on `api`. With
 * `counts`, only requests it accepts spend the budget: a form refused for a typo costs nothing.
 */
export function rateLimitHook(
  api: FastifyInstance,
  name: string,
  limit: RateLimit,
  accountOf: KeyOf,
  counts: (request: FastifyRequest) => boolean = () => true,
): preHandlerAsyncHookHandler {
  const byIp = api.createRateLimit({
    max: limit.perIp,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const byAccount = api.createRateLimit({
    max: limit.perAccount,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:account:${accountOf(request) ?? ''}`,
  });
  return async function enforceRateLimit(request, reply) {
    if (!counts(request)) return;
    const checks = [await byIp(request)];
    if (accountOf(request) !== null) checks.push(await byAccount(request));
    const exceeded = checks.find((check) => !check.isAllowed && check.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      const minutes = Math.max(1, Math.ceil(exceeded.ttlInSeconds / 60));
      reply.header('retry-after', String(exceeded.ttlInSeconds));
      throw tooManyRequests(
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      );
    }
  };
}

/** Reads a string field of a JSON body, lower-cased, for use as a rate-limit key. */
export function bodyField(field: string): KeyOf {
  return (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const value = body && typeof body === 'object' ? body[field] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : null;
  };
}
