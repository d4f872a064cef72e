import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import { byIp, type LimitKey, type RateLimitHook, rateLimit } from './rate-limit';
import { waitInMinutes } from '../platform/retry-wording';

/** The refusal of the sign-in and contact forms' budgets. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${waitInMinutes(retryAfterSeconds)} and try again.`;
}

/**
 * A form's budget from `config.rateLimits` (docs/configuration.md#rate-limits): per IP, and per
 * account when `accountOf` names one (e.g. the email in the body). With `counts`, only requests it
 * accepts spend the budget: a form refused for a typo costs nothing.
 */
export function perIpAndAccount(
  name: string,
  limit: RateLimit,
  accountOf: LimitKey,
  counts: (request: FastifyRequest) => boolean = () => true,
): RateLimitHook[] {
  const when =
    (key: LimitKey): LimitKey =>
    (request) =>
      counts(request) ? key(request) : null;
  return [
    rateLimit(`${name}:ip`, { max: limit.perIp, windowMs: limit.windowMs }, when(byIp), tooManyAttempts),
    rateLimit(
      `${name}:account`,
      { max: limit.perAccount, windowMs: limit.windowMs },
      when(accountOf),
      tooManyAttempts,
    ),
  ];
}

/** Reads a string field of a JSON body, lower-cased, as a budget's key. */
export function bodyField(field: string): LimitKey {
  return (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const value = body && typeof body === 'object' ? body[field] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : null;
  };
}
