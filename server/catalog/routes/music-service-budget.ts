import type { FastifyRequest } from 'fastify';
import { type RateLimitHook, rateLimit } from '../../http/rate-limit';

/** Requests per IP and window that may reach the music service (docs/architecture.md). */
export interface MusicServiceBudget {
  readonly perIp: number;
  readonly windowMs: number;
}

/** The budget's name: the API's routes and the server-rendered item pages spend the same count. */
export const MUSIC_SERVICE_BUDGET = 'music-service';

/** Whether answering this request will call the music service (answers from the cache cost nothing). */
export type ReachesMusicService = (request: FastifyRequest) => boolean;

/** A route's hook spending the budget when `reaches` says the request calls the music service. */
export type BudgetHook = (reaches: ReachesMusicService) => RateLimitHook;

/**
 * One per-IP budget shared by every route that can reach the music service, guarding its quota:
 * a visitor cannot spend more by spreading requests over search, items and links. Runs as a
 * `preHandler`, after validation, so it only ever reads checked input.
 */
export function musicServiceBudget(budget: MusicServiceBudget): BudgetHook {
  const limit = { max: budget.perIp, windowMs: budget.windowMs };
  return (reaches) =>
    rateLimit(MUSIC_SERVICE_BUDGET, limit, (request) => (reaches(request) ? request.ip : null));
}
