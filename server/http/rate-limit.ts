import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './http-error';
import { InMemoryRateCounter } from './in-memory-rate-counter';
import { tooMany } from '../platform/retry-wording';
import type { Limit, RateCounter } from './rate-counter';

export type { Limit } from './rate-counter';

/** Whose budget a request spends (an IP, an account, a user), or null when the budget does not apply. */
export type LimitKey = (request: FastifyRequest) => string | null;

/** The 429 message, given the seconds the client has to wait (retry-wording.ts words it). */
export type Refusal = (retryAfterSeconds: number) => string;

/** A route hook (`preHandler` or `preValidation`) that answers 429 with `Retry-After` over budget. */
export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    readonly rateCounter: RateCounter;
  }
}

/**
 * Called once by `buildApp`: every `rateLimit` hook of the app counts in this one counter (shared
 * through PostgreSQL when the composition root hands one over; in this process otherwise).
 */
export function installRateLimits(
  app: FastifyInstance,
  counter: RateCounter = new InMemoryRateCounter(),
): void {
  app.decorate('rateCounter', counter);
  app.addHook('onClose', async () => {
    await counter.close?.();
  });
}

/**
 * The one way to limit a route: `rateLimit('search', { max: 120, windowMs: 60_000 }, (r) => r.ip)`.
 * Routes that name the same budget share its count (the music-service budget spans search, items
 * and links). Counting and deciding are one step of the counter: a burst is split exactly at `max`, or
 * within a bound for the batched budgets on PostgreSQL (shared-rate-counter.ts).
 */
export function rateLimit(name: string, limit: Limit, key: LimitKey, refusal?: Refusal): RateLimitHook {
  return async function enforceRateLimit(request, reply) {
    const who = key(request);
    if (who === null) return;
    const verdict = await request.server.rateCounter.spend(name, limit, who);
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw tooManyRequests((refusal ?? tooMany('requests'))(verdict.retryAfterSeconds));
  };
}

/** The request's address, as the key of a per-IP budget. */
export const byIp: LimitKey = (request) => request.ip;
