import type { LimiterVerdict } from '../../../http/fixed-window-limiter';
import { InMemoryRateCounter } from '../../../http/in-memory-rate-counter';
import type { Limit, RateCounter } from '../../../http/rate-counter';

/** Deezer's published rate: 50 requests per 5 seconds (per client address). */
export const DEEZER_RATE: Limit = { max: 50, windowMs: 5000 };

/** The budget every call to Deezer spends before it is sent. */
export interface DeezerCallBudget {
  /** Spends one call; refused with the wait until the window reopens. */
  spend(): Promise<LimiterVerdict>;
}

/**
 * The budget counted by a deployment's rate counter: on PostgreSQL every API and worker process
 * counts in the one `rate_limit_windows` row of this budget, so together they keep within Deezer's
 * rate; on PGlite (one process) in memory.
 */
export function deezerCallBudget(
  counter: RateCounter = new InMemoryRateCounter(),
  limit = DEEZER_RATE,
): DeezerCallBudget {
  return { spend: () => counter.spend('deezer-upstream', limit, 'all') };
}
