import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FixedWindowLimiter } from './fixed-window-limiter';
import { tooManyRequests } from './http-error';

/** `max` requests per key in each window of `windowMs`. */
export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

/** Whose budget a request spends (an IP, an account, a user), or null when the budget does not apply. */
export type LimitKey = (request: FastifyRequest) => string | null;

/** The 429 message, given the seconds the client has to wait. */
export type Refusal = (retryAfterSeconds: number) => string;

/** A route hook (`preHandler` or `preValidation`) that answers 429 with `Retry-After` over budget. */
export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Every budget of one app, by name, counted in this process (docs/http-api.md#rate-limits). */
class RateLimitStore {
  private readonly budgets = new Map<string, FixedWindowLimiter>();

  spend(name: string, limit: Limit, key: string) {
    let budget = this.budgets.get(name);
    if (!budget) {
      budget = new FixedWindowLimiter({ limit: limit.max, windowMs: limit.windowMs });
      this.budgets.set(name, budget);
    }
    return budget.spend(key);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly rateLimitStore: RateLimitStore;
  }
}

/** Called once by `buildApp`: every `rateLimit` hook of the app counts in this one store. */
export function installRateLimits(app: FastifyInstance): void {
  app.decorate('rateLimitStore', new RateLimitStore());
}

/**
 * The one way to limit a route: `rateLimit('search', { max: 120, windowMs: 60_000 }, (r) => r.ip)`.
 * Routes that name the same budget share its count (the music-service budget spans search, items
 * and links). Counting and deciding are one synchronous step, so a burst is split exactly at `max`.
 */
export function rateLimit(name: string, limit: Limit, key: LimitKey, refusal?: Refusal): RateLimitHook {
  return async function enforceRateLimit(request, reply) {
    const who = key(request);
    if (who === null) return;
    const verdict = request.server.rateLimitStore.spend(name, limit, who);
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw tooManyRequests(refusal?.(verdict.retryAfterSeconds));
  };
}

/** The request's address, as the key of a per-IP budget. */
export const byIp: LimitKey = (request) => request.ip;
