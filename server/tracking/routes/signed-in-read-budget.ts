import { type RateLimitHook, rateLimit } from '../../http/rate-limit';
import { bySignedInUser } from '../../http/signed-in';

/** How many signed-in reads each account may make in a window (`RATE_LIMITS.signedInReads`). */
export interface SignedInReadBudget {
  readonly perAccount: number;
  readonly windowMs: number;
}

/**
 * One budget per account over tracking's signed-in reads (status, dashboard lists, histories), so
 * one account looping them cannot take the server from everyone. The routes' `signedIn` guard refuses a
 * signed-out request with 401 before it counts.
 */
export function signedInReadBudget(budget: SignedInReadBudget | undefined): RateLimitHook[] {
  if (!budget) return [];
  const limit = { max: budget.perAccount, windowMs: budget.windowMs };
  return [rateLimit('signed-in-reads', limit, bySignedInUser)];
}
